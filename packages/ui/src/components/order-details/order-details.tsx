import { MESSAGE_CARD_MAX_LENGTH } from '@hadiya/contract/orders';
import { CalendarDays, Download, Lock, MapPin, User } from 'lucide-react';
import { type ComponentProps, type FormEvent, type ReactNode, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { intlLocaleOf } from '../../lib/format';
import { Link } from '../../lib/link';
import { useLocale } from '../../lib/use-locale';
import { Button, buttonVariants } from '../button';
import { FormAlert } from '../form-alert';
import { MessageCardField } from '../message-card-field';
import { messages } from './messages';

const cardClass = 'flex flex-col gap-2 rounded-xl border border-line bg-surface-raised p-4';
const headingClass = 'flex items-center gap-2 text-start font-bold [&_svg]:size-5 [&_svg]:text-ink-muted';

/** Who receives the gift, or the cafe branch it is picked up from. */
export type OrderDestination =
  | {
      kind: 'recipient';
      name: string;
      /** As the shopper typed it, e.g. `+966 50 123 4567`. */
      phone?: string;
      city?: string;
      /** Absent while the recipient supplies it through the SMS link. */
      address?: string | null;
      /** The buyer hid their name from the recipient. */
      hideSenderName?: boolean;
    }
  | {
      kind: 'cafe';
      branchName: string;
      address?: string;
      city?: string;
      /** The branch on a map (e.g. a Google Maps address); shown as "View {branch} on the map". */
      mapHref?: string;
    };

/** An address and its city on one line, with the locale's comma ('، ' in Arabic, ', ' in English). */
function usePlace() {
  const intl = useIntl();
  return (address?: string | null, city?: string) =>
    address && city ? intl.formatMessage(messages.place, { address, city }) : address || city || '';
}

export interface OrderDestinationCardProps extends Omit<ComponentProps<'section'>, 'children'> {
  destination: OrderDestination;
  /** @default 2 */
  headingLevel?: 2 | 3;
}

/** The recipient (name, mobile, city, address) or the cafe branch of an order (issue 15 §1). */
export function OrderDestinationCard({
  destination,
  headingLevel = 2,
  className,
  ...props
}: OrderDestinationCardProps) {
  const intl = useIntl();
  const place = usePlace();
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      data-slot="order-destination-card"
      data-kind={destination.kind}
      aria-labelledby={`${id}-title`}
      className={cn(cardClass, className)}
      {...props}
    >
      <Heading id={`${id}-title`} className={headingClass}>
        {destination.kind === 'cafe' ? <MapPin aria-hidden /> : <User aria-hidden />}
        {intl.formatMessage(destination.kind === 'cafe' ? messages.cafe : messages.recipient)}
      </Heading>
      {destination.kind === 'cafe' ? (
        <>
          <p className="text-start font-medium">{destination.branchName}</p>
          {destination.address || destination.city ? (
            <p className="text-start text-ink-muted text-sm">{place(destination.address, destination.city)}</p>
          ) : null}
          {destination.mapHref ? (
            <Link
              href={destination.mapHref}
              data-slot="order-destination-map-link"
              className="self-start text-start text-leaf-800 text-sm underline underline-offset-4"
            >
              {intl.formatMessage(messages.map, { branch: destination.branchName })}
            </Link>
          ) : null}
        </>
      ) : (
        <>
          <p className="text-start font-medium">{destination.name}</p>
          {destination.phone ? (
            <p className="text-start text-ink-muted text-sm" dir="ltr">
              <span className="inline-block">{destination.phone}</span>
            </p>
          ) : null}
          <p className="text-start text-ink-muted text-sm">
            {destination.address
              ? place(destination.address, destination.city)
              : intl.formatMessage(messages.addressByRecipient)}
          </p>
          {destination.hideSenderName ? (
            <p className="text-start text-ink-muted text-sm">{intl.formatMessage(messages.senderHidden)}</p>
          ) : null}
        </>
      )}
    </section>
  );
}

export interface OrderDeliveryDateProps extends Omit<ComponentProps<'section'>, 'children' | 'slot'> {
  /** `YYYY-MM-DD` in Riyadh. */
  date: string;
  /** Local Riyadh times, `HH:mm`. */
  slot?: { start: string; end: string } | null;
  /** `pickup` says "Pick-up date". @default 'delivery' */
  kind?: 'delivery' | 'pickup';
  /** @default 2 */
  headingLevel?: 2 | 3;
}

