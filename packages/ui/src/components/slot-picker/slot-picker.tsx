import { type ComponentProps, type KeyboardEvent, type ReactNode, useId, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import type { Locale } from '../../lib/direction';
import { intlLocaleOf } from '../../lib/format';
import { useControllableState } from '../../lib/use-controllable-state';
import { useLocale } from '../../lib/use-locale';
import { messages } from './messages';

/** A delivery slot of a date (`POST /delivery/available-time-slots`). */
export interface DeliverySlot {
  id: string;
  /** Local Riyadh time, `HH:mm`. */
  start: string;
  /** Local Riyadh time, `HH:mm`. */
  end: string;
  /** Places left; 0 is full. */
  remaining: number;
}

/** A date the store delivers on, with its slots; a holiday is `isDisabled` with its `disabledReason`. */
export interface DeliveryDate {
  /** `YYYY-MM-DD` in Riyadh. */
  date: string;
  slots: readonly DeliverySlot[];
  /** @default false */
  isDisabled?: boolean;
  /** Why the date cannot be chosen (a public holiday's name, "cut-off passed"). */
  disabledReason?: ReactNode;
}

export interface SlotPickerProps extends Omit<ComponentProps<'div'>, 'children' | 'defaultValue' | 'onChange'> {
  dates: readonly DeliveryDate[];
  /** `YYYY-MM-DD` of today in Riyadh, for the "Today"/"Tomorrow" labels (same-day 'barq' delivery). */
  today?: string;
  /** The chosen date (controlled). */
  date?: string;
  /** @default the first date that can be chosen */
  defaultDate?: string;
  onDateChange?: (date: string) => void;
  /** The chosen slot's id (controlled); `null` for none. */
  slotId?: string | null;
  defaultSlotId?: string;
  onSlotChange?: (slotId: string, date: string) => void;
  /**
   * Name of the date radios, for plain forms (e.g. `delivery_date`). @default a name unique to this
   * picker, so two pickers on one page never join one radio group
   */
  dateName?: string;
  /** Name of the slot radios, for plain forms (e.g. `slot_id`). @default a name unique to this picker */
  slotName?: string;
  /** "select a delivery time" (spec §5). */
  errorMessage?: ReactNode;
  /** Slots with this many places or fewer show how many are left. @default 5 */
  lowCapacityThreshold?: number;
  /** @default false */
  isDisabled?: boolean;
}

const formats = new Map<string, Intl.DateTimeFormat>();
/** One formatter per locale and calendar; building them is the slow part. */
function dateFormat(locale: Locale, calendar: 'gregory' | 'islamic-umalqura', options: Intl.DateTimeFormatOptions) {
  const key = `${locale}|${calendar}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    // The calendar as a locale extension (`ar-SA-u-ca-islamic-umalqura`), as the brief asks.
    format = new Intl.DateTimeFormat(`${intlLocaleOf(locale)}-u-ca-${calendar}`, {
      ...options,
      timeZone: 'UTC',
      numberingSystem: locale === 'ar' ? 'arab' : 'latn',
    });
    formats.set(key, format);
  }
  return format;
}

/** Noon UTC of a `YYYY-MM-DD`, so no time zone moves it to another day. */
function dayOf(isoDate: string): Date {
  return new Date(`${isoDate}T12:00:00Z`);
}

function addDays(isoDate: string, days: number): string {
  const day = dayOf(isoDate);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** `HH:mm` in the shopper's language (`9:00 AM`, `٩:٠٠ ص`). */
function timeOf(locale: Locale, hhmm: string): string {
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
  const day = new Date(Date.UTC(2000, 0, 1, hours, minutes));
  return dateFormat(locale, 'gregory', { hour: 'numeric', minute: '2-digit' }).format(day);
}

/** Moves along radios: Down and the arrow pointing along the reading direction go forward. */
function handleArrows(event: KeyboardEvent<HTMLElement>, choose: (value: string) => void) {
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
  to.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  choose(to.value);
}

const cardClass =
  'flex cursor-pointer flex-col items-center gap-0.5 rounded-lg border border-line bg-surface-raised px-3 py-2 text-center transition-colors hover:border-sand-500 peer-checked:border-leaf-700 peer-checked:bg-leaf-50 peer-checked:ring-1 peer-checked:ring-leaf-700 peer-focus-visible:outline-2 peer-focus-visible:outline-focus peer-focus-visible:outline-offset-2 peer-disabled:cursor-not-allowed peer-disabled:border-dashed peer-disabled:bg-sand-100 peer-disabled:hover:border-line';

/**
 * The delivery date and time (issue 14 §1): dates in a horizontal list, each in the Gregorian and
 * the Hijri (Umm al-Qura) calendars in the shopper's language; then the chosen date's slots with
 * the places left, full ones disabled. Holidays are disabled with their reason read with them.
 * Arrow keys follow the reading direction. Submits the date and the slot under `dateName` and `slotName`.
 */
export function SlotPicker({
  dates,
  today,
  date,
  defaultDate,
  onDateChange,
  slotId,
  defaultSlotId,
  onSlotChange,
  dateName,
  slotName,
  errorMessage,
  lowCapacityThreshold = 5,
  isDisabled = false,
  className,
  ...props
}: SlotPickerProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const id = useId();
  const firstOpen = dates.find((entry) => !entry.isDisabled)?.date;
  const [chosenDate, setChosenDate] = useControllableState<string | undefined>(date, defaultDate ?? firstOpen);
  const [chosenSlot, setChosenSlot] = useControllableState<string | null>(slotId, defaultSlotId ?? null);
  const isInvalid = errorMessage != null && errorMessage !== false && errorMessage !== '';
  const current = dates.find((entry) => entry.date === chosenDate && !entry.isDisabled);
  const tomorrow = today ? addDays(today, 1) : undefined;

  const labels = useMemo(
    () =>
      new Map(
        dates.map((entry) => {
          const day = dayOf(entry.date);
          return [
            entry.date,
            {
              weekday: dateFormat(locale, 'gregory', { weekday: 'short' }).format(day),
              gregorian: dateFormat(locale, 'gregory', { day: 'numeric', month: 'short' }).format(day),
              hijri: dateFormat(locale, 'islamic-umalqura', { day: 'numeric', month: 'long', year: 'numeric' }).format(
                day,
              ),
              full: dateFormat(locale, 'gregory', {
                weekday: 'long',
                day: 'numeric',
                month: 'long',
                year: 'numeric',
              }).format(day),
            },
          ];
        }),
      ),
    [dates, locale],
  );

  const chooseDate = (next: string) => {
    setChosenDate(next);
    // Slots belong to their date (uncontrolled; a controlled slot is the parent's to clear).
    setChosenSlot(null);
    onDateChange?.(next);
  };
  const chooseSlot = (next: string) => {
    if (!current) return;
    setChosenSlot(next);
    onSlotChange?.(next, current.date);
  };

  return (
    <div
      data-slot="slot-picker"
      data-invalid={isInvalid}
      className={cn('flex min-w-0 flex-col gap-4', className)}
      {...props}
    >
      <div
        role="radiogroup"
        aria-labelledby={`${id}-dates`}
        aria-orientation="horizontal"
        aria-required
        className="flex min-w-0 flex-col gap-2"
        onKeyDown={(event) => handleArrows(event, chooseDate)}
      >
        <span id={`${id}-dates`} className="text-start font-semibold">
          {intl.formatMessage(messages.dateLabel)}
        </span>
        <ul data-slot="slot-picker-dates" className="-mx-1 flex snap-x gap-2 overflow-x-auto px-1 pt-1 pb-2">
          {dates.map((entry) => {
            const label = labels.get(entry.date);
            const relative =
              entry.date === today
                ? intl.formatMessage(messages.today)
                : entry.date === tomorrow
                  ? intl.formatMessage(messages.tomorrow)
                  : null;
            const itemId = `${id}-date-${entry.date}`;
            const isChecked = chosenDate === entry.date && !entry.isDisabled;
            return (
              <li
                key={entry.date}
                data-slot="slot-picker-date"
                data-state={entry.isDisabled ? 'disabled' : isChecked ? 'checked' : 'unchecked'}
                data-today={entry.date === today || undefined}
                className="w-28 shrink-0 snap-start sm:w-32"
              >
                <input
                  type="radio"
                  id={itemId}
                  name={dateName ?? `${id}-date`}
                  value={entry.date}
                  checked={isChecked}
                  disabled={isDisabled || entry.isDisabled}
                  onChange={() => chooseDate(entry.date)}
                  aria-describedby={entry.isDisabled && entry.disabledReason ? `${itemId}-reason` : undefined}
                  className="peer sr-only"
                />
                <label htmlFor={itemId} className={cn(cardClass, 'h-full')}>
                  <span className="sr-only">{label?.full}</span>
                  <span aria-hidden className="font-medium text-ink-muted text-xs">
                    {relative ?? label?.weekday}
                  </span>
                  <span aria-hidden className="font-bold text-ink">
                    {label?.gregorian}
                  </span>
                  <span data-slot="slot-picker-hijri" className="text-ink-muted text-xs leading-tight">
                    {label?.hijri}
                  </span>
                  {relative ? <span className="sr-only">({relative})</span> : null}
                  {entry.isDisabled && entry.disabledReason ? (
                    <span id={`${itemId}-reason`} className="text-warning-700 text-xs leading-tight">
                      {entry.disabledReason}
                    </span>
                  ) : null}
                </label>
              </li>
            );
          })}
        </ul>
      </div>
      <div
        role="radiogroup"
        aria-labelledby={`${id}-slots`}
        aria-describedby={isInvalid ? `${id}-error` : undefined}
        aria-invalid={isInvalid || undefined}
        aria-required
        className="flex flex-col gap-2"
        onKeyDown={(event) => handleArrows(event, chooseSlot)}
      >
        <span id={`${id}-slots`} className="text-start font-semibold">
          {intl.formatMessage(messages.slotLabel)}
        </span>
        {!current ? (
          <p className="text-start text-ink-muted text-sm">{intl.formatMessage(messages.chooseDate)}</p>
        ) : current.slots.every((slot) => slot.remaining <= 0) ? (
          <p className="text-start text-ink-muted text-sm">{intl.formatMessage(messages.noSlots)}</p>
        ) : null}
        {current ? (
          <ul data-slot="slot-picker-slots" className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {current.slots.map((slot) => {
              const itemId = `${id}-slot-${slot.id}`;
              const isFull = slot.remaining <= 0;
              const isChecked = chosenSlot === slot.id && !isFull;
              const isLow = !isFull && slot.remaining <= lowCapacityThreshold;
              return (
                <li
                  key={slot.id}
                  data-slot="slot-picker-slot"
                  data-state={isFull ? 'full' : isChecked ? 'checked' : 'unchecked'}
                >
                  <input
                    type="radio"
                    id={itemId}
                    name={slotName ?? `${id}-slot`}
                    value={slot.id}
                    checked={isChecked}
                    disabled={isDisabled || isFull}
                    onChange={() => chooseSlot(slot.id)}
                    aria-describedby={isFull || isLow ? `${itemId}-capacity` : undefined}
                    className="peer sr-only"
                  />
                  <label htmlFor={itemId} className={cn(cardClass, 'h-full')}>
                    <span className="font-medium text-ink tabular-nums" dir="auto">
                      {intl.formatMessage(messages.slotRange, {
                        start: timeOf(locale, slot.start),
                        end: timeOf(locale, slot.end),
                      })}
                    </span>
                    {isFull || isLow ? (
                      <span
                        id={`${itemId}-capacity`}
                        className={cn('text-xs', isFull ? 'text-ink-muted' : 'text-warning-700')}
                      >
                        {isFull
                          ? intl.formatMessage(messages.full)
                          : intl.formatMessage(messages.remaining, {
                              count: slot.remaining,
                              formatted: intl.formatNumber(slot.remaining),
                            })}
                      </span>
                    ) : null}
                  </label>
                </li>
              );
            })}
          </ul>
        ) : null}
        {isInvalid ? (
          <p id={`${id}-error`} data-slot="slot-picker-error" className="text-start text-danger-700 text-sm">
            {errorMessage}
          </p>
        ) : null}
      </div>
    </div>
  );
}
