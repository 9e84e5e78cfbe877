// The design system's message dialog (and the Radix dialog under it) as a chunk of its own:
// `message-dialog-on-demand.tsx` loads it.
export { MessageDialog } from '@hadiya/ui';