/** The order's date in the Gregorian and Hijri (Umm al-Qura) calendars, and its slot, as the checkout's slot picker shows them. */
export function OrderDeliveryDate({
  date,
  slot,
  kind = 'delivery',
  headingLevel = 2,
  className,
  ...props
}: OrderDeliveryDateProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const day = new Date(`${date}T12:00:00Z`);
  const format = (calendar: string, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(`${intlLocaleOf(locale)}-u-ca-${calendar}`, {
      ...options,
      timeZone: 'UTC',
      numberingSystem: locale === 'ar' ? 'arab' : 'latn',
    }).format(day);
  const time = (hhmm: string) => {
    const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
    return new Intl.DateTimeFormat(intlLocaleOf(locale), {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'UTC',
      numberingSystem: locale === 'ar' ? 'arab' : 'latn',
    }).format(new Date(Date.UTC(2000, 0, 1, hours, minutes)));
  };
  return (
    <section
      data-slot="order-delivery-date"
      aria-labelledby={`${id}-title`}
      className={cn(cardClass, className)}
      {...props}
    >
      <Heading id={`${id}-title`} className={headingClass}>
        <CalendarDays aria-hidden />
        {intl.formatMessage(kind === 'pickup' ? messages.pickup : messages.delivery)}
      </Heading>
      <p className="text-start font-medium">
        <time dateTime={date}>
          {format('gregory', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })}
        </time>
      </p>
      <p data-slot="order-delivery-date-hijri" className="text-start text-ink-muted text-sm">
        {format('islamic-umalqura', { day: 'numeric', month: 'long', year: 'numeric' })}
      </p>
      {slot ? (
        <p data-slot="order-delivery-date-slot" className="text-start text-sm tabular-nums" dir="auto">
          {intl.formatMessage(messages.slot, { start: time(slot.start), end: time(slot.end) })}
        </p>
      ) : null}
    </section>
  );
}

export interface OrderMessageCardProps extends Omit<ComponentProps<'section'>, 'children' | 'onSubmit'> {
  /** The card's text; empty for none. */
  message: string;
  /** Whether the buyer may still change it (until the gift is wrapped, status 3; the server enforces it). */
  canEdit: boolean;
  /** Why it cannot change. @default "The gift has been wrapped, so the card can no longer be changed." */
  lockedReason?: ReactNode;
  /** Called with the new text; without it the form submits natively (`message_card`). */
  onSave?: (message: string, event: FormEvent<HTMLFormElement>) => void;
  /** @default false */
  isSaving?: boolean;
  /** The server's refusal. */
  errorMessage?: ReactNode;
  /** Opens the form at first (e.g. after a refused save). @default false */
  isEditing?: boolean;
  /** @default MESSAGE_CARD_MAX_LENGTH */
  maxLength?: number;
  /** @default 2 */
  headingLevel?: 2 | 3;
}

/**
 * The order's message card (issue 15 §1): its text, and an edit form while the gift is not yet
 * wrapped; afterwards the button is disabled with the reason read with it.
 */
export function OrderMessageCard({
  message,
  canEdit,
  lockedReason,
  onSave,
  isSaving = false,
  errorMessage,
  isEditing: initiallyEditing = false,
  maxLength = MESSAGE_CARD_MAX_LENGTH,
  headingLevel = 2,
  className,
  ...props
}: OrderMessageCardProps) {
  const intl = useIntl();
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const [isEditing, setIsEditing] = useState(initiallyEditing && canEdit);
  const [draft, setDraft] = useState(message);
  return (
    <section
      data-slot="order-message-card"
      data-state={canEdit ? (isEditing ? 'editing' : 'editable') : 'locked'}
      aria-labelledby={`${id}-title`}
      className={cn(cardClass, className)}
      {...props}
    >
      <Heading id={`${id}-title`} className="text-start font-bold">
        {intl.formatMessage(messages.messageCard)}
      </Heading>
      {isEditing && canEdit ? (
        <form
          method="post"
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            if (!onSave) return;
            event.preventDefault();
            onSave(draft, event);
          }}
        >
          <FormAlert message={errorMessage} />
          <MessageCardField maxLength={maxLength} value={draft} onChange={setDraft} isDisabled={isSaving} />
          <div className="flex gap-2">
            <Button type="submit" size="sm" isLoading={isSaving}>
              {intl.formatMessage(messages.save)}
            </Button>
            <Button
              type="button"
              size="sm"
              variant="ghost"
              disabled={isSaving}
              onClick={() => {
                setDraft(message);
                setIsEditing(false);
              }}
            >
              {intl.formatMessage(messages.cancel)}
            </Button>
          </div>
        </form>
      ) : (
        <>
          <p className={cn('whitespace-pre-line text-start', !message && 'text-ink-muted')} dir="auto">
            {message || intl.formatMessage(messages.noMessage)}
          </p>
          <Button
            type="button"
            size="sm"
            variant="secondary"
            className="self-start"
            disabled={!canEdit}
            aria-describedby={canEdit ? undefined : `${id}-locked`}
            onClick={() => {
              setDraft(message);
              setIsEditing(true);
            }}
          >
            {intl.formatMessage(messages.edit)}
          </Button>
          {canEdit ? null : (
            <p id={`${id}-locked`} className="flex items-start gap-1.5 text-start text-ink-muted text-sm">
              <Lock aria-hidden className="mt-0.5 size-4 shrink-0" />
              <span>{lockedReason ?? intl.formatMessage(messages.locked)}</span>
            </p>
          )}
        </>
      )}
    </section>
  );
}

export interface OrderInvoiceLinkProps extends Omit<ComponentProps<'a'>, 'href' | 'children'> {
  /** The tax invoice's address (a PDF). */
  href: string;
}

/** "Download the tax invoice" (issue 15 §1), a secondary button-looking link. */
export function OrderInvoiceLink({ href, className, ...props }: OrderInvoiceLinkProps) {
  const intl = useIntl();
  return (
    <Link
      href={href}
      download
      data-slot="order-invoice-link"
      className={cn(buttonVariants({ variant: 'secondary', size: 'sm' }), className)}
      {...props}
    >
      <Download aria-hidden />
      {intl.formatMessage(messages.invoice)}
    </Link>
  );
}
