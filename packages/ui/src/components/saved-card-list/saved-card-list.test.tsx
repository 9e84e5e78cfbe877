import { useState } from 'react';
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderWithLocale } from '../../test/render';
import { type SavedCard, SavedCardList } from './saved-card-list';

const cards: SavedCard[] = [
  { id: 1, brand: 'mada', last4: '1010', expiryMonth: 9, expiryYear: 2028 },
  { id: 2, brand: 'visa', last4: '1111', expiryMonth: 1, expiryYear: 2027 },
];

/**
 * A page whose `DELETE /user/save-card/{id}` reports pending on a later task (as a mutation does)
 * and ends when the test says so: with the card gone, or failed with the card still listed.
 */
function Page({ control }: { control: { end?: (isDeleted: boolean) => void } }) {
  const [list, setList] = useState(cards);
  const [deletingId, setDeletingId] = useState<SavedCard['id']>();
  return (
    <SavedCardList
      cards={list}
      deletingId={deletingId}
      now={new Date('2026-11-24T10:00:00Z')}
      onDelete={(id) => {
        setTimeout(() => setDeletingId(id), 20);
        control.end = (isDeleted) => {
          setDeletingId(undefined);
          if (isDeleted) setList((current) => current.filter((card) => card.id !== id));
        };
      }}
    />
  );
}

const locales = [
  { locale: 'ar', deleteVisa: 'حذف بطاقة فيزا المنتهية بـ \u20661111\u2069', yes: 'حذف البطاقة' },
  { locale: 'en', deleteVisa: 'Delete Visa card ending in 1111', yes: 'Delete card' },
] as const;

describe('SavedCardList', () => {
  test.each(locales)(
    'the dialog keeps its spinner while the deletion is pending and closes when the card goes ($locale)',
    async ({ locale, deleteVisa, yes }) => {
      const control: { end?: (isDeleted: boolean) => void } = {};
      const screen = await renderWithLocale(<Page control={control} />, { locale });
      await userEvent.click(screen.getByRole('button', { name: deleteVisa }));
      const dialog = page.getByRole('alertdialog');
      await userEvent.click(dialog.getByRole('button', { name: yes }));
      // Pending: reported on a later task, the dialog stays with Yes busy.
      await expect.element(dialog.getByRole('button', { name: yes })).toHaveAttribute('aria-busy', 'true');
      await new Promise((resolve) => setTimeout(resolve, 60));
      await expect.element(dialog).toBeInTheDocument();
      await expect.element(dialog.getByRole('button', { name: yes })).toHaveAttribute('aria-busy', 'true');
      control.end?.(true);
      await expect.element(dialog).not.toBeInTheDocument();
      expect(screen.getByRole('listitem').elements()).toHaveLength(1);
    },
  );

  test.each(locales)(
    'a failed deletion closes the dialog and keeps the card ($locale)',
    async ({ locale, deleteVisa, yes }) => {
      const control: { end?: (isDeleted: boolean) => void } = {};
      const screen = await renderWithLocale(<Page control={control} />, { locale });
      await userEvent.click(screen.getByRole('button', { name: deleteVisa }));
      const dialog = page.getByRole('alertdialog');
      await userEvent.click(dialog.getByRole('button', { name: yes }));
      await new Promise((resolve) => setTimeout(resolve, 60));
      await expect.element(dialog.getByRole('button', { name: yes })).toHaveAttribute('aria-busy', 'true');
      control.end?.(false);
      await expect.element(dialog).not.toBeInTheDocument();
      expect(screen.getByRole('listitem').elements()).toHaveLength(2);
    },
  );

  test('writes the expiry in the page’s numerals; a card without one shows none and is never expired', async () => {
    const screen = await renderWithLocale(
      <SavedCardList
        now={new Date('2026-11-24T10:00:00Z')}
        cards={[
          { id: 1, brand: 'mada', last4: '1010', expiryMonth: 9, expiryYear: 2028 },
          { id: 2, brand: 'card', brandName: 'American Express', last4: '0005', expiryMonth: null, expiryYear: null },
        ]}
      />,
      { locale: 'ar' },
    );
    const [mada, other] = screen.getByRole('listitem').elements();
    expect(mada).toHaveTextContent('\u2066٠٩/٢٨\u2069');
    expect(other).toHaveTextContent('American Express');
    expect(other).not.toHaveTextContent('تنتهي');
    expect(other).toHaveAttribute('data-state', 'valid');
    await expect
      .element(screen.getByRole('button', { name: 'حذف بطاقة American Express المنتهية بـ \u20660005\u2069' }))
      .toBeVisible();
  });
});
