import { cva, type VariantProps } from 'class-variance-authority';
import { Languages } from 'lucide-react';
import { type ComponentProps, useMemo } from 'react';
import { createIntl } from 'react-intl';
import { uiMessages } from '../../i18n/catalog';
import { cn } from '../../lib/cn';
import type { Locale } from '../../lib/direction';
import { intlLocaleOf } from '../../lib/format';
import { useLocale } from '../../lib/use-locale';
import { messages } from './messages';

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
  const other = useMemo(
    () => createIntl({ locale: intlLocaleOf(nextLocale), messages: uiMessages[nextLocale], defaultLocale: 'en-SA' }),
    [nextLocale],
  );
  return (
    <button
      data-slot="language-toggle"
      data-variant={variant ?? 'button'}
      data-next-locale={nextLocale}
      type={type}
      lang={nextLocale}
      aria-label={other.formatMessage(messages.switchTo)}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) onToggle?.(nextLocale);
      }}
      className={cn(languageToggleVariants({ variant }), className)}
      {...props}
    >
      <Languages aria-hidden />
      <span data-slot="language-toggle-label" lang={nextLocale}>
        {other.formatMessage(messages.languageName)}
      </span>
    </button>
  );
}
