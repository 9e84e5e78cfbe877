export {
  SearchBox,
  type SearchBoxProps,
  type SearchSuggestion,
  searchBoxOptionVariants,
} from './search-box';
export { useDebouncedValue } from './use-debounced-value';
