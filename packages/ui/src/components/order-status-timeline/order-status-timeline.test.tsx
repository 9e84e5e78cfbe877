import { describe, expect, test } from 'vitest';
import { renderWithLocale } from '../../test/render';
import { OrderStatusTimeline } from './order-status-timeline';

const cases = [
  { locale: 'ar', list: 'حالة الطلب', onTheWay: 'حالة الطلب: في الطريق', delivered: 'حالة الطلب: تم التوصيل' },
  { locale: 'en', list: 'Order status', onTheWay: 'Order status: On the way', delivered: 'Order status: Delivered' },
] as const;

describe('OrderStatusTimeline', () => {
  test.each(cases)('marks and announces the current step ($locale)', async ({ locale, list, onTheWay, delivered }) => {
    const screen = await renderWithLocale(<OrderStatusTimeline flow="delivery" status="onTheWay" />, { locale });
    await expect.element(screen.getByRole('list', { name: list })).toBeVisible();
    const steps = screen.getByRole('listitem').elements();
    expect(steps).toHaveLength(5);
    expect(steps.map((step) => step.getAttribute('aria-current'))).toEqual([null, null, null, 'step', null]);
    const status = screen.getByRole('status');
    await expect.element(status).toHaveTextContent(onTheWay);

    // The live region stays in place, so the change is what a screen reader announces.
    const region = status.element();
    await screen.rerender(<OrderStatusTimeline flow="delivery" status="delivered" />);
    await expect.element(status).toHaveTextContent(delivered);
    expect(screen.getByRole('status').element()).toBe(region);
    expect(steps[4]?.getAttribute('aria-current')).toBe('step');
    expect(steps[4]?.dataset.state).toBe('complete');
  });

  test('the pick-up flow has its own steps', async () => {
    const screen = await renderWithLocale(<OrderStatusTimeline flow="pickup" status="readyForPickUp" />, {
      locale: 'en',
    });
    const labels = screen
      .getByRole('listitem')
      .elements()
      .map((step) => step.querySelector('[data-slot="order-status-timeline-label"]')?.firstChild?.textContent);
    expect(labels).toEqual([
      'Confirmed',
      'Accepted',
      'Processing',
      'Wrapping the gift',
      'Ready for pick up',
      'Picked up',
    ]);
    await expect.element(screen.getByRole('listitem').nth(4)).toHaveAttribute('aria-current', 'step');
    await expect.element(screen.getByRole('listitem').nth(3)).toHaveTextContent('Wrapping the gift (Completed)');
    await expect.element(screen.getByRole('listitem').nth(5)).toHaveTextContent('Picked up (Not yet)');
  });

  test.each(cases)('a cancelled order ends after the last reached step ($locale)', async ({ locale }) => {
    const screen = await renderWithLocale(
      <OrderStatusTimeline flow="delivery" status="cancelled" lastReachedStep="wrapGift" />,
      { locale },
    );
    const steps = screen.getByRole('listitem').elements();
    expect(steps.map((step) => step.dataset.state)).toEqual(['complete', 'complete', 'complete', 'terminal']);
    expect(steps[3]?.getAttribute('aria-current')).toBe('step');
    await expect.element(screen.getByRole('status')).toHaveTextContent(locale === 'ar' ? 'ملغي' : 'Cancelled');
  });

  test('a rejected order without a reached step shows the rejection alone', async () => {
    const screen = await renderWithLocale(<OrderStatusTimeline flow="pickup" status="rejected" />, { locale: 'en' });
    expect(screen.getByRole('listitem').elements()).toHaveLength(1);
    await expect.element(screen.getByRole('status')).toHaveTextContent('Order status: Rejected');
  });

  test.each(cases)('times are in Riyadh time with the locale’s digits ($locale)', async ({ locale }) => {
    const screen = await renderWithLocale(
      <OrderStatusTimeline flow="delivery" status="accepted" timestamps={{ accepted: '2025-03-02T21:30:00Z' }} />,
      { locale },
    );
    const time = screen.container.querySelector('time');
    expect(time?.getAttribute('dateTime')).toBe('2025-03-02T21:30:00.000Z');
    // 21:30 UTC is already 3 March in Riyadh (UTC+3).
    expect(time?.textContent).toBe(locale === 'ar' ? '٣ مارس ٢٠٢٥، ١٢:٣٠ ص' : 'Mar 3, 2025, 12:30 AM');
  });

  test('steps not reached yet show no time', async () => {
    const screen = await renderWithLocale(
      <OrderStatusTimeline
        flow="pickup"
        status="processing"
        timestamps={{
          accepted: '2025-03-05T06:00:00Z',
          processing: '2025-03-05T06:20:00Z',
          pickedUp: '2025-03-05T08:00:00Z',
        }}
      />,
      { locale: 'en' },
    );
    const steps = screen.getByRole('listitem').elements();
    expect(steps.map((step) => step.querySelector('time') !== null)).toEqual([false, true, true, false, false, false]);
  });

  test('the row follows the reading direction from sm up', async () => {
    const ar = await renderWithLocale(<OrderStatusTimeline flow="delivery" status="wrapGift" />, { locale: 'ar' });
    const [first, second] = ar.getByRole('listitem').elements();
    // Arabic: the first step is on the right.
    expect(first!.getBoundingClientRect().left).toBeGreaterThan(second!.getBoundingClientRect().left);
    await ar.unmount();
    const en = await renderWithLocale(<OrderStatusTimeline flow="delivery" status="wrapGift" />, { locale: 'en' });
    const [firstEn, secondEn] = en.getByRole('listitem').elements();
    expect(firstEn!.getBoundingClientRect().left).toBeLessThan(secondEn!.getBoundingClientRect().left);
  });

  test.each(cases)('the recipient declining ends the delivery flow ($locale)', async ({ locale }) => {
    const screen = await renderWithLocale(
      <OrderStatusTimeline
        flow="delivery"
        status="recipientRejected"
        lastReachedStep="waitingForRecipient"
        timestamps={{ waitingForRecipient: '2025-03-02T07:00:00Z', recipientRejected: '2025-03-02T09:00:00Z' }}
      />,
      { locale },
    );
    const steps = screen.getByRole('listitem').elements();
    expect(steps.map((step) => step.dataset.state)).toEqual(['complete', 'terminal']);
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent(locale === 'ar' ? 'رفض المستلم الهدية' : 'Recipient rejected');
  });

  test('an order waiting for the recipient shows that step first', async () => {
    const screen = await renderWithLocale(<OrderStatusTimeline flow="delivery" status="waitingForRecipient" />, {
      locale: 'en',
    });
    const steps = screen.getByRole('listitem').elements();
    expect(steps).toHaveLength(6);
    expect(steps[0]?.getAttribute('aria-current')).toBe('step');
    await expect.element(screen.getByRole('status')).toHaveTextContent('Order status: Waiting for the recipient');
  });
});
