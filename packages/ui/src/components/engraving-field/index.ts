export { EngravingField, type EngravingFieldProps } from './engraving-field';
