export type { CityPickerCity } from './city-choice';
export { CityPicker, type CityPickerProps } from './city-picker';
