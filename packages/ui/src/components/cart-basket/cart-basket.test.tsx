import { describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithLocale } from '../../test/render';
import { sampleImages } from '../product-card/product-card.fixtures';
import { CartBasket, type CartBasketLine } from './cart-basket';

const lines: CartBasketLine[] = [
  {
    id: 1,
    title: 'Aloe vera',
    href: '/product/aloe',
    imageUrl: sampleImages.aloe,
    imageAlt: 'An aloe vera',
    quantity: 2,
    linePrice: 17_900,
    availableQuantity: 5,
  },
  {
    id: 2,
    title: 'Red roses',
    href: '/product/roses',
    imageUrl: sampleImages.roses,
    imageAlt: 'Red roses',
    quantity: 2,
    // 2 × 124.49, as the server priced the line.
    linePrice: 24_898,
    availableQuantity: 10,
    colorStock: 2,
  },
];

const unavailable: CartBasketLine = {
  id: 3,
  title: 'Monstera',
  href: '/product/monstera',
  imageUrl: sampleImages.aloe,
  imageAlt: 'A monstera',
  quantity: 2,
  linePrice: 64_000,
  availableQuantity: 10,
  unavailableMessage: 'Not delivered to this city',
};

const totals = { subtotal: 42_798, vatIncluded: 5_582, total: 42_798 };

describe('CartBasket', () => {
  test.each([
    {
      locale: 'ar',
      increase: (product: string) => `زيادة كمية ${product}`,
      decrease: (product: string) => `إنقاص كمية ${product}`,
      stock: 'المتوفر ٢ فقط',
    },
    {
      locale: 'en',
      increase: (product: string) => `Increase quantity of ${product}`,
      decrease: (product: string) => `Decrease quantity of ${product}`,
      stock: 'Only 2 available',
    },
  ] as const)(
    'plus and minus are named after their line’s product ($locale)',
    async ({ locale, increase, decrease, stock }) => {
      const onQuantityChange = vi.fn();
      await renderWithLocale(<CartBasket lines={lines} {...totals} onQuantityChange={onQuantityChange} />, { locale });
      await page.getByRole('button', { name: increase('Aloe vera') }).click();
      expect(onQuantityChange).toHaveBeenLastCalledWith(1, 3);
      await page.getByRole('button', { name: decrease('Red roses') }).click();
      expect(onQuantityChange).toHaveBeenLastCalledWith(2, 1);
      // The colour has only 2 left (spec §5).
      const rosesPlus = page.getByRole('button', { name: increase('Red roses') });
      await expect.element(rosesPlus).toBeDisabled();
      await expect.element(rosesPlus).toHaveAccessibleDescription(stock);
    },
  );

  test.each([
    { locale: 'ar', increase: 'زيادة كمية Monstera', decrease: 'إنقاص كمية Monstera', remove: 'إزالة Monstera' },
    {
      locale: 'en',
      increase: 'Increase quantity of Monstera',
      decrease: 'Decrease quantity of Monstera',
      remove: 'Remove Monstera',
    },
  ] as const)(
    'a line the server cannot sell cannot grow; it can shrink and go ($locale)',
    async ({ locale, increase, decrease, remove }) => {
      const onQuantityChange = vi.fn();
      const onRemove = vi.fn();
      const screen = await renderWithLocale(
        <CartBasket lines={[unavailable]} {...totals} onQuantityChange={onQuantityChange} onRemove={onRemove} />,
        { locale },
      );
      const plus = page.getByRole('button', { name: increase });
      await expect.element(plus).toBeDisabled();
      await expect.element(plus).toHaveAccessibleDescription('Not delivered to this city');
      await page.getByRole('button', { name: decrease }).click();
      expect(onQuantityChange).toHaveBeenCalledExactlyOnceWith(3, 1);

      await screen.rerender(
        <CartBasket
          lines={[{ ...unavailable, quantity: 1 }]}
          {...totals}
          onQuantityChange={onQuantityChange}
          onRemove={onRemove}
        />,
      );
      await page.getByRole('button', { name: remove }).click();
      expect(onRemove).toHaveBeenCalledExactlyOnceWith(3);
    },
  );

  test.each([
    { locale: 'ar', removeSand: 'إزالة كوب قهوة محفور، رملي', engraving: 'النقش: Sara' },
    { locale: 'en', removeSand: 'Remove كوب قهوة محفور, رملي', engraving: 'Engraving: Sara' },
  ] as const)(
    'two lines of one product in two colours are told apart by their buttons too ($locale)',
    async ({ locale, removeSand, engraving }) => {
      const onRemove = vi.fn();
      const mug = { ...lines[0], title: 'كوب قهوة محفور', href: '/product/mug', quantity: 1 } as CartBasketLine;
      const screen = await renderWithLocale(
        <CartBasket
          lines={[
            { ...mug, id: 7, colorName: 'أسود مطفي' },
            { ...mug, id: 8, colorName: 'رملي', engraving: 'Sara' },
          ]}
          {...totals}
          onRemove={onRemove}
        />,
        { locale },
      );
      await page.getByRole('button', { name: removeSand }).click();
      expect(onRemove).toHaveBeenCalledExactlyOnceWith(8);
      const engraved = screen.container.querySelectorAll('[data-slot="basket-line-engraving"]');
      expect([...engraved].map((line) => line.textContent)).toEqual([engraving]);
      expect(engraved[0]?.querySelector('bdi')?.textContent).toBe('Sara');
    },
  );

  test.each([
    { locale: 'ar', lines: ['١٧٩', '٢٤٩'], subtotal: '٤٢٨', vat: '٥٦' },
    { locale: 'en', lines: ['179', '249'], subtotal: '428', vat: '56' },
  ] as const)(
    'the summary is rounded to whole riyals like the lines (spec §9) ($locale)',
    async ({ locale, lines: linePrices, subtotal, vat }) => {
      const screen = await renderWithLocale(<CartBasket lines={lines} {...totals} />, { locale });
      const items = screen.container.querySelectorAll('[data-slot="basket-line"]');
      expect([...items].map((item) => item.textContent)).toEqual([
        expect.stringContaining(linePrices[0]),
        expect.stringContaining(linePrices[1]),
      ]);
      const text = (slot: string) => screen.container.querySelector(`[data-slot="${slot}"]`)?.textContent ?? '';
      for (const slot of ['basket-subtotal', 'basket-total']) {
        expect(text(slot)).toContain(subtotal);
        // No halalas: 427.98 shows as 428, as the lines do.
        expect(text(slot)).not.toMatch(/[\d٠-٩][.٫][\d٠-٩]/);
      }
      expect(text('basket-vat')).toContain(vat);
      expect(text('basket-vat')).not.toMatch(/[\d٠-٩][.٫][\d٠-٩]/);
    },
  );

  test('the pictures of the lines a phone shows first load with the page; the ones below wait until scrolled near', async () => {
    const many = [...lines, unavailable, { ...unavailable, id: 4 }, { ...unavailable, id: 5 }];
    const screen = await renderWithLocale(<CartBasket lines={many} {...totals} />, { locale: 'en' });
    const pictures = screen.container.querySelectorAll('[data-slot="basket-line"] img');
    expect([...pictures].map((picture) => picture.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'lazy',
      'lazy',
    ]);
    // Eager, but not the page's one high-priority picture.
    for (const picture of pictures) expect(picture.getAttribute('fetchpriority')).toBeNull();
  });
});
