import type { City } from '@hadiya/contract/entities';
import { deliversSameDay } from '@hadiya/contract/region';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { Button } from '../button';
import { Dialog, DialogContent, type DialogContentProps, DialogFooter, DialogHeader, DialogTitle } from '../dialog';
import {
  CityOptionList,
  type CityPickerCity,
  CitySearchField,
  DeliveryNoticeIcon,
  DeliveryNoticeText,
  useCityChoice,
  useCityName,
} from './city-choice';
import { messages } from './messages';

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
  const nameOf = useCityName();
  const noticeId = useId();
  // One name groups the radios: Tab enters at the chosen city and arrow keys move among them.
  const radioName = useId();
  const okRef = useRef<HTMLButtonElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const choice = useCityChoice(cities, savedCityId);
  const [savedCity, setSavedCity] = useState<TCity | null>(null);

  useEffect(() => {
    if (savedCity) okRef.current?.focus();
  }, [savedCity]);

  const save = () => {
    const city = choice.selectedCity;
    if (!city) return;
    onSave?.(city);
    if (deliversSameDay(city)) onClose();
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
          <DeliveryNoticeIcon />
          <DialogHeader className="items-center pe-0">
            <DialogTitle>{intl.formatMessage(messages.noticeTitle, { city: nameOf(savedCity) })}</DialogTitle>
            <DeliveryNoticeText id={noticeId}>{deliveryNotice}</DeliveryNoticeText>
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
          <CitySearchField ref={searchRef} value={choice.query} onChange={choice.setQuery} />
          <CityOptionList
            shownCities={choice.shownCities}
            selectedId={choice.selectedId}
            onSelect={choice.setSelectedId}
            name={radioName}
            isLoading={isLoading}
          />
          <DialogFooter className="border-line border-t pt-4">
            <Button
              data-slot="city-picker-save"
              isFullWidth
              className="sm:w-auto sm:min-w-32"
              disabled={choice.selectedId === undefined}
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
