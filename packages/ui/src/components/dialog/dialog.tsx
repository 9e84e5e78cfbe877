import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { VariantProps } from 'class-variance-authority';
import { X } from 'lucide-react';
import { type ComponentProps, useRef } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { rememberOpeners, returnFocus } from '../../lib/return-focus';
import { dialogContentVariants } from './dialog-variants';
import { messages } from './messages';

export { dialogContentVariants };

export type DialogProps = ComponentProps<typeof DialogPrimitive.Root>;

/** Root of a modal dialog; `open`/`onOpenChange` for controlled use, `defaultOpen` otherwise. */
export function Dialog(props: DialogProps) {
  return <DialogPrimitive.Root {...props} />;
}

/** The button that opens the dialog (use `asChild` to wrap a `Button`); focus returns here on close. */
export function DialogTrigger(props: ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="dialog-trigger" {...props} />;
}

/** Closes the dialog when pressed (use `asChild` to wrap a `Button`). */
export function DialogClose(props: ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="dialog-close" {...props} />;
}

export interface DialogContentProps
  extends ComponentProps<typeof DialogPrimitive.Content>,
    VariantProps<typeof dialogContentVariants> {
  /** Hides the close (X) button in the top end corner, e.g. when the footer has its own close action. @default false */
  hideCloseButton?: boolean;
  /**
   * Whether Escape, a click on the overlay and the close button close the dialog. When false the
   * close button is not shown and the dialog stays open until the parent closes it (the city
   * picker while no city exists, spec §2). @default true
   */
  isDismissible?: boolean;
  /** Classes for the dimmed overlay behind the dialog. */
  overlayClassName?: string;
  /**
   * Where focus goes on closing when nothing that opened the dialog is left on the page (a dialog
   * that opens by itself on a first visit): the control that opens it again, say.
   */
  returnFocusFallback?: () => HTMLElement | null | undefined;
}

/** The dialog panel, portalled to `document.body` over a dimmed overlay, with focus trapped inside. */
export function DialogContent({
  size,
  hideCloseButton = false,
  isDismissible = true,
  overlayClassName,
  onEscapeKeyDown,
  onInteractOutside,
  onOpenAutoFocus,
  onCloseAutoFocus,
  returnFocusFallback,
  className,
  children,
  ...props
}: DialogContentProps) {
  const intl = useIntl();
  const openersRef = useRef<readonly HTMLElement[]>([]);
  return (
    <DialogPrimitive.Portal>
      {/* The panel sits inside the overlay so that centring needs no physical translate. */}
      <DialogPrimitive.Overlay
        data-slot="dialog-overlay"
        className={cn(
          'fixed inset-0 z-50 flex items-end justify-center overflow-y-auto bg-sand-900/50 transition-opacity starting:opacity-0 sm:items-center sm:p-4',
          overlayClassName,
        )}
      >
        <DialogPrimitive.Content
          data-slot="dialog-content"
          data-dismissible={isDismissible}
          className={cn(dialogContentVariants({ size }), className)}
          onEscapeKeyDown={(event) => {
            onEscapeKeyDown?.(event);
            if (!isDismissible) event.preventDefault();
          }}
          onInteractOutside={(event) => {
            onInteractOutside?.(event);
            if (!isDismissible) event.preventDefault();
          }}
          onOpenAutoFocus={(event) => {
            // Focus has not moved yet: remember what opened the dialog.
            openersRef.current = rememberOpeners(event.target);
            onOpenAutoFocus?.(event);
          }}
          onCloseAutoFocus={(event) => {
            onCloseAutoFocus?.(event);
            // Radix returns focus only to a DialogTrigger; dialogs opened from code (a server
            // message, a confirmation) go back to whatever was focused when they opened, or, when
            // that is gone, to what opened the overlay it was in (lib/return-focus).
            if (event.defaultPrevented) return;
            if (returnFocus(openersRef.current, returnFocusFallback)) event.preventDefault();
          }}
          {...props}
        >
          {children}
          {hideCloseButton || !isDismissible ? null : (
            <DialogPrimitive.Close
              data-slot="dialog-close-button"
              aria-label={intl.formatMessage(messages.close)}
              className="absolute end-3 top-3 inline-flex size-9 items-center justify-center rounded-md text-ink-muted transition-colors hover:bg-sand-100 hover:text-ink focus-visible:outline-2 focus-visible:outline-focus focus-visible:outline-offset-2 [&_svg]:size-5"
            >
              <X aria-hidden />
            </DialogPrimitive.Close>
          )}
        </DialogPrimitive.Content>
      </DialogPrimitive.Overlay>
    </DialogPrimitive.Portal>
  );
}

/** Title and description block; leaves room for the close button at the end. */
export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="dialog-header" className={cn('flex flex-col gap-1.5 pe-8', className)} {...props} />;
}

/** Actions row: stacked on mobile with the main action on top, at the end of the row from `sm`. */
export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  );
}

/** The dialog's accessible name. Every dialog needs one (wrap in a visually hidden span if not shown). */
export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={cn('font-semibold text-ink text-lg', className)}
      {...props}
    />
  );
}

/** The dialog's accessible description. Without one, pass `aria-describedby={undefined}` to `DialogContent`. */
export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn('text-ink-muted text-sm', className)}
      {...props}
    />
  );
}
