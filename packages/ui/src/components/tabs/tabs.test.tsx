import { describe, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderWithLocale } from '../../test/render';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

function OrdersTabs({ onValueChange }: { onValueChange?: (value: string) => void }) {
  return (
    <Tabs defaultValue="current" onValueChange={onValueChange}>
      <TabsList aria-label="Orders">
        <TabsTrigger value="current">Current</TabsTrigger>
        <TabsTrigger value="past">Past</TabsTrigger>
        <TabsTrigger value="cancelled" disabled>
          Cancelled
        </TabsTrigger>
        <TabsTrigger value="returns">Returns</TabsTrigger>
      </TabsList>
      <TabsContent value="current">Current orders</TabsContent>
      <TabsContent value="past">Past orders</TabsContent>
      <TabsContent value="cancelled">Cancelled orders</TabsContent>
      <TabsContent value="returns">Returned orders</TabsContent>
    </Tabs>
  );
}

describe('Tabs', () => {
  test.each([
    { locale: 'ar', forward: '{ArrowLeft}', back: '{ArrowRight}' },
    { locale: 'en', forward: '{ArrowRight}', back: '{ArrowLeft}' },
  ] as const)('arrow keys follow the reading direction ($locale)', async ({ locale, forward, back }) => {
    const onValueChange = vi.fn();
    const screen = await renderWithLocale(<OrdersTabs onValueChange={onValueChange} />, { locale });
    await screen.getByRole('tab', { name: 'Current' }).click();
    await userEvent.keyboard(forward);
    await expect.element(screen.getByRole('tab', { name: 'Past' })).toHaveFocus();
    await expect.element(screen.getByRole('tab', { name: 'Past' })).toHaveAttribute('aria-selected', 'true');
    await expect.element(screen.getByRole('tabpanel')).toHaveTextContent('Past orders');
    // The disabled tab is skipped.
    await userEvent.keyboard(forward);
    await expect.element(screen.getByRole('tab', { name: 'Returns' })).toHaveFocus();
    await userEvent.keyboard(back);
    await expect.element(screen.getByRole('tab', { name: 'Past' })).toHaveFocus();
    expect(onValueChange.mock.calls.map(([value]) => value)).toEqual(['past', 'returns', 'past']);
  });

  test.each(['ar', 'en'] as const)('Home and End jump to the ends (%s)', async (locale) => {
    const screen = await renderWithLocale(<OrdersTabs />, { locale });
    await screen.getByRole('tab', { name: 'Current' }).click();
    await userEvent.keyboard('{End}');
    await expect.element(screen.getByRole('tab', { name: 'Returns' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    await expect.element(screen.getByRole('tab', { name: 'Current' })).toHaveAttribute('aria-selected', 'true');
  });

  test('Tab moves from the chosen tab into its panel', async () => {
    const screen = await renderWithLocale(<OrdersTabs />, { locale: 'en' });
    await screen.getByRole('tab', { name: 'Past' }).click();
    await userEvent.tab();
    await expect.element(screen.getByRole('tabpanel', { name: 'Past' })).toHaveFocus();
  });

  test('names the list and ties each panel to its tab', async () => {
    const screen = await renderWithLocale(<OrdersTabs />, { locale: 'ar' });
    await expect.element(screen.getByRole('tablist', { name: 'Orders' })).toBeVisible();
    await expect.element(screen.getByRole('tabpanel', { name: 'Current' })).toHaveTextContent('Current orders');
  });
});
