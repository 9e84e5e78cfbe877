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

  test('empty: an explanation', async () => {
    const screen = await renderWithLocale(<WalletTransactionList transactions={[]} />, { locale: 'ar' });
    await expect.element(screen.getByRole('heading', { name: 'لا توجد عمليات بعد' })).toBeVisible();
  });
});
