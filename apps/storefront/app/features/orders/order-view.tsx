/**
 * An order's page (issue 15 §1): status and timeline, items, recipient or cafe branch, date and
 * slot, the message card (a form until the gift is wrapped), payment and the tax invoice.
 */
import type { OrderPage } from '@hadiya/contract/calls/orders';
import { MESSAGE_CARD_MAX_LENGTH, type PaymentMethod } from '@hadiya/contract/orders';
import {
  Badge,
  Button,
  FormAlert,
  formatPrice,
  Link,
  MessageCardField,
  OrderStatusTimeline,
  ProductImage,
  useLocale,
} from '@hadiya/ui';
import type { ReactNode } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { Form, useNavigation } from 'react-router';
import { formatDate, statusTone } from './order-parts';
import { messages } from './orders.messages';
import { timelineOf } from './timeline';

const methodMessages: Record<PaymentMethod, MessageDescriptor> = {
  card: messages.methodCard,
  applepay: messages.methodApplepay,
  stcpay: messages.methodStcpay,
  tabby: messages.methodTabby,
  tamara: messages.methodTamara,
  wallet: messages.methodWallet,
};

function Section({ title, slot, children }: { title: ReactNode; slot: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3 rounded-2xl border border-line p-4 sm:p-5" data-slot={slot}>
      <h2 className="font-bold text-lg">{title}</h2>
      {children}
    </section>
  );
}

export interface MessageCardState {
  ok: boolean;
  message: string | null;
  field: string | null;
}

export interface OrderViewProps {
  order: OrderPage;
  cardResult?: MessageCardState;
}

