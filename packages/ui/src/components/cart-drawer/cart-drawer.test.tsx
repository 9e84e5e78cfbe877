import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { LinkProvider } from '../../lib/link';
import { followed, RecordingLink } from '../../test/recording-link';
import { renderWithLocale } from '../../test/render';
import { sampleImages } from '../product-card/product-card.fixtures';
import { CartDrawer, type CartDrawerItem } from './cart-drawer';

const items: CartDrawerItem[] = [
  {
    id: 'a',
    title: 'Aloe vera',
    imageUrl: sampleImages.aloe,
    imageAlt: 'An aloe vera',
    quantity: 1,
    linePrice: 8_950,
    availableQuantity: 5,
  },
  {
    id: 'b',
    title: 'Red roses',
    imageUrl: sampleImages.roses,
    imageAlt: 'Red roses',
    quantity: 2,
    // 2 × 124.49, as the server priced the line.
    linePrice: 24_898,
    availableQuantity: 10,
    colorStock: 2,
  },
];

describe('CartDrawer', () => {
  test.each([
    { locale: 'ar', increase: 'زيادة كمية', decrease: 'إنقاص كمية', remove: 'إزالة Aloe vera' },
    { locale: 'en', increase: 'Increase quantity', decrease: 'Decrease quantity', remove: 'Remove Aloe vera' },
  ] as const)(
    'reports quantity changes and removals by line id ($locale)',
    async ({ locale, increase, decrease, remove }) => {
      const onQuantityChange = vi.fn();
      const onRemove = vi.fn();
      await renderWithLocale(
        <CartDrawer defaultOpen items={items} onQuantityChange={onQuantityChange} onRemove={onRemove} />,
        { locale },
      );
      const [aloe, roses] = page.getByRole('listitem').all();
      await aloe?.getByRole('button', { name: increase }).click();
      expect(onQuantityChange).toHaveBeenCalledExactlyOnceWith('a', 2);
      await aloe?.getByRole('button', { name: remove }).click();
      expect(onRemove).toHaveBeenCalledExactlyOnceWith('a');
      await roses?.getByRole('button', { name: decrease }).click();
      expect(onQuantityChange).toHaveBeenLastCalledWith('b', 1);
      // The colour has only 2 left (spec §5).
      await expect.element(roses?.getByRole('button', { name: increase }) ?? page.getByText('none')).toBeDisabled();
    },
  );

  test.each([
    { locale: 'ar', line: '٢٤٩', subtotal: '٣٣٨' },
    { locale: 'en', line: '249', subtotal: '338' },
  ] as const)('rounds line prices and the subtotal to whole riyals ($locale)', async ({ locale, line, subtotal }) => {
    await renderWithLocale(<CartDrawer defaultOpen items={items} subtotal={33_848} />, { locale });
    const dialog = page.getByRole('dialog').element();
    // 2 × 124.49 = 248.98 → 249; 89.50 + 248.98 = 338.48 → 338.
    const prices = [...dialog.querySelectorAll('[data-slot="cart-drawer-item-price"]')].map((el) => el.textContent);
    expect(prices[1]).toContain(line);
    expect(prices[1]).not.toMatch(/[0-9٠-٩][.٫][0-9٠-٩]/);
    expect(dialog.querySelector('[data-slot="cart-drawer-subtotal"]')?.textContent).toContain(subtotal);
  });

  test.each([{ name: 'View Cart' }, { name: 'Checkout' }])(
    '$name goes to /cart through the LinkProvider and closes the drawer',
    async ({ name }) => {
      followed.length = 0;
      const onOpenChange = vi.fn();
      await renderWithLocale(
        <LinkProvider component={RecordingLink}>
          <CartDrawer defaultOpen items={items} onOpenChange={onOpenChange} />
        </LinkProvider>,
        { locale: 'en' },
      );
      await page.getByRole('link', { name }).click();
      expect(followed).toEqual(['/cart']);
      expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
      await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    },
  );

  test.each([
    {
      locale: 'ar',
      black: 'اللون: أسود مطفي',
      sand: 'اللون: رملي',
      addons: 'الإضافات: شوكولاتة وبطاقة',
      engraving: 'النقش: Sara',
      removeBlack: 'إزالة كوب قهوة محفور، أسود مطفي',
      increaseSand: 'زيادة كمية كوب قهوة محفور، رملي',
    },
    {
      locale: 'en',
      black: 'Colour: أسود مطفي',
      sand: 'Colour: رملي',
      addons: 'Add-ons: شوكولاتة and بطاقة',
      engraving: 'Engraving: Sara',
      removeBlack: 'Remove كوب قهوة محفور, أسود مطفي',
      increaseSand: 'Increase quantity of كوب قهوة محفور, رملي',
    },
  ] as const)(
    'two lines of one product differ by colour, add-ons and engraving, on screen and to a screen reader ($locale)',
    async ({ locale, black, sand, addons, engraving, removeBlack, increaseSand }) => {
      const onRemove = vi.fn();
      const onQuantityChange = vi.fn();
      const mug = { title: 'كوب قهوة محفور', imageUrl: sampleImages.aloe, imageAlt: '', availableQuantity: 18 };
      await renderWithLocale(
        <CartDrawer
          defaultOpen
          items={[
            {
              ...mug,
              id: 1,
              quantity: 1,
              linePrice: 6_900,
              colorName: 'أسود مطفي',
              colorStock: 18,
            },
            {
              ...mug,
              id: 2,
              quantity: 1,
              linePrice: 9_900,
              colorName: 'رملي',
              colorStock: 4,
              addonNames: ['شوكولاتة', 'بطاقة'],
              engraving: 'Sara',
            },
          ]}
          onRemove={onRemove}
          onQuantityChange={onQuantityChange}
        />,
        { locale },
      );
      const [first, second] = page.getByRole('listitem').all();
      await expect.element(first?.getByText(black) ?? page.getByText('none')).toBeVisible();
      await expect.element(second?.getByText(sand) ?? page.getByText('none')).toBeVisible();
      await expect.element(second?.getByText(addons) ?? page.getByText('none')).toBeVisible();
      await expect.element(second?.getByText(engraving) ?? page.getByText('none')).toBeVisible();
      // The line without add-ons or engraving shows only its colour.
      expect(first?.element().querySelector('[data-slot="cart-drawer-item-addons"]')).toBeNull();
      expect(first?.element().querySelector('[data-slot="cart-drawer-item-engraving"]')).toBeNull();
      // The engraving keeps its own direction inside the other language's sentence.
      expect(second?.element().querySelector('[data-slot="cart-drawer-item-engraving"] bdi')?.textContent).toBe('Sara');
      await page.getByRole('button', { name: removeBlack }).click();
      expect(onRemove).toHaveBeenCalledExactlyOnceWith(1);
      await page.getByRole('button', { name: increaseSand }).click();
      expect(onQuantityChange).toHaveBeenCalledExactlyOnceWith(2, 2);
    },
  );

  test('shows no subtotal of its own: only the server’s', async () => {
    await renderWithLocale(<CartDrawer defaultOpen items={items} />, { locale: 'en' });
    expect(page.getByRole('dialog').element().querySelector('[data-slot="cart-drawer-subtotal"]')).toBeNull();
  });

  test('prefers the server’s subtotal when given', async () => {
    await renderWithLocale(<CartDrawer defaultOpen items={items} subtotal={40_000} />, { locale: 'en' });
    const subtotal = page.getByRole('dialog').element().querySelector('[data-slot="cart-drawer-subtotal"]');
    expect(subtotal?.textContent).toContain('400');
  });

  test('starts focus on the panel, not on the first line’s remove button', async () => {
    await renderWithLocale(<CartDrawer defaultOpen items={items} />, { locale: 'en' });
    const panel = page.getByRole('dialog', { name: 'Cart' });
    await expect.element(panel).toHaveFocus();
    await userEvent.tab();
    await expect.element(page.getByRole('button', { name: 'Remove Aloe vera' })).toHaveFocus();
  });

  test('shows the empty bag without actions', async () => {
    await renderWithLocale(<CartDrawer defaultOpen items={[]} />, { locale: 'en' });
    await expect.element(page.getByRole('heading', { name: 'Your bag is empty' })).toBeVisible();
    expect(page.getByRole('link').query()).toBeNull();
  });

  test('announces loading and hides the lines while loading', async () => {
    await renderWithLocale(<CartDrawer defaultOpen isLoading items={items} />, { locale: 'ar' });
    await expect.element(page.getByRole('status')).toHaveTextContent('جارٍ تحميل سلتك');
    await expect.element(page.getByRole('dialog')).toHaveAttribute('aria-busy', 'true');
    expect(page.getByRole('listitem').query()).toBeNull();
  });

  test.each([
    { locale: 'ar', edge: 'left' },
    { locale: 'en', edge: 'right' },
  ] as const)('slides from the end edge and closes on Escape ($locale)', async ({ locale, edge }) => {
    const onOpenChange = vi.fn();
    await renderWithLocale(<CartDrawer defaultOpen items={items} onOpenChange={onOpenChange} />, { locale });
    const panel = page.getByRole('dialog');
    await expect.poll(() => getComputedStyle(panel.element()).translate).toBe('none');
    const box = panel.element().getBoundingClientRect();
    if (edge === 'left') expect(box.left).toBeCloseTo(0, 0);
    else expect(box.right).toBeCloseTo(window.innerWidth, 0);
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await expect.element(panel).not.toBeInTheDocument();
  });
});
