import { SAME_DAY_DELIVERY_SERVICE } from '@hadiya/contract/constants';
import type { City } from '@hadiya/contract/entities';
import { normalizeArabicLetters, normalizeDigits, normalizeSearchText } from '@hadiya/contract/normalize';
import { Check, Search, Truck } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { formatNumber } from '../../lib/format';
import { useLocale } from '../../lib/use-locale';
import { Button } from '../button';
import { Dialog, DialogContent, type DialogContentProps, DialogFooter, DialogHeader, DialogTitle } from '../dialog';
import { EmptyState } from '../empty-state';
import { Spinner } from '../spinner';
import { messages } from './messages';

/** The fields of a city (spec §3) the picker reads: `name` is English, `other_name` Arabic. */
export type CityPickerCity = Pick<City, 'id' | 'name' | 'other_name' | 'delivery_service'>;

/** Spec §4, §9: cities not served by 'barq' deliver in 2-5 business days. */
const STANDARD_DELIVERY_DAYS = { min: 2, max: 5 } as const;

export interface CityPickerProps<TCity extends CityPickerCity = City>
  extends Omit<DialogContentProps, 'children' | 'title' | 'isDismissible' | 'hideCloseButton'> {
  /** The cities to choose from (`GET common/saudi-cities`), filtered locally by the search field. */
  cities: readonly TCity[];
  /** Whether the picker is shown (controlled). */
  open?: boolean;
  /** Shown on first render when uncontrolled, e.g. `savedCityId === undefined` on first visit (spec §2). @default false */
  defaultOpen?: boolean;
  /** Called with `false` when the picker closes (after saving, or dismissed once a city exists). */
  onOpenChange?: (open: boolean) => void;
  /** Id of the stored city (selectedRegion); it starts selected. */
  savedCityId?: number | null;
  /**
   * Whether Escape, the overlay and the close button close the picker. By default only once a city
   * has been saved: on first visit the customer must choose one (spec §2). @default savedCityId != null
   */
  isDismissible?: boolean;
  /** Called with the chosen city on Save; store it there. The picker then closes, after the delivery notice for non-barq cities. */
  onSave?: (city: TCity) => void;
  /** Shows a spinner instead of the list while the cities load. @default false */
  isLoading?: boolean;
  /** Replaces the built-in "Delivery within 2-5 business days" notice, e.g. with the server's `delivery_notice`. */
  deliveryNotice?: ReactNode;
}

/** Both spellings of a text a query may match: with the article (as typed so far) and without. */
function searchForms(text: string): string[] {
  const letters = normalizeArabicLetters(normalizeDigits(text))
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  return [normalizeSearchText(text), letters];
}

/**
 * The city modal (spec §2, §4): a search field, the list with a check mark on the chosen city and
 * Save. It cannot be closed until a city exists. After Save it tells non-barq customers that
 * delivery takes 2-5 business days.
 */
export function CityPicker<TCity extends CityPickerCity = City>({
  open,
  defaultOpen = false,
  onOpenChange,
  ...props
}: CityPickerProps<TCity>) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const isOpen = open ?? uncontrolledOpen;
  const setOpen = (next: boolean) => {
    if (open === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };
  return (
    <Dialog open={isOpen} onOpenChange={setOpen}>
      {/* Mounted only while open, so every opening starts from the saved city and an empty search. */}
      {isOpen ? <CityPickerPanel {...props} onClose={() => setOpen(false)} /> : null}
    </Dialog>
  );
}

type CityPickerPanelProps<TCity extends CityPickerCity> = Omit<
  CityPickerProps<TCity>,
  'open' | 'defaultOpen' | 'onOpenChange'
> & { onClose: () => void };

