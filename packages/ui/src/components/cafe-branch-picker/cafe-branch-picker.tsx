import { Clock, MapPin } from 'lucide-react';
import { type ComponentProps, type KeyboardEvent, type ReactNode, useId } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { useControllableState } from '../../lib/use-controllable-state';
import { Badge } from '../badge';
import { messages } from './messages';

/** A cafe branch of the chosen city (`GET /delivery/cafe-branches`), texts in the shopper's language. */
export interface CafeBranch {
  id: string;
  name: ReactNode;
  address: ReactNode;
  /** Opening hours by group of days; times are `HH:mm` in Riyadh. */
  hours: readonly { days: ReactNode; opens: string; closes: string }[];
  /** From the server's clock; shows a badge when given. */
  isOpenNow?: boolean;
  /** Why it cannot take this order now; disables it. */
  unavailableReason?: ReactNode;
}

export interface CafeBranchPickerProps
  extends Omit<ComponentProps<'div'>, 'children' | 'defaultValue' | 'onChange' | 'role'> {
  branches: readonly CafeBranch[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (id: string) => void;
  /**
   * Form field name, for plain forms (e.g. `cafe_branch_id`). @default a name unique to this picker,
   * so two pickers on one page never join one radio group
   */
  name?: string;
  /** Replaces "Pick-up branch". */
  label?: ReactNode;
  errorMessage?: ReactNode;
  /** @default false */
  isDisabled?: boolean;
}

/**
 * Pick-up at a cafe (issue 14 §1): the city's branches as radio cards with name, address and
 * opening hours. Up/Down (and the arrow along the reading direction) move between them. Submits
 * the chosen branch's id under `name`.
 */
export function CafeBranchPicker({
  branches,
  value,
  defaultValue,
  onValueChange,
  name,
  label,
  errorMessage,
  isDisabled = false,
  className,
  onKeyDown,
  ...props
}: CafeBranchPickerProps) {
  const intl = useIntl();
  const id = useId();
  const [chosen, setChosen] = useControllableState<string | undefined>(value, defaultValue);
  const isInvalid = errorMessage != null && errorMessage !== false && errorMessage !== '';
  const time = (hhmm: string) => {
    const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
    return intl.formatTime(new Date(Date.UTC(2000, 0, 1, hours, minutes)), {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'UTC',
    });
  };
  const choose = (next: string) => {
    setChosen(next);
    onValueChange?.(next);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || !event.key.startsWith('Arrow') || event.altKey || event.ctrlKey || event.metaKey)
      return;
    if (!(event.target instanceof HTMLInputElement) || event.target.type !== 'radio') return;
    event.preventDefault();
    const isRtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const forward = event.key === 'ArrowDown' || event.key === (isRtl ? 'ArrowLeft' : 'ArrowRight');
    const radios = [...event.currentTarget.querySelectorAll<HTMLInputElement>('input[type="radio"]:not(:disabled)')];
    const from = radios.indexOf(event.target);
    const to = radios[(from + (forward ? 1 : -1) + radios.length) % radios.length];
    if (from < 0 || !to) return;
    to.focus();
    choose(to.value);
  };

  return (
    <div
      role="radiogroup"
      data-slot="cafe-branch-picker"
      data-invalid={isInvalid}
      aria-labelledby={`${id}-label`}
      aria-describedby={isInvalid ? `${id}-error` : undefined}
      aria-invalid={isInvalid || undefined}
      aria-required
      className={cn('flex flex-col gap-2', className)}
      onKeyDown={handleKeyDown}
      {...props}
    >
      <span id={`${id}-label`} className="text-start font-semibold">
        {label ?? intl.formatMessage(messages.label)}
      </span>
      {branches.length === 0 ? (
        <p className="text-start text-ink-muted text-sm">{intl.formatMessage(messages.empty)}</p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2">
          {branches.map((branch) => {
            const itemId = `${id}-${branch.id}`;
            const isUnavailable = branch.unavailableReason != null && branch.unavailableReason !== '';
            const isChecked = chosen === branch.id && !isUnavailable;
            return (
              <li
                key={branch.id}
                data-slot="cafe-branch"
                data-state={isUnavailable ? 'unavailable' : isChecked ? 'checked' : 'unchecked'}
              >
                <input
                  type="radio"
                  id={itemId}
                  name={name ?? `${id}-branch`}
                  value={branch.id}
                  checked={isChecked}
                  disabled={isDisabled || isUnavailable}
                  onChange={() => choose(branch.id)}
                  // The whole card is the click target; the name alone names the radio.
                  aria-labelledby={`${itemId}-name`}
                  aria-describedby={`${itemId}-details`}
                  className="peer sr-only"
                />
                <label
                  htmlFor={itemId}
                  className="flex h-full cursor-pointer flex-col gap-2 rounded-lg border border-line bg-surface-raised p-3 text-start transition-colors hover:border-sand-500 peer-checked:border-leaf-700 peer-checked:bg-leaf-50 peer-checked:ring-1 peer-checked:ring-leaf-700 peer-focus-visible:outline-2 peer-focus-visible:outline-focus peer-focus-visible:outline-offset-2 peer-disabled:cursor-not-allowed peer-disabled:bg-sand-100 sm:p-4"
                >
                  <span className="flex flex-wrap items-center justify-between gap-2">
                    <span id={`${itemId}-name`} className="font-semibold text-ink">
                      {branch.name}
                    </span>
                    {branch.isOpenNow === undefined ? null : (
                      <Badge variant={branch.isOpenNow ? 'success' : 'neutral'}>
                        {intl.formatMessage(branch.isOpenNow ? messages.openNow : messages.closedNow)}
                      </Badge>
                    )}
                  </span>
                  <span id={`${itemId}-details`} className="flex flex-col gap-1 text-sm">
                    <span className="flex items-start gap-1.5 text-ink-muted">
                      <MapPin aria-hidden className="mt-0.5 size-4 shrink-0" />
                      <span>{branch.address}</span>
                    </span>
                    <span className="flex items-start gap-1.5 text-ink-muted">
                      <Clock aria-hidden className="mt-0.5 size-4 shrink-0" />
                      <span className="sr-only">{intl.formatMessage(messages.hours)}</span>
                      <span className="flex flex-col">
                        {branch.hours.map((entry, index) => (
                          // Positional rows.
                          <span key={index} className="tabular-nums">
                            {entry.days}:{' '}
                            {intl.formatMessage(messages.range, {
                              opens: time(entry.opens),
                              closes: time(entry.closes),
                            })}
                          </span>
                        ))}
                      </span>
                    </span>
                    {isUnavailable ? <span className="text-warning-700">{branch.unavailableReason}</span> : null}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
      {isInvalid ? (
        <p id={`${id}-error`} className="text-start text-danger-700 text-sm">
          {errorMessage}
        </p>
      ) : null}
    </div>
  );
}
