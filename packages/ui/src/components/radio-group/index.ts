export {
  RadioGroup,
  type RadioGroupOption,
  type RadioGroupProps,
  radioGroupVariants,
  radioVariants,
} from './radio-group';
