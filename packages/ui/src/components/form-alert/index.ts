export { FormAlert, type FormAlertProps } from './form-alert';
export type { FormStepProps } from './form-step';
