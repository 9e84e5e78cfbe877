import { ORDER_STATUSES } from '@hadiya/contract/orders';
import { describe, expect, test } from 'vitest';
import { renderWithLocale } from '../../test/render';
import { OrderStatusBadge } from './order-status-badge';

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
      <>
        {ORDER_STATUSES.map((status) => (
          <OrderStatusBadge key={status} status={status} />
        ))}
      </>,
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
});