function CityPickerPanel<TCity extends CityPickerCity>({
  cities,
  savedCityId,
  isDismissible,
  onSave,
  isLoading = false,
  deliveryNotice,
  onClose,
  className,
  ...props
}: CityPickerPanelProps<TCity>) {
  const intl = useIntl();
  const { locale } = useLocale();
  const noticeId = useId();
  // One name groups the radios: Tab enters at the chosen city and arrow keys move among them.
  const radioName = useId();
  const okRef = useRef<HTMLButtonElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [selectedId, setSelectedId] = useState<number | undefined>(savedCityId ?? undefined);
  const [savedCity, setSavedCity] = useState<TCity | null>(null);

  const nameOf = (city: CityPickerCity) => (locale === 'ar' ? city.other_name : city.name);

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
  const hasNoMatch = !isLoading && shownCities.length === 0;

  // A stored city far down the list is scrolled into view when the list appears. A ref callback,
  // because the portalled list is attached after the panel's first effects have run.
  const scrollToChecked = useCallback((list: HTMLDivElement | null) => {
    const checked = list?.querySelector('input:checked')?.closest('label');
    if (!list || !checked) return;
    list.scrollTop = checked.offsetTop - (list.clientHeight - checked.offsetHeight) / 2;
  }, []);

  useEffect(() => {
    if (savedCity) okRef.current?.focus();
  }, [savedCity]);

  const save = () => {
    const city = cities.find((candidate) => candidate.id === selectedId);
    if (!city) return;
    onSave?.(city);
    if (city.delivery_service === SAME_DAY_DELIVERY_SERVICE) onClose();
    else setSavedCity(city);
  };

  // Once saved, a city exists and the notice may be dismissed like any dialog.
  const canDismiss = savedCity !== null || (isDismissible ?? savedCityId != null);

  return (
    <DialogContent
      data-slot="city-picker"
      data-step={savedCity ? 'notice' : 'choose'}
      isDismissible={canDismiss}
      size="md"
      aria-describedby={savedCity ? noticeId : undefined}
      onOpenAutoFocus={(event) => {
        // Focusing while the dialog mounts makes the browser lay out the whole page inside the
        // task that mounts it; on a first visit that is one long task before the shopper can tap.
        // The search field takes focus right after the dialog's first frame instead, unless the
        // shopper has already put it somewhere in the dialog.
        event.preventDefault();
        const content = event.currentTarget;
        requestAnimationFrame(() =>
          setTimeout(() => {
            if (!(content instanceof Node && content.contains(document.activeElement))) searchRef.current?.focus();
          }),
        );
      }}
      className={cn(
        'overflow-hidden',
        savedCity ? 'items-center text-center' : 'h-[90dvh] sm:h-[min(36rem,calc(100dvh-2rem))]',
        className,
      )}
      {...props}
    >
      {savedCity ? (
        <>
          <span
            data-slot="city-picker-notice-icon"
            className="flex size-14 items-center justify-center rounded-full bg-leaf-50 text-leaf-700 [&_svg]:size-7"
          >
            <Truck aria-hidden />
          </span>
          <DialogHeader className="items-center pe-0">
            <DialogTitle>{intl.formatMessage(messages.noticeTitle, { city: nameOf(savedCity) })}</DialogTitle>
            <p id={noticeId} data-slot="city-picker-notice" className="text-base text-ink">
              {deliveryNotice ??
                intl.formatMessage(messages.notice, {
                  min: formatNumber(STANDARD_DELIVERY_DAYS.min, locale),
                  max: formatNumber(STANDARD_DELIVERY_DAYS.max, locale),
                })}
            </p>
          </DialogHeader>
          <DialogFooter className="w-full sm:justify-center">
            <Button
              ref={okRef}
              aria-describedby={noticeId}
              isFullWidth
              className="sm:w-auto sm:min-w-32"
              onClick={onClose}
            >
              {intl.formatMessage(messages.ok)}
            </Button>
          </DialogFooter>
        </>
      ) : (
        <>
          <DialogHeader>
            <DialogTitle>{intl.formatMessage(messages.title)}</DialogTitle>
          </DialogHeader>
          <div data-slot="city-picker-search" className="relative">
            <Search
              aria-hidden
              className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-ink-muted"
            />
            <input
              ref={searchRef}
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              aria-label={intl.formatMessage(messages.search)}
              placeholder={intl.formatMessage(messages.search)}
              autoComplete="off"
              enterKeyHint="search"
              className="h-11 w-full rounded-md border border-line bg-surface-raised ps-10 pe-3 text-base text-ink outline-none placeholder:text-ink-muted focus-visible:ring-2 focus-visible:ring-focus"
            />
          </div>
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
                      name={radioName}
                      value={city.id}
                      checked={selectedId === city.id}
                      onChange={() => setSelectedId(city.id)}
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
              {hasNoMatch ? (
                <EmptyState variant="search" level={3} title={intl.formatMessage(messages.noCity)} />
              ) : null}
            </div>
          </div>
          <DialogFooter className="border-line border-t pt-4">
            <Button
              data-slot="city-picker-save"
              isFullWidth
              className="sm:w-auto sm:min-w-32"
              disabled={selectedId === undefined}
              onClick={save}
            >
              {intl.formatMessage(messages.save)}
            </Button>
          </DialogFooter>
        </>
      )}
    </DialogContent>
  );
}
