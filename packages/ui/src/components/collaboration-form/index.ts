export { CollaborationForm, type CollaborationFormProps, type CollaborationValues } from './collaboration-form';
