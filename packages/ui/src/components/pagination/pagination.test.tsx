import { describe, expect, test } from 'vitest';
import { renderWithLocale } from '../../test/render';
import { Pagination } from './pagination';

const hrefOf = (page: number) => `/my-orders?page=${page}`;

describe('Pagination', () => {
  test.each([
    { locale: 'ar', previous: 'الصفحة السابقة', next: 'الصفحة التالية' },
    { locale: 'en', previous: 'Previous page', next: 'Next page' },
  ] as const)(
    'links the neighbours; the chevrons follow the reading direction ($locale)',
    async ({ locale, previous, next }) => {
      const screen = await renderWithLocale(<Pagination page={2} pageCount={3} hrefOf={hrefOf} />, { locale });
      await expect.element(screen.getByRole('link', { name: previous })).toHaveAttribute('href', '/my-orders?page=1');
      await expect.element(screen.getByRole('link', { name: next })).toHaveAttribute('href', '/my-orders?page=3');
      const previousBox = screen.getByRole('link', { name: previous }).element().getBoundingClientRect();
      const nextBox = screen.getByRole('link', { name: next }).element().getBoundingClientRect();
      expect(previousBox.left < nextBox.left).toBe(locale === 'en');
    },
  );

  test('the ends are disabled and a single page renders nothing', async () => {
    const screen = await renderWithLocale(<Pagination page={3} pageCount={3} hrefOf={hrefOf} />, { locale: 'en' });
    const next = screen.getByRole('link', { name: 'Next page' });
    await expect.element(next).toHaveAttribute('aria-disabled', 'true');
    expect(next.element().hasAttribute('href')).toBe(false);
    await screen.rerender(<Pagination page={1} pageCount={1} hrefOf={hrefOf} />);
    expect(screen.container.querySelector('nav')).toBeNull();
  });
});
