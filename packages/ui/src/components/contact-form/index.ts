export {
  ContactForm,
  type ContactFormIssue,
  type ContactFormOrder,
  type ContactFormProps,
  type ContactFormValues,
} from './contact-form';
