export { MessageDialog, type MessageDialogProps, messageDialogIconVariants } from './message-dialog';
