/**
 * A delivery slot as the shopper reads it (zod-free: the browser imports it). Its hours
 * (`09:00`–`13:00`, Riyadh wall-clock times) are written through `Intl` in the language, like
 * every other time and number: Arabic-Indic digits in Arabic ("٠٩:٠٠–١٣:٠٠"), Latin in English.
 * 24-hour, as the store's slots are written. The server's `label` (the slots call, the order page,
 * track gift, the recipient's link) and the storefront's slot picker write them the same way.
 */
import type { Language } from './constants';
import { intlLocaleOf, numberingSystemOf } from './format';

const formats = new Map<Language, Intl.DateTimeFormat>();

function formatOf(lang: Language): Intl.DateTimeFormat {
  let format = formats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocaleOf(lang), {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      // The wall-clock time as given: no conversion.
      timeZone: 'UTC',
      numberingSystem: numberingSystemOf(lang),
    });
    formats.set(lang, format);
  }
  return format;
}

const instantOf = (time: string) => new Date(`1970-01-01T${time.slice(0, 5)}:00Z`);

/** Each day offers the same hours: each range is written once per process or page. */
const written = new Map<string, string>();

/** `start`–`end` (`HH:MM`, seconds allowed) in the language; the text as given when it is not a time. */
export function formatSlotTime(start: string, end: string, lang: Language): string {
  const key = `${lang} ${start} ${end}`;
  let text = written.get(key);
  if (text === undefined) {
    const from = instantOf(start);
    const to = instantOf(end);
    // Two formatted times, not `formatRange`: the same text without the engine building its
    // interval patterns on the first call (~1 ms in Node here, against 0.03 ms for two times).
    text =
      Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())
        ? `${start}–${end}`
        : `${formatOf(lang).format(from)}–${formatOf(lang).format(to)}`;
    written.set(key, text);
  }
  return text;
}

/** Hours written into a stored name ("Morning 9:00–13:00", in any digits): never shown as stored. */
const WRITTEN_HOURS =
  /\s*[\d\u0660-\u0669\u06f0-\u06f9]{1,2}:[\d\u0660-\u0669\u06f0-\u06f9]{2}\s*[–—-]\s*[\d\u0660-\u0669\u06f0-\u06f9]{1,2}:[\d\u0660-\u0669\u06f0-\u06f9]{2}\s*$/u;

/**
 * A slot's label in a language: its stored name ('Morning', 'الصباح') and its hours written from
 * its start and end (`formatSlotTime`). Hours a stored name still carries (the demo data's
 * 'الصباح 9:00–13:00', in Western digits) are dropped for the ones written for the language.
 */
export function slotLabel(name: string | null | undefined, start: string, end: string, lang: Language): string {
  const period = (name ?? '').replace(WRITTEN_HOURS, '').trim();
  const hours = formatSlotTime(start, end, lang);
  return period ? `${period} ${hours}` : hours;
}
