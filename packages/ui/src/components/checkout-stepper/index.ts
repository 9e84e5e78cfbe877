export {
  CHECKOUT_STEPS,
  type CheckoutStepId,
  CheckoutStepper,
  type CheckoutStepperProps,
  type CheckoutStepState,
  checkoutStepVariants,
} from './checkout-stepper';
