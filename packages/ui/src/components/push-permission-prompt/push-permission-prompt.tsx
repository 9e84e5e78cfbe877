import * as ToastPrimitive from '@radix-ui/react-toast';
import { Bell, X } from 'lucide-react';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { Link } from '../../lib/link';
import { Button, buttonVariants } from '../button';
import { messages as toastMessages } from '../toast/messages';
import { messages } from './messages';

export interface PushPermissionPromptProps extends Omit<ComponentProps<'section'>, 'children' | 'title'> {
  /** Called on "Turn on notifications"; the app then asks the browser (spec §4: only while undecided). */
  onAllow?: () => void;
  /** Called on "Later"; the app hides the banner and asks again another time. */
  onLater?: () => void;
  /** A spinner on Allow while the browser's question is open. @default false */
  isRequesting?: boolean;
  /** Replaces the title. */
  title?: ReactNode;
  /** Replaces the sentence. */
  description?: ReactNode;
}

/**
 * A small banner asking to turn on notifications (issue 15 §5). It never asks the browser itself:
 * the app calls `Notification.requestPermission()` from `onAllow`, a user gesture as browsers require.
 */
export function PushPermissionPrompt({
  onAllow,
  onLater,
  isRequesting = false,
  title,
  description,
  className,
  ...props
}: PushPermissionPromptProps) {
  const intl = useIntl();
  const id = useId();
  return (
    <section
      data-slot="push-permission-prompt"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      className={cn(
        'flex flex-col gap-3 rounded-xl border border-line bg-surface-raised p-4 shadow-overlay sm:flex-row sm:items-center',
        className,
      )}
      {...props}
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-leaf-50 text-leaf-700 [&_svg]:size-5">
        <Bell aria-hidden />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <h2 id={`${id}-title`} className="text-start font-semibold">
          {title ?? intl.formatMessage(messages.title)}
        </h2>
        <p id={`${id}-body`} className="text-start text-ink-muted text-sm">
          {description ?? intl.formatMessage(messages.body)}
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button variant="ghost" size="sm" onClick={onLater} disabled={isRequesting}>
          {intl.formatMessage(messages.later)}
        </Button>
        <Button size="sm" onClick={onAllow} isLoading={isRequesting}>
          {intl.formatMessage(messages.allow)}
        </Button>
      </div>
    </section>
  );
}

export interface NotificationToastProps
  extends Omit<ComponentProps<typeof ToastPrimitive.Root>, 'title' | 'type' | 'asChild' | 'children'> {
  /** The notification's title. */
  title: ReactNode;
  /** The notification's body. */
  body?: ReactNode;
  /** Where the notification leads (spec §4's routes); shows an "Open" link. */
  href?: string;
  /** Replaces "Open". */
  actionLabel?: string;
  /** Called when the link is followed (the toast closes too). */
  onOpenLink?: () => void;
}

/**
 * A push notification that arrives while the page is open (issue 15 §5): title, body and an "Open"
 * link to its page. Render it inside `ToastProvider`, beside the toasts `useToast` raises.
 */
export function NotificationToast({
  title,
  body,
  href,
  actionLabel,
  onOpenLink,
  className,
  ...props
}: NotificationToastProps) {
  const intl = useIntl();
  const label = actionLabel ?? intl.formatMessage(messages.open);
  return (
    <ToastPrimitive.Root
      data-slot="notification-toast"
      type="background"
      className={cn(
        'pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border border-line bg-surface-raised p-4 text-ink shadow-overlay focus-visible:outline-2 focus-visible:outline-focus focus-visible:outline-offset-2 data-[state=open]:animate-slide-in',
        className,
      )}
      {...props}
    >
      <span className="mt-0.5 shrink-0 text-leaf-700 [&_svg]:size-5">
        <Bell aria-hidden />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <ToastPrimitive.Title className="text-start font-medium text-sm">{title}</ToastPrimitive.Title>
        {body ? <ToastPrimitive.Description className="text-start text-sm">{body}</ToastPrimitive.Description> : null}
        {href ? (
          <ToastPrimitive.Action altText={label} asChild>
            <Link
              href={href}
              onClick={onOpenLink}
              data-slot="notification-toast-action"
              className={cn(buttonVariants({ variant: 'link' }), 'self-start text-sm')}
            >
              {label}
            </Link>
          </ToastPrimitive.Action>
        ) : null}
      </div>
      <ToastPrimitive.Close
        aria-label={intl.formatMessage(toastMessages.close)}
        className="-my-1 -me-1 inline-flex size-8 shrink-0 items-center justify-center rounded-md text-ink transition-colors hover:bg-sand-900/10 focus-visible:outline-2 focus-visible:outline-focus focus-visible:outline-offset-2 [&_svg]:size-4"
      >
        <X aria-hidden />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}
