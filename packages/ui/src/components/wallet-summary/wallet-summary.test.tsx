import { describe, expect, test } from 'vitest';
import { renderWithLocale } from '../../test/render';
import { WalletSummary, WalletTransactionList } from './wallet-summary';

describe('WalletSummary', () => {
  test.each([
    { locale: 'ar', name: 'رصيد المحفظة', amount: '٥٠٫٠٠' },
    { locale: 'en', name: 'Wallet balance', amount: '50.00' },
  ] as const)('shows the balance ($locale)', async ({ locale, name, amount }) => {
    const screen = await renderWithLocale(<WalletSummary balance={5_000} />, { locale });
    await expect.element(screen.getByRole('region', { name })).toHaveTextContent(amount);
  });
});

describe('WalletTransactionList', () => {
  test('each type with its sign, date and order', async () => {
    const screen = await renderWithLocale(
      <WalletTransactionList
        transactions={[
          { id: 1, type: 'refund', amount: 1_000, createdAt: '2026-11-20T21:30:00Z', orderNumber: 'HD-1' },
          { id: 2, type: 'purchased', amount: -2_500, createdAt: '2026-11-19T10:00:00Z', orderNumber: 'HD-2' },
          { id: 3, type: 'bonus', amount: 500, createdAt: '2026-11-18T10:00:00Z' },
          { id: 4, type: 'refunded', amount: -700, createdAt: '2026-11-17T10:00:00Z' },
        ]}
      />,
      { locale: 'en' },
    );
    const rows = screen.getByRole('listitem').elements();
    expect(rows.map((row) => row.dataset.direction)).toEqual(['credit', 'debit', 'credit', 'debit']);
    expect(rows[0]?.textContent).toContain('Refund');
    // 21:30 UTC is the next day in Riyadh.
    expect(rows[0]?.textContent).toContain('Nov 21, 2026');
    expect(rows[0]?.textContent).toContain('Order HD-1');
    expect(rows[1]?.querySelector('[data-slot="wallet-transaction-amount"]')?.textContent).toMatch(/^−SAR\s25\.00$/);
    expect(rows[2]?.textContent).toContain('Bonus');
  });

  test.each([
    { locale: 'ar', debit: /^\u061C−\u200F٢٥٫٠٠\sر\.س\.\u200F$/, credit: /^\u061C\+\u200F١٠٫٠٠\sر\.س\.\u200F$/ },
    { locale: 'en', debit: /^−SAR\s25\.00$/, credit: /^\+SAR\s10\.00$/ },
  ] as const)('the sign comes before the number in reading order ($locale)', async ({ locale, debit, credit }) => {
    const screen = await renderWithLocale(
      <WalletTransactionList
        transactions={[
          { id: 1, type: 'purchased', amount: -2_500, createdAt: '2026-11-19T10:00:00Z' },
          { id: 2, type: 'refund', amount: 1_000, createdAt: '2026-11-18T10:00:00Z' },
        ]}
      />,
      { locale },
    );
    const amounts = [...screen.container.querySelectorAll<HTMLElement>('[data-slot="wallet-transaction-amount"]')];
    expect(amounts[0]?.textContent).toMatch(debit);
    expect(amounts[1]?.textContent).toMatch(credit);
    for (const amount of amounts) {
      // Where the sign and the first digit are drawn: the sign is on the reading direction's start side.
      const text = amount.firstChild as Text;
      const content = text.data;
      const at = (index: number) => {
        const range = document.createRange();
        range.setStart(text, index);
        range.setEnd(text, index + 1);
        return range.getBoundingClientRect();
      };
      const sign = at(content.search(/[+−]/));
      const digit = at(content.search(/[0-9٠-٩]/));
      if (locale === 'ar') expect(sign.left).toBeGreaterThan(digit.left);
      else expect(sign.left).toBeLessThan(digit.left);
    }
  });

  test.each([
    { locale: 'ar', scale: '-1 1' },
    { locale: 'en', scale: 'none' },
  ] as const)('the in and out arrows follow the reading direction ($locale)', async ({ locale, scale }) => {
    const screen = await renderWithLocale(
      <WalletTransactionList
        transactions={[
          { id: 1, type: 'purchased', amount: -2_500, createdAt: '2026-11-19T10:00:00Z' },
          { id: 2, type: 'refund', amount: 1_000, createdAt: '2026-11-18T10:00:00Z' },
          { id: 3, type: 'bonus', amount: 500, createdAt: '2026-11-18T10:00:00Z' },
        ]}
      />,
      { locale },
    );
    const icons = [...screen.container.querySelectorAll('[data-slot="wallet-transaction"] svg')];
    expect(icons.map((icon) => getComputedStyle(icon).scale)).toEqual([scale, scale, 'none']);
  });

  test('empty: an explanation', async () => {
    const screen = await renderWithLocale(<WalletTransactionList transactions={[]} />, { locale: 'ar' });
    await expect.element(screen.getByRole('heading', { name: 'لا توجد عمليات بعد' })).toBeVisible();
  });
});
