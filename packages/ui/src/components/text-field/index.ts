export { TextField, type TextFieldProps } from './text-field';
export { Textarea, type TextareaProps } from './textarea';
