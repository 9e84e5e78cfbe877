/**
 * The browser side of notifications (issue 15 §5, spec §4), mounted once the page has loaded and
 * the browser is idle (root.tsx): registers the service worker, asks for push permission gently,
 * sends the subscription to the server, and shows news that arrives while the page is in front as a
 * toast with a link to its page.
 */
import { Toast, ToastProvider } from '@hadiya/ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useBrowserApi } from '../../lib/route-data';
import type { Shopper } from '../../lib/shopper';
import { useAccountDialogs } from '../account/account-dialogs';
import { messages } from './push.messages';
import { PushPrompt } from './push-prompt';
import { syncPushSubscription } from './subscription';

/** When the shopper last said "not now" (ms since the epoch); the prompt waits a week after it. */
export const PROMPT_DISMISSED_KEY = 'pushPromptDismissedAt';
const ASK_AGAIN_AFTER_MS = 7 * 24 * 60 * 60 * 1000;
const TOAST_DURATION_MS = 10_000;

/** What the service worker posts to a focused window (public/sw.js). */
interface Notice {
  id: number;
  title: string;
  body: string;
  target: string;
}

function readNotice(data: unknown): Omit<Notice, 'id'> | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, notice } = data as { type?: unknown; notice?: Record<string, unknown> };
  if (type !== 'hadiya:push' || typeof notice !== 'object' || notice === null) return null;
  const { title, body, target } = notice;
  if (typeof title !== 'string' || typeof body !== 'string' || typeof target !== 'string') return null;
  // Only a page of the store.
  if (!target.startsWith('/') || target.startsWith('//')) return null;
  return { title, body, target };
}

const canPush = () =>
  'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window && window.isSecureContext;

/** Undecided, and not dismissed this week. Automated browsers are not asked unprompted. */
function mayAsk(): boolean {
  if (navigator.webdriver) return false;
  try {
    const dismissedAt = Number(window.localStorage.getItem(PROMPT_DISMISSED_KEY) ?? 0);
    return !(Date.now() - dismissedAt < ASK_AGAIN_AFTER_MS);
  } catch {
    return true;
  }
}

function ownerOf(shopper: Shopper): { kind: 'user' | 'guest'; id: number } | null {
  if (shopper.kind === 'user' && shopper.id > 0) return { kind: 'user', id: shopper.id };
  if (shopper.kind === 'guest' && shopper.guestUserId !== null) return { kind: 'guest', id: shopper.guestUserId };
  return null;
}

export interface PushClientProps {
  shopper: Shopper;
}

export function PushClient({ shopper }: PushClientProps) {
  const intl = useIntl();
  const api = useBrowserApi();
  const accountDialogs = useAccountDialogs();
  const [registration, setRegistration] = useState<ServiceWorkerRegistration | null>(null);
  const [isAsking, setAsking] = useState(false);
  const [notices, setNotices] = useState<Notice[]>([]);
  const nextId = useRef(0);
  const owner = useMemo(() => ownerOf(shopper), [shopper]);
  const hasNoName = shopper.kind === 'user' && !shopper.name;

  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    let isCurrent = true;
    navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .then(() => navigator.serviceWorker.ready)
      .then((ready) => {
        if (isCurrent) setRegistration(ready);
      })
      .catch(() => undefined);
    const onMessage = (event: MessageEvent) => {
      if (event.origin && event.origin !== window.location.origin) return;
      const notice = readNotice(event.data);
      if (!notice) return;
      nextId.current += 1;
      const id = nextId.current;
      setNotices((current) => [...current, { ...notice, id }]);
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    return () => {
      isCurrent = false;
      navigator.serviceWorker.removeEventListener('message', onMessage);
    };
  }, []);

  const sync = useCallback(async () => {
    if (!registration || !owner) return;
    await syncPushSubscription(registration, api, owner).catch(() => undefined);
  }, [registration, api, owner]);

  // Spec §4: undecided → ask; granted → the subscription goes to the server. The prompt waits for
  // the shopper's first tap or key on the page: asking before any engagement is what browsers
  // answer with their quiet permission UI, and a card painted late on an untouched page becomes
  // its largest paint (it made LCP ~3.8 s on search and the basket).
  useEffect(() => {
    if (!registration || !owner || !canPush()) return;
    if (Notification.permission === 'granted') {
      void sync();
      return;
    }
    if (Notification.permission !== 'default' || !mayAsk()) return;
    const ask = () => setAsking(true);
    const options = { once: true, passive: true, capture: true } as const;
    window.addEventListener('pointerdown', ask, options);
    window.addEventListener('keydown', ask, options);
    return () => {
      window.removeEventListener('pointerdown', ask, options);
      window.removeEventListener('keydown', ask, options);
    };
  }, [registration, owner, sync]);

  const allow = async () => {
    setAsking(false);
    const permission = await Notification.requestPermission();
    if (permission !== 'granted') return;
    await sync();
    // Spec §4: a signed-in shopper with no saved name then gets the account-name prompt.
    if (hasNoName) accountDialogs.open('account-name');
  };
  const later = () => {
    setAsking(false);
    try {
      window.localStorage.setItem(PROMPT_DISMISSED_KEY, String(Date.now()));
    } catch {
      // Storage unavailable: the prompt may come back on the next page.
    }
  };
  const dismiss = (id: number) => setNotices((current) => current.filter((notice) => notice.id !== id));

  return (
    <>
      {isAsking ? <PushPrompt onAllow={() => void allow()} onLater={later} /> : null}
      {notices.length > 0 ? (
        <ToastProvider duration={TOAST_DURATION_MS}>
          {notices.map((notice) => (
            <Toast
              key={notice.id}
              data-push-target={notice.target}
              title={notice.title}
              description={
                <span className="flex flex-wrap items-baseline gap-x-2">
                  {notice.body ? <span>{notice.body}</span> : null}
                  <Link
                    to={notice.target}
                    onClick={() => dismiss(notice.id)}
                    className="font-medium text-leaf-800 underline underline-offset-4"
                  >
                    {intl.formatMessage(messages.open)}
                  </Link>
                </span>
              }
              onOpenChange={(isOpen) => {
                if (!isOpen) dismiss(notice.id);
              }}
            />
          ))}
        </ToastProvider>
      ) : null}
    </>
  );
}
