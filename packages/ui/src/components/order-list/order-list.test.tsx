import { describe, expect, test, vi } from 'vitest';
import { renderWithLocale } from '../../test/render';
import { OrderList } from './order-list';
import type { OrderListEntry } from './order-list-item';

const order: OrderListEntry = {
  id: 7,
  number: 'HD-10231',
  placedAt: '2026-11-20T21:30:00Z',
  status: 'delivered',
  total: 30_550,
  itemCount: 1,
  thumbnail: null,
  href: '/order/7',
};

describe('OrderList', () => {
  test.each([
    { locale: 'ar', name: 'الطلب HD-10231', date: '٢١ نوفمبر ٢٠٢٦', status: 'تم التوصيل', total: '٣٠٥٫٥٠' },
    { locale: 'en', name: 'Order HD-10231', date: 'Nov 21, 2026', status: 'Delivered', total: '305.50' },
  ] as const)(
    'each order links to its page with status, Riyadh date and total ($locale)',
    async ({ locale, name, date, status, total }) => {
      const screen = await renderWithLocale(<OrderList orders={[order]} />, { locale });
      const link = screen.getByRole('link', { name });
      await expect.element(link).toHaveAttribute('href', '/order/7');
      const item = screen.getByRole('listitem');
      await expect.element(item).toHaveTextContent(date);
      await expect.element(item).toHaveTextContent(status);
      await expect.element(item).toHaveTextContent(total);
    },
  );

  test('empty: a heading and the action, no list', async () => {
    const screen = await renderWithLocale(<OrderList orders={[]} emptyAction={<a href="/">Shop</a>} />, {
      locale: 'en',
    });
    await expect.element(screen.getByRole('heading', { name: 'No orders yet' })).toBeVisible();
    await expect.element(screen.getByRole('link', { name: 'Shop' })).toBeVisible();
    expect(screen.container.querySelector('ul')).toBeNull();
  });

  test('pages: the links appear with a page count above one', async () => {
    const onPageChange = vi.fn((_page: number, event: { preventDefault: () => void }) => event.preventDefault());
    const screen = await renderWithLocale(
      <OrderList
        orders={[order]}
        page={1}
        pageCount={2}
        hrefOfPage={(page) => `/my-orders?page=${page}`}
        onPageChange={onPageChange}
      />,
      { locale: 'en' },
    );
    await expect.element(screen.getByRole('navigation', { name: 'My orders: pages' })).toBeVisible();
    await screen.getByRole('link', { name: 'Next page' }).click();
    expect(onPageChange).toHaveBeenCalledWith(2, expect.anything());
  });
});
