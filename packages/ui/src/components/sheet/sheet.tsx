import * as SheetPrimitive from '@radix-ui/react-dialog';
import { cva, type VariantProps } from 'class-variance-authority';
import { X } from 'lucide-react';
import { type ComponentProps, useRef } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { rememberOpeners, returnFocus } from '../../lib/return-focus';
import { messages } from './messages';

export const sheetContentVariants = cva(
  // Slides in with `@starting-style` (no keyframes needed); translate has no logical form, hence `rtl:`.
  'fixed z-50 flex flex-col gap-4 overflow-y-auto bg-surface-raised p-6 text-start text-ink shadow-overlay outline-none transition-[translate] duration-300 ease-out',
  {
    variants: {
      side: {
        start:
          'inset-y-0 inset-s-0 h-full w-[85%] max-w-sm border-line border-e starting:-translate-x-full rtl:starting:translate-x-full',
        end: 'inset-y-0 inset-e-0 h-full w-[85%] max-w-sm border-line border-s starting:translate-x-full rtl:starting:-translate-x-full',
        bottom: 'inset-x-0 bottom-0 max-h-[85dvh] rounded-t-xl border-line border-t starting:translate-y-full',
      },
    },
    defaultVariants: { side: 'end' },
  },
);

export type SheetProps = ComponentProps<typeof SheetPrimitive.Root>;

/** Root of a drawer; `open`/`onOpenChange` for controlled use, `defaultOpen` otherwise. */
export function Sheet(props: SheetProps) {
  return <SheetPrimitive.Root {...props} />;
}

/** The button that opens the sheet (use `asChild` to wrap a `Button`); focus returns here on close. */
export function SheetTrigger(props: ComponentProps<typeof SheetPrimitive.Trigger>) {
  return <SheetPrimitive.Trigger data-slot="sheet-trigger" {...props} />;
}

/** Closes the sheet when pressed (use `asChild` to wrap a `Button`). */
export function SheetClose(props: ComponentProps<typeof SheetPrimitive.Close>) {
  return <SheetPrimitive.Close data-slot="sheet-close" {...props} />;
}

export interface SheetContentProps
  extends ComponentProps<typeof SheetPrimitive.Content>,
    VariantProps<typeof sheetContentVariants> {
  /** Hides the close (X) button in the top end corner. @default false */
  hideCloseButton?: boolean;
  /** Classes for the dimmed overlay behind the sheet. */
  overlayClassName?: string;
}

/**
 * The drawer panel, portalled to `document.body`. `side` is logical: `start` is the right edge in
 * Arabic and the left in English (the side menu), `end` the opposite edge (the cart drawer).
 */
export function SheetContent({
  side,
  hideCloseButton = false,
  overlayClassName,
  onOpenAutoFocus,
  onCloseAutoFocus,
  className,
  children,
  ...props
}: SheetContentProps) {
  const intl = useIntl();
  const openersRef = useRef<readonly HTMLElement[]>([]);
  const shownSide = side ?? 'end';
  return (
    <SheetPrimitive.Portal>
      <SheetPrimitive.Overlay
        data-slot="sheet-overlay"
        className={cn('fixed inset-0 z-50 bg-sand-900/50 transition-opacity starting:opacity-0', overlayClassName)}
      />
      <SheetPrimitive.Content
        data-slot="sheet-content"
        data-side={shownSide}
        className={cn(sheetContentVariants({ side }), className)}
        onOpenAutoFocus={(event) => {
          // Focus has not moved yet: remember what opened the sheet.
          openersRef.current = rememberOpeners(event.target);
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          // Radix returns focus only to a SheetTrigger; a sheet opened from code (the cart drawer
          // after adding an item) goes back to whatever was focused when it opened, or, when that
          // is gone, to what opened the overlay it was in (lib/return-focus).
          if (event.defaultPrevented) return;
          if (returnFocus(openersRef.current)) event.preventDefault();
        }}
        {...props}
      >
        {children}
        {hideCloseButton ? null : (
          <SheetPrimitive.Close
            data-slot="sheet-close-button"
            aria-label={intl.formatMessage(messages.close)}
            className="absolute end-3 top-3 inline-flex size-9 items-center justify-center rounded-md text-ink-muted transition-colors hover:bg-sand-100 hover:text-ink focus-visible:outline-2 focus-visible:outline-focus focus-visible:outline-offset-2 [&_svg]:size-5"
          >
            <X aria-hidden />
          </SheetPrimitive.Close>
        )}
      </SheetPrimitive.Content>
    </SheetPrimitive.Portal>
  );
}

/** Title and description block; leaves room for the close button at the end. */
export function SheetHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="sheet-header" className={cn('flex flex-col gap-1.5 pe-8', className)} {...props} />;
}

/** Actions pinned to the bottom of the sheet. */
export function SheetFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="sheet-footer" className={cn('mt-auto flex flex-col gap-2', className)} {...props} />;
}

/** The sheet's accessible name. Every sheet needs one. */
export function SheetTitle({ className, ...props }: ComponentProps<typeof SheetPrimitive.Title>) {
  return (
    <SheetPrimitive.Title
      data-slot="sheet-title"
      className={cn('font-semibold text-ink text-lg', className)}
      {...props}
    />
  );
}

/** The sheet's accessible description. Without one, pass `aria-describedby={undefined}` to `SheetContent`. */
export function SheetDescription({ className, ...props }: ComponentProps<typeof SheetPrimitive.Description>) {
  return (
    <SheetPrimitive.Description
      data-slot="sheet-description"
      className={cn('text-ink-muted text-sm', className)}
      {...props}
    />
  );
}
