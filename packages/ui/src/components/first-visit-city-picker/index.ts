export {
  FIRST_VISIT_CITY_FIELD,
  FirstVisitCityPicker,
  type FirstVisitCityPickerProps,
} from './first-visit-city-picker';
