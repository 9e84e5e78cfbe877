/**
 * Delivery date and time slot (issue 14 §1): each bookable date in the Gregorian and the Hijri
 * (Umm al-Qura) calendars in the shopper's language through `Intl`, and its slots with the places
 * left. Native radios (`delivery_slot` = `{date}|{slot id}`), so it works before hydration.
 */
import type { TimeSlots } from '@hadiya/contract/calls/checkout';
import { formatSlotTime } from '@hadiya/contract/slot-time';
import { intlLocaleOf, type Locale, useLocale } from '@hadiya/ui';
import { useIntl } from 'react-intl';
import { messages } from './checkout.messages';
import { slotValue } from './checkout-form-data';

/**
 * The two calendars' formatters, made once per language: making one (the Umm al-Qura calendar's
 * above all) is the costly part, and the picker writes a week of dates.
 */
const dateFormats = new Map<Locale, { gregorian: Intl.DateTimeFormat; hijri: Intl.DateTimeFormat }>();

function dateFormatsOf(locale: Locale) {
  let formats = dateFormats.get(locale);
  if (!formats) {
    formats = {
      gregorian: new Intl.DateTimeFormat(intlLocaleOf(locale), {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        calendar: 'gregory',
        timeZone: 'UTC',
      }),
      hijri: new Intl.DateTimeFormat(`${locale === 'ar' ? 'ar-SA' : 'en'}-u-ca-islamic-umalqura`, {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }),
    };
    dateFormats.set(locale, formats);
  }
  return formats;
}

/** A `YYYY-MM-DD` date in both calendars, e.g. "Tuesday 24 November 2026" and "13 Jumada II 1448 AH". */
export function datesOf(date: string, locale: Locale) {
  const instant = new Date(`${date}T12:00:00Z`);
  const formats = dateFormatsOf(locale);
  return { gregorian: formats.gregorian.format(instant), hijri: formats.hijri.format(instant) };
}

export function SlotPicker({ slots, value }: { slots: TimeSlots | null; value: string | null }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const dates = slots?.dates.filter((date) => date.slots.length > 0) ?? [];
  if (dates.length === 0) return <p className="text-ink-muted">{intl.formatMessage(messages.noSlots)}</p>;
  const firstOpen = dates.flatMap((date) =>
    date.slots.filter((slot) => slot.is_available).map((slot) => slotValue(date.date, slot.id)),
  )[0];
  const chosen = value ?? firstOpen ?? null;
  return (
    <div data-slot="slot-picker" className="flex flex-col gap-4">
      {dates.map((date) => {
        const { gregorian, hijri } = datesOf(date.date, locale);
        const headingId = `slot-date-${date.date}`;
        return (
          <div key={date.date} role="radiogroup" aria-labelledby={headingId} className="flex flex-col gap-2">
            <p id={headingId} className="flex flex-wrap items-baseline gap-x-2">
              <span className="font-semibold">{gregorian}</span>
              <span className="text-ink-muted text-sm" data-slot="hijri-date">
                {hijri}
              </span>
              {date.same_day ? (
                <span className="rounded-full bg-leaf-100 px-2 text-leaf-800 text-xs">
                  {intl.formatMessage(messages.sameDay)}
                </span>
              ) : null}
            </p>
            <div className="flex flex-wrap gap-2">
              {date.slots.map((slot) => {
                const id = slotValue(date.date, slot.id);
                return (
                  <label
                    key={slot.id}
                    className="flex cursor-pointer flex-col rounded-lg border border-line px-3 py-2 text-sm has-[:checked]:border-leaf-700 has-[:checked]:bg-leaf-50 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-focus"
                  >
                    <span className="flex items-center gap-2">
                      <input
                        type="radio"
                        name="delivery_slot"
                        value={id}
                        disabled={!slot.is_available}
                        defaultChecked={id === chosen}
                        className="size-4 accent-leaf-700"
                      />
                      <span data-slot="slot-time">{formatSlotTime(slot.start_time, slot.end_time, locale)}</span>
                    </span>
                    <span className="text-ink-muted text-xs">
                      {slot.is_available
                        ? intl.formatMessage(messages.slotsLeft, { count: slot.remaining })
                        : intl.formatMessage(messages.slotFull)}
                    </span>
                  </label>
                );
              })}
            </div>
          </div>
        );
      })}
    </div>
  );
}
