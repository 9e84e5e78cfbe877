import type { ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { messages } from './messages';

/** A potted plant with a wrench leaning on the pot. Decorative. */
function MaintenanceIllustration({ className }: { className?: string }) {
  return (
    <svg
      data-slot="maintenance-screen-illustration"
      aria-hidden
      focusable="false"
      viewBox="0 0 160 160"
      fill="none"
      className={className}
    >
      <ellipse cx="80" cy="146" rx="56" ry="6" className="fill-sand-200" />
      <path d="M80 96 C80 76 80 60 80 40" strokeWidth="4" strokeLinecap="round" className="stroke-leaf-700" />
      <path d="M80 70 C64 70 52 60 48 44 C64 44 76 52 80 70 Z" className="fill-leaf-500" />
      <path d="M80 58 C96 58 108 48 112 32 C96 32 84 40 80 58 Z" className="fill-leaf-400" />
      <path d="M80 42 C72 36 70 26 74 16 C82 22 84 32 80 42 Z" className="fill-leaf-600" />
      <path d="M50 96 H110 L102 142 H58 Z" className="fill-clay-600" />
      <rect x="46" y="90" width="68" height="12" rx="3" className="fill-clay-700" />
      <g transform="rotate(-35 124 118)">
        <rect x="120" y="96" width="8" height="46" rx="3" className="fill-sand-500" />
        <path d="M112 90 a12 12 0 1 0 24 0 h-7 v-9 h-10 v9 Z" className="fill-sand-500" />
      </g>
    </svg>
  );
}

export interface MaintenanceScreenProps extends ComponentProps<'main'> {}

/** Full-screen page shown while the store is down for scheduled maintenance. Renders the `<main>` landmark. */
export function MaintenanceScreen({ className, children, ...props }: MaintenanceScreenProps) {
  const intl = useIntl();
  return (
    <main
      data-slot="maintenance-screen"
      className={cn(
        'flex min-h-dvh flex-col items-center justify-center gap-4 bg-surface px-6 py-12 text-center',
        className,
      )}
      {...props}
    >
      <MaintenanceIllustration className="size-40" />
      <h1 data-slot="maintenance-screen-title" className="font-bold text-2xl text-ink">
        {intl.formatMessage(messages.title)}
      </h1>
      <p data-slot="maintenance-screen-description" className="max-w-md text-base text-ink-muted">
        {intl.formatMessage(messages.description)}
      </p>
      {children}
    </main>
  );
}
