import { PushClient } from '../features/push/push-client';
import type { Shopper } from '../lib/shopper';
import { useChatWidget } from './use-chat-widget';

/**
 * What the page starts once it has loaded and the browser is idle, in a chunk of its own: the
 * support chat's script and the push client (service worker, push permission, foreground
 * notifications, issue 15 §8).
 */
export function AfterLoadServices({ chatWidgetUrl, shopper }: { chatWidgetUrl: string | undefined; shopper: Shopper }) {
  useChatWidget(chatWidgetUrl);
  return <PushClient shopper={shopper} />;
}
