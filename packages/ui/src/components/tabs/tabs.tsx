import * as TabsPrimitive from '@radix-ui/react-tabs';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export type TabsProps = ComponentProps<typeof TabsPrimitive.Root>;

/**
 * Tabs on Radix: one `TabsTrigger` and one `TabsContent` per `value`. Arrow keys follow the reading
 * direction (from the locale's `DirectionProvider`), Home/End jump to the ends, and a tab is shown
 * as soon as it is focused.
 */
export function Tabs({ className, ...props }: TabsProps) {
  return (
    <TabsPrimitive.Root
      data-slot="tabs"
      className={cn('flex flex-col gap-4 data-[orientation=vertical]:flex-row', className)}
      {...props}
    />
  );
}

export const tabsListVariants = cva(
  // The line under the tabs is an inset shadow, so the list can scroll sideways without clipping it.
  'inline-flex max-w-full items-stretch gap-1 overflow-x-auto shadow-[inset_0_-1px_0_var(--color-line)]',
  {
    variants: {
      isFullWidth: { true: 'flex w-full *:flex-1', false: '' },
    },
    defaultVariants: { isFullWidth: false },
  },
);

export interface TabsListProps
  extends ComponentProps<typeof TabsPrimitive.List>,
    VariantProps<typeof tabsListVariants> {
  /** Stretches the tabs to share the whole width (e.g. the cart's three steps on a phone). @default false */
  isFullWidth?: boolean;
}

/** The row of tabs; give it an `aria-label` when no heading names the tabs. */
export function TabsList({ isFullWidth, className, ...props }: TabsListProps) {
  return (
    <TabsPrimitive.List data-slot="tabs-list" className={cn(tabsListVariants({ isFullWidth }), className)} {...props} />
  );
}

export type TabsTriggerProps = ComponentProps<typeof TabsPrimitive.Trigger>;

export function TabsTrigger({ className, ...props }: TabsTriggerProps) {
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={cn(
        'inline-flex h-11 shrink-0 items-center justify-center gap-2 whitespace-nowrap border-transparent border-b-2 px-4 font-medium text-ink-muted text-sm transition-colors [&_svg]:size-4 [&_svg]:shrink-0',
        'hover:text-ink focus-visible:outline-2 focus-visible:outline-focus focus-visible:-outline-offset-2',
        'data-[state=active]:border-leaf-700 data-[state=active]:text-leaf-800',
        'disabled:cursor-not-allowed disabled:opacity-60 disabled:hover:text-ink-muted',
        className,
      )}
      {...props}
    />
  );
}

export type TabsContentProps = ComponentProps<typeof TabsPrimitive.Content>;

export function TabsContent({ className, ...props }: TabsContentProps) {
  return (
    <TabsPrimitive.Content
      data-slot="tabs-content"
      className={cn(
        'text-start focus-visible:outline-2 focus-visible:outline-focus focus-visible:outline-offset-2',
        className,
      )}
      {...props}
    />
  );
}
