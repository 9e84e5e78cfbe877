import type { City } from '@hadiya/contract/entities';
import { deliversSameDay } from '@hadiya/contract/region';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { useChoiceMadeBeforeHydration } from '../../lib/use-choice-before-hydration';
import { useIsHydrated } from '../../lib/use-is-hydrated';
import { Button } from '../button';
import {
  CityOptionList,
  type CityPickerCity,
  CitySearchField,
  DeliveryNoticeIcon,
  DeliveryNoticeText,
  useCityChoice,
  useCityName,
} from '../city-picker/city-choice';
import { messages } from '../city-picker/messages';
import { dialogContentVariants } from '../dialog/dialog-variants';

/** The form field that carries the chosen city's id. */
export const FIRST_VISIT_CITY_FIELD = 'city_id';

export interface FirstVisitCityPickerProps<TCity extends CityPickerCity = City> {
  /** The cities to choose from (`GET common/saudi-cities`), as the server rendered them. */
  cities: readonly TCity[];
  /**
   * Where both steps' forms post without scripts: Save sends `city_id`, OK nothing. The server
   * stores the city and sends the shopper back to the page (with `fields`), on the notice step
   * for a city without same-day delivery.
   */
  action: string;
  /** More fields the forms post (the page to go back to, say). */
  fields?: Readonly<Record<string, string>>;
  /** Starts on the notice step for this city: the server stored it from a form posted without scripts. */
  savedCity?: TCity | null;
  /** Called with the chosen city on Save, once the page has its scripts; store it there. */
  onSave?: (city: TCity) => void;
  /** Called when the picker is done: after Save for a same-day city, else after OK on the notice. */
  onClose?: () => void;
  /** Replaces the built-in "Delivery within 2-5 business days" notice. */
  deliveryNotice?: ReactNode;
  className?: string;
}

/**
 * The city picker of a first visit (spec §2), drawn by the server over the page: the page behind
 * it is made inert by its owner, so it is modal without scripts, and its forms post the choice
 * to the server, so a shopper can choose before (or without) the page's code. Once the page has
 * hydrated, Save and OK work in place like `CityPicker`'s. It cannot be dismissed: a first visit
 * needs a city.
 */
export function FirstVisitCityPicker<TCity extends CityPickerCity = City>({
  cities,
  action,
  fields = {},
  savedCity: storedWithoutScripts = null,
  onSave,
  onClose,
  deliveryNotice,
  className,
}: FirstVisitCityPickerProps<TCity>) {
  const intl = useIntl();
  const nameOf = useCityName();
  const isHydrated = useIsHydrated();
  const titleId = useId();
  const noticeId = useId();
  const okRef = useRef<HTMLButtonElement>(null);
  const choice = useCityChoice(cities);
  const chooseRef = useRef<HTMLFormElement>(null);
  useChoiceMadeBeforeHydration(chooseRef, choice.selectedId?.toString(), (id) => choice.setSelectedId(Number(id)));
  // The server's notice as it first came: a new object for it from a later render is not a Save.
  const [serverNotice] = useState(storedWithoutScripts);
  const [savedCity, setSavedCity] = useState<TCity | null>(serverNotice);

  // A notice that follows Save here takes focus; one the server drew leaves it where it is.
  useEffect(() => {
    if (savedCity && savedCity !== serverNotice) okRef.current?.focus();
  }, [savedCity, serverNotice]);

  const save = (event: FormEvent) => {
    event.preventDefault();
    const city = choice.selectedCity;
    if (!city) return;
    onSave?.(city);
    if (deliversSameDay(city)) {
      onClose?.();
    } else {
      setSavedCity(city);
    }
  };
  const hiddenFields = Object.entries(fields).map(([name, value]) => (
    <input key={name} type="hidden" name={name} value={value} />
  ));

  return (
    <div
      data-slot="first-visit-city-picker"
      className="fixed inset-0 z-50 flex items-end justify-center overflow-y-auto overscroll-contain bg-sand-900/50 sm:items-center sm:p-4"
    >
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={savedCity ? noticeId : undefined}
        data-slot="city-picker"
        data-step={savedCity ? 'notice' : 'choose'}
        className={cn(
          dialogContentVariants({ size: 'md' }),
          'overflow-hidden',
          savedCity ? 'items-center text-center' : 'h-[90dvh] sm:h-[min(36rem,calc(100dvh-2rem))]',
          className,
        )}
      >
        {savedCity ? (
          <form
            method="post"
            action={action}
            onSubmit={(event) => {
              event.preventDefault();
              onClose?.();
            }}
          >
            {hiddenFields}
            <div className="flex flex-col items-center gap-4">
              <DeliveryNoticeIcon />
              <div data-slot="dialog-header" className="flex flex-col items-center gap-1.5">
                <h2 id={titleId} data-slot="dialog-title" className="font-semibold text-ink text-lg">
                  {intl.formatMessage(messages.noticeTitle, { city: nameOf(savedCity) })}
                </h2>
                <DeliveryNoticeText id={noticeId}>{deliveryNotice}</DeliveryNoticeText>
              </div>
              <Button
                ref={okRef}
                type="submit"
                aria-describedby={noticeId}
                isFullWidth
                className="sm:w-auto sm:min-w-32"
              >
                {intl.formatMessage(messages.ok)}
              </Button>
            </div>
          </form>
        ) : (
          // The form is the panel's column: its parts lay out as the dialog's do.
          <form
            ref={chooseRef}
            method="post"
            action={action}
            onSubmit={save}
            className="flex min-h-0 flex-1 flex-col gap-4"
          >
            {hiddenFields}
            <h2 id={titleId} data-slot="dialog-title" className="font-semibold text-ink text-lg">
              {intl.formatMessage(messages.title)}
            </h2>
            <CitySearchField value={choice.query} onChange={choice.setQuery} />
            <CityOptionList
              shownCities={choice.shownCities}
              selectedId={choice.selectedId}
              onSelect={choice.setSelectedId}
              name={FIRST_VISIT_CITY_FIELD}
              // Without scripts the browser asks for a city before the form posts; with them, Save
              // is disabled until there is one (a search may hide the chosen radio meanwhile).
              isRequired={!isHydrated}
            />
            <div
              data-slot="dialog-footer"
              className="flex flex-col-reverse gap-2 border-line border-t pt-4 sm:flex-row sm:justify-end"
            >
              <Button
                type="submit"
                data-slot="city-picker-save"
                isFullWidth
                className="sm:w-auto sm:min-w-32"
                // As the server drew it until the page has its scripts: a disabled button could
                // not be enabled without them.
                disabled={isHydrated && choice.selectedId === undefined}
              >
                {intl.formatMessage(messages.save)}
              </Button>
            </div>
          </form>
        )}
      </div>
    </div>
  );
}
