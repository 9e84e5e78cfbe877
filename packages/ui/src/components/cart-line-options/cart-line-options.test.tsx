import { describe, expect, test } from 'vitest';
import { renderWithLocale } from '../../test/render';
import { CartLineOptions } from './cart-line-options';

describe('CartLineOptions', () => {
  test.each([
    {
      locale: 'ar',
      color: 'اللون: أبيض',
      addons: 'الإضافات: علبة شوكولاتة وبطاقة شكر',
      engraving: 'النقش: Sara ❤ عمر',
      names: ['علبة شوكولاتة', 'بطاقة شكر'],
    },
    {
      locale: 'en',
      color: 'Colour: White',
      addons: 'Add-ons: Chocolate box and Thank-you card',
      engraving: 'Engraving: Sara ❤ عمر',
      names: ['Chocolate box', 'Thank-you card'],
    },
  ] as const)(
    'says the colour, the add-ons as one list and the engraving ($locale)',
    async ({ locale, color, addons, engraving, names }) => {
      const screen = await renderWithLocale(
        <CartLineOptions colorName={locale === 'ar' ? 'أبيض' : 'White'} addonNames={names} engraving="Sara ❤ عمر" />,
        { locale },
      );
      const text = (slot: string) => screen.container.querySelector(`[data-slot="${slot}"]`)?.textContent;
      expect(text('cart-line-color')).toBe(color);
      expect(text('cart-line-addons')).toBe(addons);
      expect(text('cart-line-engraving')).toBe(engraving);
      // The shopper's words keep their own direction inside the page's.
      expect(screen.container.querySelector('[data-slot="cart-line-engraving"] bdi')?.textContent).toBe('Sara ❤ عمر');
    },
  );

  test.each([
    { name: 'nothing chosen', props: {} },
    { name: 'an empty add-on list and an empty engraving', props: { addonNames: [], engraving: '' } },
  ])('renders nothing for $name', async ({ props }) => {
    const screen = await renderWithLocale(<CartLineOptions {...props} />, { locale: 'en' });
    expect(screen.container.innerHTML).toBe('');
  });

  test('shows only what was chosen', async () => {
    const screen = await renderWithLocale(<CartLineOptions addonNames={['Greeting card']} />, { locale: 'en' });
    const options = screen.container.querySelector('[data-slot="cart-line-options"]');
    expect([...(options?.children ?? [])].map((part) => part.getAttribute('data-slot'))).toEqual(['cart-line-addons']);
  });

  test('names its slots after the host and mirrors its size', async () => {
    const screen = await renderWithLocale(
      <CartLineOptions
        slotPrefix="cart-drawer-item"
        size="sm"
        colorName="Red"
        engraving="Omar"
        data-testid="options"
      />,
      { locale: 'en' },
    );
    const options = screen.container.querySelector('[data-slot="cart-drawer-item-options"]');
    expect(options).toHaveAttribute('data-size', 'sm');
    expect(options).toHaveAttribute('data-testid', 'options');
    expect([...(options?.children ?? [])].map((part) => part.getAttribute('data-slot'))).toEqual([
      'cart-drawer-item-color',
      'cart-drawer-item-engraving',
    ]);
  });
});
