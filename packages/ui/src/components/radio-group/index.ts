export {
  RadioGroup,
  type RadioGroupOption,
  type RadioGroupProps,
  radioGroupVariants,
  radioIndicatorVariants,
  radioVariants,
} from './radio-group';