export function OrderView({ order, cardResult }: OrderViewProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const navigation = useNavigation();
  const timeline = timelineOf(order.timeline);
  // The server's rule: the card may change until the gift is wrapped (status 3).
  const canEditCard = order.can_edit_message_card;
  const invoiceHref = order.invoice_path ? `/api${order.invoice_path}` : null;
  const isPickup = order.delivery_type === 'cafe_pickup';
  const { summary } = order;
  const isSavingCard = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'message-card';
  return (
    <div className="flex flex-col gap-5" data-slot="order-view" data-status={order.status}>
      <Section title={intl.formatMessage(messages.timeline)} slot="order-timeline">
        <p className="flex flex-wrap items-center gap-2">
          <span className="text-ink-muted">{intl.formatMessage(messages.status)}</span>
          <Badge variant={statusTone(order.status)} data-slot="order-status">
            {order.status_label}
          </Badge>
        </p>
        {timeline ? <OrderStatusTimeline {...timeline} /> : null}
      </Section>

      <Section title={intl.formatMessage(messages.items)} slot="order-items">
        <ul className="flex flex-col gap-3">
          {order.items.map((item) => (
            <li key={item.id} className="flex gap-3" data-slot="order-item">
              <ProductImage
                src={item.feature_image}
                alt=""
                ratio="1/1"
                sizes="4rem"
                className="size-16 shrink-0 rounded-lg"
              />
              <div className="flex min-w-0 flex-1 flex-col gap-0.5 text-sm">
                <span className="font-semibold text-base">{item.product_title}</span>
                <span className="text-ink-muted">
                  {intl.formatMessage(messages.quantity, { count: item.quantity })}
                </span>
                {item.color_name ? (
                  <span className="text-ink-muted">
                    {intl.formatMessage(messages.colour, { name: item.color_name })}
                  </span>
                ) : null}
                {item.engrave_text ? (
                  <span className="text-ink-muted">
                    {intl.formatMessage(messages.engraving, { text: item.engrave_text })}
                  </span>
                ) : null}
                {item.addons.map((addon) => (
                  <span key={addon.product_id} className="text-ink-muted">
                    {intl.formatMessage(messages.addon, { name: addon.product_title })}
                  </span>
                ))}
              </div>
              <span className="font-semibold">{formatPrice(item.line_price, locale)}</span>
            </li>
          ))}
        </ul>
      </Section>

      <div className="grid gap-5 sm:grid-cols-2">
        {isPickup ? (
          <Section title={intl.formatMessage(messages.cafeBranch)} slot="order-cafe">
            <p className="font-semibold">{order.cafe_branch?.name}</p>
            <p className="text-ink-muted text-sm">{order.cafe_branch?.address}</p>
            {order.recipient.name ? (
              <p className="text-sm">{intl.formatMessage(messages.pickupBy, { name: order.recipient.name })}</p>
            ) : null}
          </Section>
        ) : (
          <Section title={intl.formatMessage(messages.recipient)} slot="order-recipient">
            <p className="font-semibold">{order.recipient.name}</p>
            {order.recipient.phone_number ? (
              <p className="text-sm" dir="ltr">
                <bdi>
                  +{order.recipient.phone_code} {order.recipient.phone_number}
                </bdi>
              </p>
            ) : null}
            {order.recipient.address ? (
              // Written by the buyer or the recipient in their own language, like the card.
              <p dir="auto" className="text-ink-muted text-sm" data-slot="order-recipient-address">
                {order.recipient.address}
              </p>
            ) : order.recipient_supplies_address ? (
              <p className="text-ink-muted text-sm">{intl.formatMessage(messages.recipientSupplies)}</p>
            ) : null}
          </Section>
        )}
        <Section title={intl.formatMessage(messages.delivery)} slot="order-slot">
          {order.delivery_date || order.slot ? (
            <p>
              {order.delivery_date ? formatDate(order.delivery_date, locale) : null}
              {order.slot ? (
                <>
                  {' · '}
                  <bdi>{order.slot.label}</bdi>
                </>
              ) : null}
            </p>
          ) : (
            <p className="text-ink-muted">{intl.formatMessage(messages.noSlot)}</p>
          )}
        </Section>
      </div>

      <Section title={intl.formatMessage(messages.messageCard)} slot="order-message-card">
        {canEditCard ? (
          <Form method="post" className="flex flex-col gap-3" data-slot="message-card-form">
            <input type="hidden" name="intent" value="message-card" />
            {cardResult?.ok ? (
              <p role="status" className="rounded-md bg-success-50 px-3 py-2 text-sm text-success-700">
                {intl.formatMessage(messages.messageCardSaved)}
              </p>
            ) : null}
            <FormAlert
              message={
                cardResult && !cardResult.ok && !cardResult.field ? (cardResult.message ?? undefined) : undefined
              }
            />
            <MessageCardField
              maxLength={MESSAGE_CARD_MAX_LENGTH}
              defaultValue={order.message_card}
              errorMessage={cardResult && !cardResult.ok && cardResult.field ? cardResult.message : undefined}
            />
            <Button type="submit" variant="secondary" className="self-start" isLoading={isSavingCard}>
              {intl.formatMessage(messages.editMessageCard)}
            </Button>
          </Form>
        ) : (
          <>
            {order.message_card ? (
              // The buyer's own words: laid out in the direction of their language (see gift.tsx).
              <blockquote
                dir="auto"
                className="whitespace-pre-line border-leaf-700 border-s-4 ps-3"
                data-slot="message-card-text"
              >
                {order.message_card}
              </blockquote>
            ) : (
              <p className="text-ink-muted">{intl.formatMessage(messages.noMessageCard)}</p>
            )}
            {cardResult && !cardResult.ok ? <FormAlert message={cardResult.message ?? undefined} /> : null}
            <p className="text-ink-muted text-sm">{intl.formatMessage(messages.messageCardLocked)}</p>
          </>
        )}
      </Section>

      <Section title={intl.formatMessage(messages.payment)} slot="order-payment">
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1.5 text-sm">
          {order.payment_method ? (
            <>
              <dt className="text-ink-muted">{intl.formatMessage(messages.paymentMethod)}</dt>
              <dd>{intl.formatMessage(methodMessages[order.payment_method])}</dd>
            </>
          ) : null}
          <dt className="text-ink-muted">{intl.formatMessage(messages.subtotal)}</dt>
          <dd>{formatPrice(summary.subtotal, locale)}</dd>
          {summary.addons > 0 ? (
            <>
              <dt className="text-ink-muted">{intl.formatMessage(messages.addons)}</dt>
              <dd>{formatPrice(summary.addons, locale)}</dd>
            </>
          ) : null}
          <dt className="text-ink-muted">{intl.formatMessage(messages.deliveryFee)}</dt>
          <dd>{formatPrice(summary.delivery_fee, locale)}</dd>
          {summary.discount > 0 ? (
            <>
              <dt className="text-ink-muted">{intl.formatMessage(messages.discount)}</dt>
              <dd>−{formatPrice(summary.discount, locale)}</dd>
            </>
          ) : null}
          <dt className="font-bold">{intl.formatMessage(messages.total)}</dt>
          <dd className="font-bold" data-slot="order-total">
            {formatPrice(summary.total, locale)}
          </dd>
          {/* The wallet pays part of the total, it does not lower it: its line follows the total
              (subtotal + add-ons + delivery − discount), then what was left for the other method. */}
          {summary.wallet > 0 ? (
            <>
              <dt className="text-ink-muted">{intl.formatMessage(messages.walletUsed)}</dt>
              <dd data-slot="order-wallet">−{formatPrice(summary.wallet, locale)}</dd>
              {summary.amount_due > 0 ? (
                <>
                  <dt className="text-ink-muted">{intl.formatMessage(messages.afterWallet)}</dt>
                  <dd data-slot="order-after-wallet">{formatPrice(summary.amount_due, locale)}</dd>
                </>
              ) : null}
            </>
          ) : null}
        </dl>
        {invoiceHref ? (
          <a
            href={invoiceHref}
            className="self-start font-medium text-leaf-800 underline underline-offset-4"
            data-slot="order-invoice"
          >
            {intl.formatMessage(messages.invoice)}
          </a>
        ) : null}
      </Section>

      <Link href="/my-orders" className="self-start font-medium text-leaf-800 underline underline-offset-4">
        {intl.formatMessage(messages.backToOrders)}
      </Link>
    </div>
  );
}
