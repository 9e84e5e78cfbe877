import type { ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { Link } from '../../lib/link';
import { messages } from './messages';

/** The leaf mark. A logo: never mirrored. */
export function HeaderLogoMark({ className, ...props }: ComponentProps<'svg'>) {
  return (
    <svg
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      data-slot="header-logo-mark"
      className={cn('size-8 shrink-0', className)}
      {...props}
    >
      <rect width="32" height="32" rx="9" className="fill-leaf-700" />
      <path d="M8.5 23.5C8.5 14.6 14 8.9 24 8.5c-.3 9.7-6 15-15.5 15Z" className="fill-leaf-100" />
      <path d="M8.5 23.5 18 14" className="stroke-leaf-700" strokeWidth="1.6" strokeLinecap="round" fill="none" />
    </svg>
  );
}

export interface HeaderLogoProps extends Omit<ComponentProps<'a'>, 'href' | 'children'> {
  /** @default '/' */
  href?: string;
}

/** The leaf mark and the word mark, linking to the home page. */
export function HeaderLogo({ href = '/', className, ...props }: HeaderLogoProps) {
  const intl = useIntl();
  return (
    <Link
      href={href}
      data-slot="header-logo"
      aria-label={intl.formatMessage(messages.home)}
      className={cn(
        'inline-flex shrink-0 items-center gap-2 rounded-md font-bold text-leaf-800 text-xl focus-visible:outline-2 focus-visible:outline-focus focus-visible:outline-offset-2',
        className,
      )}
      {...props}
    >
      <HeaderLogoMark />
      <span data-slot="header-wordmark">{intl.formatMessage(messages.wordmark)}</span>
    </Link>
  );
}
