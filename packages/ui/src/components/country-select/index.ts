export { CountryFlag, type CountryFlagProps } from './country-flag';
export { CountrySelect, type CountrySelectProps, countrySelectVariants, useDefaultCountries } from './country-select';
