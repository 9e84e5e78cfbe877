export { Checkbox, type CheckboxCheckedState, type CheckboxProps, checkboxVariants } from './checkbox';
