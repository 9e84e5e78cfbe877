import { TriangleAlert } from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../button';
import {
  Dialog,
  DialogContent,
  type DialogContentProps,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../dialog';
import { messages } from './messages';

export interface ConfirmDialogProps
  extends Omit<DialogContentProps, 'title' | 'children' | 'isDismissible' | 'hideCloseButton'> {
  /** The question, e.g. "Are you sure you want to logout?". Also the dialog's accessible name. */
  title: ReactNode;
  /** More detail under the question (what will be lost). */
  description?: ReactNode;
  /** Whether the dialog is shown (controlled). */
  open?: boolean;
  /** Shown on first render when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called with `false` when the user answers No or presses Escape. */
  onOpenChange?: (open: boolean) => void;
  /** `danger` (account deletion) makes Yes a danger button and puts the initial focus on No. @default 'default' */
  tone?: 'default' | 'danger';
  /**
   * Called when the user answers Yes. The dialog stays open: set `isConfirming` while the action
   * runs and close it (`open={false}`) when it is done.
   */
  onConfirm?: () => void;
  /** Called when the user answers No or presses Escape; the dialog then closes. */
  onCancel?: () => void;
  /** Shows a spinner on Yes and blocks No and Escape while the action runs. @default false */
  isConfirming?: boolean;
  /** Replaces "Yes". */
  confirmLabel?: ReactNode;
  /** Replaces "No". */
  cancelLabel?: ReactNode;
}

/** A yes/no question before an irreversible action: logout and account deletion (spec §6). */
export function ConfirmDialog({
  title,
  description,
  open,
  defaultOpen = false,
  onOpenChange,
  tone = 'default',
  onConfirm,
  onCancel,
  isConfirming = false,
  confirmLabel,
  cancelLabel,
  onEscapeKeyDown,
  onOpenAutoFocus,
  className,
  ...props
}: ConfirmDialogProps) {
  const intl = useIntl();
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const isOpen = open ?? uncontrolledOpen;
  const confirmRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);

  const setOpen = (next: boolean) => {
    if (!next) onCancel?.();
    if (open === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };

  return (
    <Dialog open={isOpen} onOpenChange={setOpen}>
      <DialogContent
        role="alertdialog"
        data-slot="confirm-dialog"
        data-tone={tone}
        size="sm"
        hideCloseButton
        // An alert dialog needs an answer: the overlay does not close it, Escape answers No.
        onInteractOutside={(event) => event.preventDefault()}
        onEscapeKeyDown={(event) => {
          onEscapeKeyDown?.(event);
          if (isConfirming) event.preventDefault();
        }}
        onOpenAutoFocus={(event) => {
          onOpenAutoFocus?.(event);
          if (event.defaultPrevented) return;
          event.preventDefault();
          // The least destructive answer gets focus first when the action cannot be undone.
          (tone === 'danger' ? cancelRef : confirmRef).current?.focus();
        }}
        // Without a description Radix expects an explicit "no description".
        {...(description ? {} : { 'aria-describedby': undefined })}
        className={className}
        {...props}
      >
        <div className="flex items-start gap-4">
          {tone === 'danger' ? (
            <span
              data-slot="confirm-dialog-icon"
              className="flex size-10 shrink-0 items-center justify-center rounded-full bg-danger-50 text-danger-700 [&_svg]:size-5"
            >
              <TriangleAlert aria-hidden />
            </span>
          ) : null}
          <DialogHeader className="pe-0">
            <DialogTitle>{title}</DialogTitle>
            {description ? <DialogDescription>{description}</DialogDescription> : null}
          </DialogHeader>
        </div>
        <DialogFooter>
          <Button
            ref={cancelRef}
            variant="secondary"
            className="sm:min-w-24"
            data-slot="confirm-dialog-cancel"
            disabled={isConfirming}
            onClick={() => setOpen(false)}
          >
            {cancelLabel ?? intl.formatMessage(messages.no)}
          </Button>
          <Button
            ref={confirmRef}
            variant={tone === 'danger' ? 'danger' : 'primary'}
            className="sm:min-w-24"
            data-slot="confirm-dialog-confirm"
            isLoading={isConfirming}
            onClick={onConfirm}
          >
            {confirmLabel ?? intl.formatMessage(messages.yes)}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
