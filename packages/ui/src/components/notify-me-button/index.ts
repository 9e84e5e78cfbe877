export { NotifyMeButton, type NotifyMeButtonProps } from './notify-me-button';
