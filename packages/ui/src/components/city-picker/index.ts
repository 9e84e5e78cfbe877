export { CityPicker, type CityPickerCity, type CityPickerProps } from './city-picker';
