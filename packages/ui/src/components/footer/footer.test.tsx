import { describe, expect, test } from 'vitest';
import { renderWithLocale } from '../../test/render';
import { Footer } from './footer';

describe('Footer', () => {
  test.each([
    { locale: 'ar', year: 2030, text: '© ٢٠٣٠ هدية. جميع الحقوق محفوظة.' },
    { locale: 'en', year: 2030, text: '© 2030 Hadiya. All rights reserved.' },
  ] as const)('writes the year in the locale’s digits without grouping ($locale)', async ({ locale, year, text }) => {
    const screen = await renderWithLocale(<Footer year={year} />, { locale });
    await expect.element(screen.getByText(text)).toBeVisible();
  });

  test('defaults to the current year', async () => {
    const screen = await renderWithLocale(<Footer />, { locale: 'en' });
    await expect.element(screen.getByText(`© ${new Date().getFullYear()} Hadiya.`, { exact: false })).toBeVisible();
  });

  test('opens every social link in a new tab without leaking the opener', async () => {
    const screen = await renderWithLocale(<Footer socialLinks={{ x: 'https://x.com/example' }} />, { locale: 'en' });
    const links = screen.getByRole('list', { name: 'Follow us' }).getByRole('link').all();
    expect(links).toHaveLength(4);
    for (const link of links) {
      await expect.element(link).toHaveAttribute('target', '_blank');
      await expect.element(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect
      .element(screen.getByRole('link', { name: 'X (opens in a new tab)' }))
      .toHaveAttribute('href', 'https://x.com/example');
  });
});
