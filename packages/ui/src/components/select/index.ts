export { Select, type SelectOption, type SelectProps, selectTriggerVariants } from './select';
