import { ArrowLeft } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { Dialog, DialogContent, type DialogContentProps, DialogHeader, DialogTitle } from '../dialog';
import { IconButton } from '../icon-button';
import { messages } from './messages';

/**
 * The named views of the sign-in dialog (spec §2). `forgot-password` runs e-mail → `otp` →
 * `new-password`; `otp` also follows `signin`, `signup` and an unverified `signin-email`.
 */
export type SignInView =
  | 'signin'
  | 'signin-email'
  | 'signup'
  | 'forgot-password'
  | 'otp'
  | 'new-password'
  | 'account-name';

export const signInViews: readonly SignInView[] = [
  'signin',
  'signin-email',
  'signup',
  'forgot-password',
  'otp',
  'new-password',
  'account-name',
];

const titles = {
  signin: messages.signin,
  'signin-email': messages.signinEmail,
  signup: messages.signup,
  'forgot-password': messages.forgotPassword,
  otp: messages.otp,
  'new-password': messages.newPassword,
  'account-name': messages.accountName,
} as const;

export interface SignInDialogProps extends Omit<DialogContentProps, 'title'> {
  /** Whether the dialog is shown (controlled). */
  open?: boolean;
  /** Called with `false` on Escape, the overlay or the close button. */
  onOpenChange?: (open: boolean) => void;
  /** The view shown; the app switches views by name and the one dialog stays open (no stacked overlays). */
  view: SignInView;
  /** Replaces the view's title. */
  title?: ReactNode;
  /** Shows a back button before the title; called when it is pressed. */
  onBack?: () => void;
  /** The view's content: one of the sign-in steps. */
  children: ReactNode;
}

/** One dialog for every sign-in step; its title and content follow `view` (spec §2). */
export function SignInDialog({
  open,
  onOpenChange,
  view,
  title,
  onBack,
  children,
  className,
  onOpenAutoFocus,
  ...props
}: SignInDialogProps) {
  const intl = useIntl();
  const bodyRef = useRef<HTMLDivElement>(null);
  const shownView = useRef(view);

  // A new view replaces the content under focus: move focus to its first field, as on opening.
  useEffect(() => {
    if (shownView.current === view) return;
    shownView.current = view;
    const first = bodyRef.current?.querySelector<HTMLElement>(
      'input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled])',
    );
    first?.focus();
  }, [view]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        size="sm"
        data-slot="sign-in-dialog"
        data-view={view}
        aria-describedby={undefined}
        className={cn('gap-5', className)}
        onOpenAutoFocus={(event) => {
          onOpenAutoFocus?.(event);
          if (event.defaultPrevented) return;
          const first = bodyRef.current?.querySelector<HTMLElement>('input:not([disabled])');
          if (first) {
            event.preventDefault();
            first.focus();
          }
        }}
        {...props}
      >
        <DialogHeader className="min-h-9 flex-row items-center gap-2">
          {onBack ? (
            <IconButton
              data-slot="sign-in-dialog-back"
              variant="ghost"
              size="sm"
              label={intl.formatMessage(messages.back)}
              onClick={onBack}
              className="-ms-2"
              // A back arrow points along the reading direction: mirrored in Arabic.
              icon={<ArrowLeft aria-hidden className="rtl:-scale-x-100" />}
            />
          ) : null}
          <DialogTitle>{title ?? intl.formatMessage(titles[view])}</DialogTitle>
        </DialogHeader>
        <div ref={bodyRef} data-slot="sign-in-dialog-body" className="flex flex-col">
          {children}
        </div>
      </DialogContent>
    </Dialog>
  );
}
