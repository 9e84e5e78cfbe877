import { SUCCESS_DIALOG_MS } from '@hadiya/contract/constants';
import { cva, type VariantProps } from 'class-variance-authority';
import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { Button } from '../button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  type DialogContentProps,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../dialog';
import { messages } from './messages';

export const messageDialogIconVariants = cva(
  'flex size-14 shrink-0 items-center justify-center rounded-full [&_svg]:size-7',
  {
    variants: {
      tone: {
        error: 'bg-danger-50 text-danger-700',
        info: 'bg-info-50 text-info-700',
        success: 'bg-success-50 text-success-700',
      },
    },
    defaultVariants: { tone: 'error' },
  },
);

type Tone = NonNullable<VariantProps<typeof messageDialogIconVariants>['tone']>;

const icons: Record<Tone, ReactNode> = {
  error: <CircleAlert aria-hidden />,
  info: <Info aria-hidden />,
  success: <CircleCheck aria-hidden />,
};

export interface MessageDialogProps
  extends Omit<DialogContentProps, 'title' | 'children' | 'size' | 'isDismissible' | 'hideCloseButton'>,
    VariantProps<typeof messageDialogIconVariants> {
  /** The message to show, usually the server's `message` in the user's language (spec §8). */
  message: ReactNode;
  /** Whether the dialog is shown (controlled). */
  open?: boolean;
  /** Shown on first render when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called with `false` on OK, Escape, an overlay click or when the time runs out. */
  onOpenChange?: (open: boolean) => void;
  /**
   * Style, icon and default title. Server messages are errors, except a failed coupon save or
   * apply which is info (spec §8). @default 'error'
   */
  tone?: Tone | null;
  /** Replaces the tone's title ("Error", "Notice", "Success"). */
  title?: ReactNode;
  /** Closes the dialog after this many milliseconds; `null` keeps it open until OK. @default 5000 (spec §8, §9) */
  autoCloseMs?: number | null;
}

/**
 * A server message in a small dialog with an OK button that closes itself after 5 seconds
 * (spec §8). Errors are alert dialogs, so screen readers read the message as soon as it opens.
 */
export function MessageDialog({
  message,
  open,
  defaultOpen = false,
  onOpenChange,
  tone,
  title,
  autoCloseMs = SUCCESS_DIALOG_MS,
  className,
  ...props
}: MessageDialogProps) {
  const intl = useIntl();
  const shownTone = tone ?? 'error';
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const isOpen = open ?? uncontrolledOpen;

  // The timer must not restart when the parent re-renders with a new callback.
  const onOpenChangeRef = useRef(onOpenChange);
  useEffect(() => {
    onOpenChangeRef.current = onOpenChange;
  });
  const isControlled = open !== undefined;

  const setOpen = (next: boolean) => {
    if (!isControlled) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };

  // A new text restarts the countdown; a ReactNode message has no stable identity to compare.
  const messageKey = typeof message === 'string' ? message : undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: messageKey restarts the countdown on purpose
  useEffect(() => {
    if (!isOpen || autoCloseMs === null || autoCloseMs <= 0) return;
    const timer = window.setTimeout(() => {
      if (!isControlled) setUncontrolledOpen(false);
      onOpenChangeRef.current?.(false);
    }, autoCloseMs);
    return () => window.clearTimeout(timer);
  }, [isOpen, autoCloseMs, isControlled, messageKey]);

  return (
    <Dialog open={isOpen} onOpenChange={setOpen}>
      <DialogContent
        role={shownTone === 'error' ? 'alertdialog' : 'dialog'}
        data-slot="message-dialog"
        data-tone={shownTone}
        size="sm"
        hideCloseButton
        className={cn('items-center text-center', className)}
        {...props}
      >
        <span data-slot="message-dialog-icon" className={messageDialogIconVariants({ tone: shownTone })}>
          {icons[shownTone]}
        </span>
        <DialogHeader className="items-center pe-0">
          <DialogTitle>{title ?? intl.formatMessage(messages[shownTone])}</DialogTitle>
          <DialogDescription data-slot="message-dialog-message" className="text-base text-ink">
            {message}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter className="w-full sm:justify-center">
          <DialogClose asChild>
            <Button isFullWidth className="sm:min-w-32 sm:w-auto">
              {intl.formatMessage(messages.ok)}
            </Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
