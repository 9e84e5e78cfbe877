import { describe, expect, test } from 'vitest';
import { renderWithLocale } from '../../test/render';
import { WalletToggle } from './wallet-toggle';

describe('WalletToggle', () => {
  test.each([
    { locale: 'ar', title: 'المحفظة' },
    { locale: 'en', title: 'Wallet' },
  ] as const)('its heading fits the page’s outline, h3 by default ($locale)', async ({ locale, title }) => {
    const screen = await renderWithLocale(
      <>
        <WalletToggle balance={5_000} />
        <WalletToggle balance={5_000} headingLevel={2} />
        <WalletToggle balance={5_000} headingLevel={4} />
      </>,
      { locale },
    );
    const levels = screen
      .getByRole('heading', { name: title, exact: true })
      .elements()
      .map((heading) => heading.tagName);
    expect(levels).toEqual(['H3', 'H2', 'H4']);
    await expect.element(screen.getByRole('region', { name: title }).nth(1)).toBeVisible();
  });

  test.each([
    { locale: 'ar', error: 'لا يمكن استخدام المحفظة مع هذه القسيمة' },
    { locale: 'en', error: 'The wallet cannot be used with this coupon' },
  ] as const)('the server’s refusal is announced and describes the switch ($locale)', async ({ locale, error }) => {
    const screen = await renderWithLocale(<WalletToggle balance={5_000} />, { locale });
    await expect.element(screen.getByRole('alert')).not.toBeInTheDocument();
    await screen.rerender(<WalletToggle balance={5_000} errorMessage={error} />);
    await expect.element(screen.getByRole('alert')).toHaveTextContent(error);
    await expect.element(screen.getByRole('switch')).toHaveAccessibleDescription(error);
  });
});
