export { QuantityStepper, type QuantityStepperProps, quantityStepperButtonVariants } from './quantity-stepper';
