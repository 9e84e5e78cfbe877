export { CountrySelect, type CountrySelectProps, countrySelectVariants, useDefaultCountries } from './country-select';
