import { cva, type VariantProps } from 'class-variance-authority';
import { Inbox, SearchX, ShoppingBag } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { messages } from './messages';

export const emptyStateVariants = cva('flex flex-col items-center justify-center gap-3 px-6 py-10 text-center', {
  variants: {
    variant: { bag: '', search: '', data: '' },
  },
  defaultVariants: { variant: 'bag' },
});

const defaultIcons = {
  bag: <ShoppingBag aria-hidden />,
  search: <SearchX aria-hidden />,
  data: <Inbox aria-hidden />,
} as const;

export interface EmptyStateProps extends Omit<ComponentProps<'div'>, 'title'>, VariantProps<typeof emptyStateVariants> {
  /** Replaces the variant's icon. Pass `null` to hide it. */
  icon?: ReactNode;
  /** Replaces the variant's built-in title. */
  title?: ReactNode;
  /** A sentence under the title. */
  description?: ReactNode;
  /** Heading level of the title. @default 2 */
  level?: 1 | 2 | 3 | 4 | 5 | 6;
  /** Optional action (e.g. a `Button`) under the text. */
  children?: ReactNode;
}

export function EmptyState({
  variant,
  icon,
  title,
  description,
  level = 2,
  className,
  children,
  ...props
}: EmptyStateProps) {
  const intl = useIntl();
  const kind = variant ?? 'bag';
  const Heading = `h${level}` as const;
  const shownIcon = icon === undefined ? defaultIcons[kind] : icon;
  return (
    <div
      data-slot="empty-state"
      data-variant={kind}
      className={cn(emptyStateVariants({ variant }), className)}
      {...props}
    >
      {shownIcon ? (
        <div
          data-slot="empty-state-icon"
          className="flex size-16 items-center justify-center rounded-full bg-sand-100 text-ink-muted [&_svg]:size-8"
        >
          {shownIcon}
        </div>
      ) : null}
      <Heading data-slot="empty-state-title" className="font-semibold text-ink text-lg">
        {title ?? intl.formatMessage(messages[kind])}
      </Heading>
      {description ? (
        <p data-slot="empty-state-description" className="max-w-sm text-ink-muted text-sm">
          {description}
        </p>
      ) : null}
      {children ? (
        <div data-slot="empty-state-action" className="mt-2">
          {children}
        </div>
      ) : null}
    </div>
  );
}
