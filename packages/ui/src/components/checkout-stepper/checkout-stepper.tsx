import { cva } from 'class-variance-authority';
import { Check } from 'lucide-react';
import type { ComponentProps, KeyboardEvent, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { Link } from '../../lib/link';
import { messages } from './messages';

/** The cart's three tabs, in order (spec §2). */
export const CHECKOUT_STEPS = ['basket', 'contact', 'complete'] as const;
export type CheckoutStepId = (typeof CHECKOUT_STEPS)[number];
export type CheckoutStepState = 'complete' | 'current' | 'upcoming';

export const checkoutStepVariants = cva(
  'flex size-8 shrink-0 items-center justify-center rounded-full border-2 font-semibold text-sm tabular-nums [&_svg]:size-4',
  {
    variants: {
      state: {
        complete: 'border-leaf-700 bg-leaf-700 text-white',
        current: 'border-leaf-700 bg-surface-raised text-leaf-800',
        upcoming: 'border-sand-500 bg-surface-raised text-ink-muted',
      },
    },
    defaultVariants: { state: 'upcoming' },
  },
);

export interface CheckoutStepperProps extends Omit<ComponentProps<'nav'>, 'children'> {
  /** The step the shopper is on (the server's `step`). */
  currentStep: CheckoutStepId;
  /**
   * Steps already done. @default the steps before `currentStep`
   */
  completedSteps?: readonly CheckoutStepId[];
  /**
   * Where each step links (`/cart?step=contact`): done and current steps become links, so the
   * stepper works before hydration. Upcoming steps are never links.
   */
  hrefs?: Partial<Record<CheckoutStepId, string>>;
  /** Called when the shopper picks a done step that has no `href` (rendered as a button then). */
  onStepSelect?: (step: CheckoutStepId) => void;
  /** Replaces a step's built-in label. */
  labels?: Partial<Record<CheckoutStepId, ReactNode>>;
}

/**
 * Basket → contact information → complete order (spec §2). Each step is `complete`, `current`
 * (`aria-current="step"`) or `upcoming` (`data-state`). Done steps are links (`hrefs`) or buttons
 * (`onStepSelect`); arrow keys move between them along the reading direction, Home/End to the ends.
 */
export function CheckoutStepper({
  currentStep,
  completedSteps,
  hrefs,
  onStepSelect,
  labels,
  className,
  onKeyDown,
  ...props
}: CheckoutStepperProps) {
  const intl = useIntl();
  const currentIndex = CHECKOUT_STEPS.indexOf(currentStep);
  const done = new Set<CheckoutStepId>(completedSteps ?? CHECKOUT_STEPS.slice(0, currentIndex));
  const total = intl.formatNumber(CHECKOUT_STEPS.length);

  // Arrow keys follow the reading direction (CONVENTIONS: Right to left), Home/End go to the ends.
  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[data-slot="checkout-step-control"]')];
    const from = items.indexOf(document.activeElement as HTMLElement);
    if (from < 0) return;
    const isRtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    let to = -1;
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      const step = (event.key === 'ArrowRight') !== isRtl ? 1 : -1;
      to = Math.min(items.length - 1, Math.max(0, from + step));
    } else if (event.key === 'Home') to = 0;
    else if (event.key === 'End') to = items.length - 1;
    else return;
    event.preventDefault();
    items[to]?.focus();
  };

  return (
    <nav
      data-slot="checkout-stepper"
      data-current={currentStep}
      aria-label={intl.formatMessage(messages.label)}
      className={cn('w-full', className)}
      onKeyDown={handleKeyDown}
      {...props}
    >
      <ol className="flex items-start">
        {CHECKOUT_STEPS.map((step, index) => {
          const state: CheckoutStepState = step === currentStep ? 'current' : done.has(step) ? 'complete' : 'upcoming';
          const label = labels?.[step] ?? intl.formatMessage(messages[step]);
          const content = (
            <>
              <span aria-hidden data-slot="checkout-step-marker" className={checkoutStepVariants({ state })}>
                {state === 'complete' ? <Check strokeWidth={3} /> : intl.formatNumber(index + 1)}
              </span>
              <span className="flex flex-col items-center text-center">
                <span className="sr-only">
                  {intl.formatMessage(messages.stepOf, { index: intl.formatNumber(index + 1), total })}{' '}
                </span>
                <span
                  data-slot="checkout-step-label"
                  className={cn(
                    'text-xs leading-tight sm:text-sm',
                    state === 'upcoming' ? 'text-ink-muted' : 'font-medium text-ink',
                  )}
                >
                  {label}
                </span>
                {state === 'current' ? null : (
                  <span className="sr-only">
                    {' '}
                    {intl.formatMessage(state === 'complete' ? messages.done : messages.upcoming)}
                  </span>
                )}
              </span>
            </>
          );
          const controlClass =
            'flex min-h-11 flex-col items-center gap-1.5 rounded-md px-1 py-1 outline-none focus-visible:outline-2 focus-visible:outline-focus focus-visible:outline-offset-2';
          const href = hrefs?.[step];
          const isNavigable = state !== 'upcoming';
          let control: ReactNode;
          if (isNavigable && href) {
            control = (
              <Link
                href={href}
                data-slot="checkout-step-control"
                aria-current={state === 'current' ? 'step' : undefined}
                className={cn(controlClass, 'hover:text-leaf-800')}
              >
                {content}
              </Link>
            );
          } else if (state === 'complete' && onStepSelect) {
            control = (
              <button
                type="button"
                data-slot="checkout-step-control"
                onClick={() => onStepSelect(step)}
                className={cn(controlClass, 'cursor-pointer hover:text-leaf-800')}
              >
                {content}
              </button>
            );
          } else {
            control = (
              <span
                data-slot={state === 'current' ? 'checkout-step-control' : 'checkout-step-static'}
                aria-current={state === 'current' ? 'step' : undefined}
                tabIndex={state === 'current' ? 0 : undefined}
                className={controlClass}
              >
                {content}
              </span>
            );
          }
          return (
            <li
              key={step}
              data-slot="checkout-step"
              data-state={state}
              className="relative flex flex-1 flex-col items-center"
            >
              {index > 0 ? (
                <span
                  aria-hidden
                  data-slot="checkout-step-connector"
                  className={cn(
                    'absolute top-5 h-0.5 w-[calc(100%-2.5rem)] -translate-x-1/2 rtl:translate-x-1/2',
                    'start-0',
                    state === 'upcoming' ? 'bg-sand-300' : 'bg-leaf-700',
                  )}
                />
              ) : null}
              {control}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
