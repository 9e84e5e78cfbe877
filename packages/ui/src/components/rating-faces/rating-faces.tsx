import { RATING_LEVELS, RATING_REASONS } from '@hadiya/contract/constants';
import { cva } from 'class-variance-authority';
import { Angry, Check, Frown, Laugh, type LucideIcon, Meh, Smile } from 'lucide-react';
import { type ComponentProps, type KeyboardEvent, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { useControllableState } from '../../lib/use-controllable-state';
import { useLocale } from '../../lib/use-locale';
import { messages } from './messages';

/** A rating from 1 (angry) to 5 (great). */
export type RatingValue = 1 | 2 | 3 | 4 | 5;
/** The five rating levels of spec §3, lowest first. */
export type RatingLevel = (typeof RATING_LEVELS)[number];
/** The rating reasons of spec §3. */
export type RatingReason = (typeof RATING_REASONS)[number];

// Faces are never mirrored: a smile reads the same in both directions (CONVENTIONS.md).
const faceIcons: Record<RatingLevel, LucideIcon> = {
  angry: Angry,
  sad: Frown,
  okay: Meh,
  good: Smile,
  great: Laugh,
};

export const ratingFaceVariants = cva(
  'flex min-w-16 flex-col items-center gap-1 rounded-lg border-2 px-2 pt-2 pb-1.5 text-sm transition-colors focus-visible:outline-2 focus-visible:outline-focus focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60 [&_svg]:size-10 [&_svg]:shrink-0',
  {
    variants: {
      // From danger to leaf; every colour keeps 4.5:1 on white and on its own tint.
      level: {
        angry: 'text-danger-700',
        sad: 'text-clay-700',
        okay: 'text-warning-700',
        good: 'text-leaf-600',
        great: 'text-leaf-800',
      },
      isChecked: {
        true: 'border-current font-semibold',
        false: 'border-transparent enabled:hover:bg-sand-100',
      },
    },
    compoundVariants: [
      { level: 'angry', isChecked: true, className: 'bg-danger-50' },
      { level: 'sad', isChecked: true, className: 'bg-clay-50' },
      { level: 'okay', isChecked: true, className: 'bg-warning-50' },
      { level: 'good', isChecked: true, className: 'bg-leaf-50' },
      { level: 'great', isChecked: true, className: 'bg-leaf-50' },
    ],
    defaultVariants: { level: 'okay', isChecked: false },
  },
);

export interface RatingFacesProps extends Omit<ComponentProps<'div'>, 'defaultValue' | 'onChange' | 'children'> {
  /** The chosen rating when controlled; `null` for none yet. */
  value?: RatingValue | null;
  /** The starting rating when uncontrolled. @default null */
  defaultValue?: RatingValue | null;
  /** Called with the new rating (1–5) when a face is chosen by click or arrow keys. */
  onValueChange?: (rating: RatingValue) => void;
  /** Chosen reasons when controlled. */
  reasons?: readonly RatingReason[];
  /** Starting reasons when uncontrolled. @default [] */
  defaultReasons?: readonly RatingReason[];
  /** Called with every chosen reason, in the spec's order, after a reason is toggled. */
  onReasonsChange?: (reasons: RatingReason[]) => void;
  /** Label of the faces; defaults to "How was your order?". */
  label?: string;
  /** @default false */
  isDisabled?: boolean;
  /** Id of the message saying a face must be chosen: the faces' group is marked invalid and described by it. */
  errorMessageId?: string;
}

const levelCount = RATING_LEVELS.length;

function toRating(index: number): RatingValue {
  return (index + 1) as RatingValue;
}

/**
 * The order-rating step: five faces as one radio group (arrow keys follow the reading direction,
 * Home/End jump), then reason chips to pick any number of once a face is chosen.
 */
export function RatingFaces({
  value,
  defaultValue = null,
  onValueChange,
  reasons,
  defaultReasons = [],
  onReasonsChange,
  label,
  isDisabled = false,
  errorMessageId,
  className,
  ...props
}: RatingFacesProps) {
  const intl = useIntl();
  const { direction } = useLocale();
  const id = useId();
  const labelId = `${id}-label`;
  const reasonsLabelId = `${id}-reasons`;
  const faces = useRef<(HTMLButtonElement | null)[]>([]);
  const [rating, setRating] = useControllableState<RatingValue | null>(value, defaultValue);
  const [chosenReasons, setChosenReasons] = useControllableState<readonly RatingReason[]>(reasons, defaultReasons);
  // Roving tabindex: Tab reaches the group once, on the chosen face or else the first.
  const tabbableIndex = rating === null ? 0 : rating - 1;

  function choose(next: RatingValue) {
    setRating(next);
    if (next !== rating) onValueChange?.(next);
  }

  function handleKeyDown(index: number, event: KeyboardEvent<HTMLButtonElement>) {
    // In Arabic the next face is on the left, so ArrowLeft moves forward (CONVENTIONS.md).
    const nextKey = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const previousKey = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    let target: number;
    if (event.key === nextKey || event.key === 'ArrowDown') target = (index + 1) % levelCount;
    else if (event.key === previousKey || event.key === 'ArrowUp') target = (index - 1 + levelCount) % levelCount;
    else if (event.key === 'Home') target = 0;
    else if (event.key === 'End') target = levelCount - 1;
    else return;
    event.preventDefault();
    // As in every radio group, moving with the arrows also chooses.
    choose(toRating(target));
    faces.current[target]?.focus();
  }

  function toggleReason(reason: RatingReason) {
    const isOn = chosenReasons.includes(reason);
    const next = RATING_REASONS.filter((item) => (item === reason ? !isOn : chosenReasons.includes(item)));
    setChosenReasons(next);
    onReasonsChange?.(next);
  }

  return (
    <div
      data-slot="rating-faces"
      data-state={rating === null ? 'unrated' : 'rated'}
      data-disabled={isDisabled}
      className={cn('flex flex-col gap-4', className)}
      {...props}
    >
      <div className="flex flex-col gap-2">
        <span id={labelId} data-slot="rating-faces-label" className="font-medium text-ink">
          {label ?? intl.formatMessage(messages.label)}
        </span>
        <div
          role="radiogroup"
          aria-labelledby={labelId}
          aria-disabled={isDisabled || undefined}
          aria-invalid={errorMessageId ? true : undefined}
          aria-describedby={errorMessageId}
          aria-errormessage={errorMessageId}
          data-slot="rating-faces-group"
          className="flex flex-wrap gap-1 sm:gap-2"
        >
          {RATING_LEVELS.map((level, index) => {
            const Face = faceIcons[level];
            const isChecked = rating === toRating(index);
            return (
              <button
                key={level}
                ref={(element) => {
                  faces.current[index] = element;
                }}
                type="button"
                role="radio"
                aria-checked={isChecked}
                tabIndex={index === tabbableIndex ? 0 : -1}
                disabled={isDisabled}
                data-slot="rating-faces-face"
                data-level={level}
                data-state={isChecked ? 'checked' : 'unchecked'}
                onClick={() => choose(toRating(index))}
                onKeyDown={(event) => handleKeyDown(index, event)}
                className={ratingFaceVariants({ level, isChecked })}
              >
                <Face aria-hidden strokeWidth={isChecked ? 2.25 : 1.75} />
                <span>{intl.formatMessage(messages[level])}</span>
              </button>
            );
          })}
        </div>
      </div>
      {rating === null ? null : (
        <div className="flex flex-col gap-2">
          <span id={reasonsLabelId} data-slot="rating-faces-reasons-label" className="font-medium text-ink text-sm">
            {intl.formatMessage(messages.reasonsLabel)}
          </span>
          <div
            role="group"
            aria-labelledby={reasonsLabelId}
            data-slot="rating-faces-reasons"
            className="flex flex-wrap gap-2"
          >
            {RATING_REASONS.map((reason) => {
              const isPressed = chosenReasons.includes(reason);
              return (
                <button
                  key={reason}
                  type="button"
                  aria-pressed={isPressed}
                  disabled={isDisabled}
                  data-slot="rating-faces-reason"
                  data-state={isPressed ? 'on' : 'off'}
                  onClick={() => toggleReason(reason)}
                  className={cn(
                    'inline-flex h-9 items-center gap-1.5 rounded-full border px-4 text-sm transition-colors focus-visible:outline-2 focus-visible:outline-focus focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0',
                    isPressed
                      ? 'border-leaf-700 bg-leaf-50 font-medium text-leaf-800'
                      : 'border-sand-500 bg-surface-raised text-ink enabled:hover:bg-sand-100',
                  )}
                >
                  {isPressed ? <Check aria-hidden /> : null}
                  {intl.formatMessage(messages[reason])}
                </button>
              );
            })}
          </div>
        </div>
      )}
    </div>
  );
}
