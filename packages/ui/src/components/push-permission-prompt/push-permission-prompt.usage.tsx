import { UsageNotes } from '../../docs/foundations';
import { PushPermissionPrompt } from './push-permission-prompt';

/** Usage notes on PushPermissionPrompt's docs page (`parameters.docs.usage`). */
export function PushPermissionPromptUsage() {
  return (
    <UsageNotes
      when={[
        'A small banner that asks to turn on notifications (gift wrapped, on its way, delivered). Show it only while the browser’s permission is undecided (`Notification.permission === "default"`, spec §4).',
        'A push that arrives while the page is open is shown with `NotificationToast` inside `ToastProvider`, not with this banner.',
      ]}
      dos={[
        {
          text: 'Call `Notification.requestPermission()` from `onAllow`, which runs on a click as browsers require. The banner never asks the browser itself.',
          example: <PushPermissionPrompt onAllow={() => {}} onLater={() => {}} />,
        },
        {
          text: 'Pass `isRequesting` while the browser’s question is open: Allow shows a spinner and Later is disabled.',
          example: <PushPermissionPrompt isRequesting />,
        },
        { text: 'Hide the banner from `onLater` and ask again another time.' },
      ]}
      donts={[
        {
          text: 'Ask the browser as soon as the page loads, without the banner. Once the browser’s own prompt is refused, the site cannot ask again until the shopper changes it in the browser’s settings.',
        },
        { text: 'Keep showing the banner once permission is granted or denied.' },
      ]}
      keyboard={[
        ['Tab', 'Moves to “Later”, then to “Turn on notifications”.'],
        ['Enter / Space', 'Activates the focused button.'],
      ]}
      screenReader={[
        'A region named by its title (“Follow your gift”, a level-2 heading) and described by its sentence. The bell is hidden.',
        'While `isRequesting`, “Turn on notifications” is disabled with `aria-busy` and keeps its text as its name, and “Later” is disabled.',
      ]}
    />
  );
}
