import { cva } from 'class-variance-authority';

/**
 * The dialog panel's look, apart from the dialog machinery: a panel the server draws open (the
 * first visit's city picker) looks the same without loading it.
 */
export const dialogContentVariants = cva(
  // Below the spec's 575 px breakpoint (§9) the dialog becomes a full-width sheet at the bottom.
  'relative flex max-h-[90dvh] w-full flex-col gap-4 overflow-y-auto rounded-t-xl bg-surface-raised p-6 text-start text-ink shadow-overlay outline-none data-[state=open]:animate-slide-in sm:max-h-[calc(100dvh-2rem)] sm:rounded-xl',
  {
    variants: {
      size: { sm: 'sm:max-w-sm', md: 'sm:max-w-lg', lg: 'sm:max-w-2xl' },
    },
    defaultVariants: { size: 'md' },
  },
);
