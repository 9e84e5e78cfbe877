export {
  NotificationToast,
  type NotificationToastProps,
  PushPermissionPrompt,
  type PushPermissionPromptProps,
} from './push-permission-prompt';
