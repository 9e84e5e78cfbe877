import { cva, type VariantProps } from 'class-variance-authority';
import { Languages } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import type { Locale } from '../../lib/direction';
import { useLocale } from '../../lib/use-locale';
import { arabic, messages } from './messages';

export const languageToggleVariants = cva(
  'inline-flex items-center gap-2 font-medium text-ink transition-colors hover:bg-sand-100 focus-visible:outline-2 focus-visible:outline-focus focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60 [&_svg]:size-5 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        /** A compact bordered button, for the footer or a toolbar. */
        button: 'h-11 rounded-md border border-line bg-surface-raised px-4',
        /** A full-width row matching the side menu's links. */
        row: 'h-12 w-full rounded-md px-3 text-start',
      },
    },
    defaultVariants: { variant: 'button' },
  },
);

export interface LanguageToggleProps
  extends Omit<ComponentProps<'button'>, 'children' | 'onToggle' | 'lang'>,
    VariantProps<typeof languageToggleVariants> {
  /** Called with the locale to switch to; the app stores it, tells the server and reloads (spec §4). */
  onToggle?: (nextLocale: Locale) => void;
}

/**
 * Switches Arabic ⇄ English. It shows the other language's name in that language ('English' in
 * the Arabic store, 'العربية' in the English one) and is named in that language too, with `lang`
 * set so screen readers pronounce it correctly.
 */
export function LanguageToggle({
  onToggle,
  onClick,
  variant,
  type = 'button',
  className,
  ...props
}: LanguageToggleProps) {
  const { locale } = useLocale();
  const nextLocale: Locale = locale === 'ar' ? 'en' : 'ar';
  // The other language's own texts, read straight from this component's messages (they have no
  // placeholders): the app ships only the current language's catalogue.
  const other =
    nextLocale === 'ar'
      ? { languageName: arabic.languageName, switchTo: arabic.switchTo }
      : { languageName: messages.languageName.defaultMessage, switchTo: messages.switchTo.defaultMessage };

  return (
    <button
      data-slot="language-toggle"
      data-variant={variant ?? 'button'}
      data-next-locale={nextLocale}
      type={type}
      lang={nextLocale}
      aria-label={other.switchTo}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) onToggle?.(nextLocale);
      }}
      className={cn(languageToggleVariants({ variant }), className)}
      {...props}
    >
      <Languages aria-hidden />
      <span data-slot="language-toggle-label" lang={nextLocale}>
        {other.languageName}
      </span>
    </button>
  );
}
