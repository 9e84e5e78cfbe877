/**
 * What both city pickers show (the dialog opened from the header, and the first visit's picker the
 * server draws): the search over the cities, the list of radios and the delivery notice. Free of
 * the dialog machinery, so the first visit's picker carries none of it into the page's code.
 */
import type { City } from '@hadiya/contract/entities';
import { normalizeArabicLetters, normalizeDigits, normalizeSearchText } from '@hadiya/contract/normalize';
import { Check, Search, Truck } from 'lucide-react';
import { type ReactNode, type Ref, useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { formatNumber } from '../../lib/format';
import { useLocale } from '../../lib/use-locale';
import { EmptyState } from '../empty-state';
import { Spinner } from '../spinner';
import { messages } from './messages';

/** The fields of a city (spec §3) the picker reads: `name` is English, `other_name` Arabic. */
export type CityPickerCity = Pick<City, 'id' | 'name' | 'other_name' | 'delivery_service'>;

/** Spec §4, §9: cities not served by 'barq' deliver in 2-5 business days. */
const STANDARD_DELIVERY_DAYS = { min: 2, max: 5 } as const;

/** Both spellings of a text a query may match: with the article (as typed so far) and without. */
function searchForms(text: string): string[] {
  const letters = normalizeArabicLetters(normalizeDigits(text))
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  return [normalizeSearchText(text), letters];
}

/** The city's name in the page's language. */
export function useCityName() {
  const { locale } = useLocale();
  return (city: CityPickerCity) => (locale === 'ar' ? city.other_name : city.name);
}

/** The search text, the chosen city and the cities the search leaves. */
export function useCityChoice<TCity extends CityPickerCity>(cities: readonly TCity[], savedCityId?: number | null) {
  const [query, setQuery] = useState('');
  const [selectedId, setSelectedId] = useState<number | undefined>(savedCityId ?? undefined);
  // Both names are searchable in either language, so "Riyadh" finds الرياض in the Arabic UI.
  const index = useMemo(
    () => cities.map((city) => ({ city, forms: [...searchForms(city.other_name), ...searchForms(city.name)] })),
    [cities],
  );
  const needles = searchForms(query).filter((form) => form.length > 0);
  const shownCities =
    needles.length === 0
      ? cities
      : index
          .filter(({ forms }) => forms.some((form) => needles.some((needle) => form.includes(needle))))
          .map(({ city }) => city);
  const selectedCity = cities.find((city) => city.id === selectedId);
  return { query, setQuery, selectedId, setSelectedId, selectedCity, shownCities };
}

/** The search field over the list. */
export function CitySearchField({
  value,
  onChange,
  ref,
}: {
  value: string;
  onChange: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
}) {
  const intl = useIntl();
  return (
    <div data-slot="city-picker-search" className="relative">
      <Search
        aria-hidden
        className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-ink-muted"
      />
      <input
        ref={ref}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-label={intl.formatMessage(messages.search)}
        placeholder={intl.formatMessage(messages.search)}
        autoComplete="off"
        enterKeyHint="search"
        className="h-11 w-full rounded-md border border-line bg-surface-raised ps-10 pe-3 text-base text-ink outline-none placeholder:text-ink-muted focus-visible:ring-2 focus-visible:ring-focus"
      />
    </div>
  );
}

export interface CityOptionListProps<TCity extends CityPickerCity> {
  shownCities: readonly TCity[];
  selectedId: number | undefined;
  onSelect: (id: number) => void;
  /** The radios' name; a form posts the chosen city's id under it. */
  name: string;
  isLoading?: boolean;
  /** A form without scripts asks for a city before it posts. */
  isRequired?: boolean;
}

/** The scrolling list of cities as native radios, with the no-match text. */
export function CityOptionList<TCity extends CityPickerCity>({
  shownCities,
  selectedId,
  onSelect,
  name,
  isLoading = false,
  isRequired,
}: CityOptionListProps<TCity>) {
  const intl = useIntl();
  const nameOf = useCityName();
  const hasNoMatch = !isLoading && shownCities.length === 0;
  // A stored city far down the list is scrolled into view when the list appears. A ref callback,
  // because the portalled list is attached after the panel's first effects have run.
  const scrollToChecked = useCallback((list: HTMLDivElement | null) => {
    const checked = list?.querySelector('input:checked')?.closest('label');
    if (!list || !checked) return;
    list.scrollTop = checked.offsetTop - (list.clientHeight - checked.offsetHeight) / 2;
  }, []);
  return (
    <div
      ref={scrollToChecked}
      data-slot="city-picker-list"
      className="relative -mx-2 min-h-0 flex-1 overflow-y-auto px-2 py-1"
    >
      {isLoading ? (
        <div className="flex h-full items-center justify-center py-8 text-leaf-700">
          <Spinner size="lg" />
        </div>
      ) : (
        // Native radios: the list of ~40 cities is the first thing a new shopper sees, and
        // native inputs cost no script per row to mount, move and check with the arrow keys.
        <div role="radiogroup" aria-label={intl.formatMessage(messages.cities)} className="flex flex-col gap-0.5">
          {shownCities.map((city) => (
            <label
              key={city.id}
              data-slot="city-picker-option"
              className="relative flex min-h-11 w-full cursor-pointer items-center justify-between gap-3 rounded-md px-3 py-2 text-start text-base text-ink transition-colors hover:bg-sand-100 has-checked:bg-leaf-50 has-checked:font-medium has-focus-visible:outline-2 has-focus-visible:outline-focus has-focus-visible:-outline-offset-2"
            >
              <input
                type="radio"
                name={name}
                value={city.id}
                required={isRequired}
                checked={selectedId === city.id}
                onChange={() => onSelect(city.id)}
                className="peer absolute inset-0 m-0 cursor-pointer appearance-none rounded-md outline-none"
              />
              {/* Above the input, so a tap on the name reaches the label like a tap on the row. */}
              <span className="relative">{nameOf(city)}</span>
              <Check aria-hidden className="hidden size-5 text-leaf-700 peer-checked:block" />
            </label>
          ))}
        </div>
      )}
      {/* Present from the start so screen readers hear the no-match text when it appears. */}
      <div role="status" data-slot="city-picker-status">
        {hasNoMatch ? <EmptyState variant="search" level={3} title={intl.formatMessage(messages.noCity)} /> : null}
      </div>
    </div>
  );
}

/** Spec §2: the notice for a city without same-day delivery, unless the server words it. */
export function DeliveryNoticeText({ id, children }: { id: string; children?: ReactNode }) {
  const intl = useIntl();
  const { locale } = useLocale();
  return (
    <p id={id} data-slot="city-picker-notice" className="text-base text-ink">
      {children ??
        intl.formatMessage(messages.notice, {
          min: formatNumber(STANDARD_DELIVERY_DAYS.min, locale),
          max: formatNumber(STANDARD_DELIVERY_DAYS.max, locale),
        })}
    </p>
  );
}

/** The truck above the delivery notice. */
export function DeliveryNoticeIcon() {
  return (
    <span
      data-slot="city-picker-notice-icon"
      className="flex size-14 items-center justify-center rounded-full bg-leaf-50 text-leaf-700 [&_svg]:size-7"
    >
      <Truck aria-hidden />
    </span>
  );
}
