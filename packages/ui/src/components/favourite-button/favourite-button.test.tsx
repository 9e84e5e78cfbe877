import { describe, expect, test, vi } from 'vitest';
import { renderWithLocale } from '../../test/render';
import { FavouriteButton } from './favourite-button';

describe('FavouriteButton', () => {
  test.each([
    { locale: 'ar', labelled: 'المفضلة', icon: 'تفضيل نبتة الصبار' },
    { locale: 'en', labelled: 'Favourite', icon: 'Favourite Aloe vera plant' },
  ] as const)('keeps its name while pending; only aria-busy changes ($locale)', async ({ locale, labelled, icon }) => {
    const onToggle = vi.fn();
    const screen = await renderWithLocale(
      <>
        <FavouriteButton productName="x" isPending onToggle={onToggle} />
        <FavouriteButton size="icon" productName={locale === 'ar' ? 'نبتة الصبار' : 'Aloe vera plant'} isPending />
      </>,
      { locale },
    );
    const first = screen.getByRole('button').nth(0);
    await expect.element(first).toHaveAccessibleName(labelled);
    await expect.element(screen.getByRole('button').nth(1)).toHaveAccessibleName(icon);
    await expect.element(first).toHaveAttribute('aria-busy', 'true');
    expect(screen.container.querySelector('[role="status"]')).toBeNull();
    await first.click();
    expect(onToggle).not.toHaveBeenCalled();
  });
});
