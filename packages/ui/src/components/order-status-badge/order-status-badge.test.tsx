import { ORDER_STATUSES, type OrderStatus, orderStatusLabels } from '@hadiya/contract/orders';
import { describe, expect, test } from 'vitest';
import { renderWithLocale } from '../../test/render';
import { OrderStatusTimeline } from '../order-status-timeline';
import { OrderStatusBadge, useOrderStatusLabel } from './order-status-badge';

/** A status's name as `useOrderStatusLabel` gives it, to compare with the badge's. */
function Label({ status }: { status: string }) {
  return <p data-testid="label">{useOrderStatusLabel()(status)}</p>;
}

describe('OrderStatusBadge', () => {
  test.each([
    { locale: 'ar', text: 'في الطريق' },
    { locale: 'en', text: 'On the way' },
  ] as const)('names the status ($locale)', async ({ locale, text }) => {
    const screen = await renderWithLocale(<OrderStatusBadge status="on_the_way" />, { locale });
    await expect.element(screen.getByText(text)).toBeVisible();
  });

  test('every status has a name and a tone', async () => {
    const screen = await renderWithLocale(
      ORDER_STATUSES.map((status) => <OrderStatusBadge key={status} status={status} />),
      { locale: 'en' },
    );
    const badges = [...screen.container.querySelectorAll<HTMLElement>('[data-slot="order-status-badge"]')];
    expect(badges.map((badge) => badge.dataset.status)).toEqual([...ORDER_STATUSES]);
    for (const badge of badges) expect(badge.textContent?.trim()).not.toBe('');
    expect(badges.find((badge) => badge.dataset.status === 'failed')?.dataset.tone).toBe('stopped');
    expect(badges.find((badge) => badge.dataset.status === 'picked_up')?.dataset.tone).toBe('done');
  });

  test('the server’s label replaces the built-in name', async () => {
    const screen = await renderWithLocale(<OrderStatusBadge status="delivered" label="Delivered today" />, {
      locale: 'en',
    });
    await expect.element(screen.getByText('Delivered today')).toBeVisible();
  });
  test.each([
    { locale: 'ar', unknown: 'الحالة غير معروفة' },
    { locale: 'en', unknown: 'Status unknown' },
  ] as const)(
    'a status it does not know reads “Status unknown”, in the badge and the label ($locale)',
    async ({ locale, unknown }) => {
      const screen = await renderWithLocale(
        <>
          <OrderStatusBadge status={'returned_to_sender' as OrderStatus} />
          <Label status="returned_to_sender" />
        </>,
        { locale },
      );
      const badge = screen.container.querySelector<HTMLElement>('[data-slot="order-status-badge"]');
      expect(badge?.textContent).toBe(unknown);
      expect(badge?.dataset.status).toBe('unknown');
      expect(badge?.dataset.tone).toBe('neutral');
      await expect.element(screen.getByTestId('label')).toHaveTextContent(unknown);
    },
  );

  test.each([
    { locale: 'ar', names: ['تم القبول', 'قبل المستلم الهدية', 'تغليف الهدية'], failed: 'فشل' },
    { locale: 'en', names: ['Accepted', 'Recipient accepted', 'Wrapping the gift'], failed: 'Failed' },
  ] as const)('the badge and the timeline name a status alike ($locale)', async ({ locale, names, failed }) => {
    const screen = await renderWithLocale(
      <>
        <OrderStatusBadge status="accepted" />
        <OrderStatusBadge status="recipient_accepted" />
        <OrderStatusBadge status="wrap_gift" />
        <OrderStatusBadge status="failed" />
        <OrderStatusTimeline flow="delivery" status="onTheWay" />
        <OrderStatusTimeline flow="delivery" status="failed" />
      </>,
      { locale },
    );
    const badges = [...screen.container.querySelectorAll('[data-slot="order-status-badge"]')].map(
      (badge) => badge.textContent,
    );
    expect(badges).toEqual([...names, failed]);
    const steps = [...screen.container.querySelectorAll('[data-slot="order-status-timeline-label"]')].map(
      (label) => label.firstChild?.textContent,
    );
    expect(steps.slice(0, 3)).toEqual(names);
    expect(steps.at(-1)).toBe(failed);
  });

  test.each(['ar', 'en'] as const)(
    'names every status as the contract’s orderStatusLabels (the server’s status_label) do (%s)',
    async (locale) => {
      const screen = await renderWithLocale(
        ORDER_STATUSES.map((status) => <OrderStatusBadge key={status} status={status} />),
        { locale },
      );
      const names = [...screen.container.querySelectorAll('[data-slot="order-status-badge"]')].map(
        (badge) => badge.textContent,
      );
      expect(names).toEqual(ORDER_STATUSES.map((status) => orderStatusLabels[status][locale]));
      // Spec §4's labels: "recipient rejected", "failed".
      expect(names[ORDER_STATUSES.indexOf('failed')]).toBe(locale === 'ar' ? 'فشل' : 'Failed');
      expect(names[ORDER_STATUSES.indexOf('recipient_rejected')]).toBe(
        locale === 'ar' ? 'رفض المستلم الهدية' : 'Recipient rejected',
      );
    },
  );
});
