import { Heart, ShoppingBag } from 'lucide-react';
import { describe, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderWithLocale } from '../../test/render';
import { IconButton } from './icon-button';

describe('IconButton', () => {
  test.each([
    { locale: 'ar', label: 'أضف إلى المفضلة' },
    { locale: 'en', label: 'Add to favourites' },
  ] as const)('is named by its label and clicks ($locale)', async ({ locale, label }) => {
    const onClick = vi.fn();
    const screen = await renderWithLocale(<IconButton label={label} icon={<Heart />} onClick={onClick} />, {
      locale,
    });
    const button = screen.getByRole('button', { name: label });
    await button.click();
    expect(onClick).toHaveBeenCalledOnce();
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  test('hides the icon from screen readers', async () => {
    const screen = await renderWithLocale(<IconButton label="Menu" icon={<Heart />} />, { locale: 'en' });
    const svg = screen.getByRole('button').element().querySelector('svg');
    expect(svg?.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  test('is busy and ignores clicks while loading', async () => {
    const onClick = vi.fn();
    const screen = await renderWithLocale(
      <IconButton label="Add to favourites" icon={<Heart />} isLoading onClick={onClick} />,
      { locale: 'en' },
    );
    const button = screen.getByRole('button', { name: 'Add to favourites' });
    await expect.element(button).toHaveAttribute('aria-busy', 'true');
    await expect.element(button).toBeDisabled();
    expect(button.element().querySelector('[data-slot="spinner"]')).not.toBeNull();
    await button.click({ force: true });
    expect(onClick).not.toHaveBeenCalled();
  });

  test('shows a decorative dot at the end corner, leaving the name to the label', async () => {
    const screen = await renderWithLocale(<IconButton label="السلة، فيها منتجات" icon={<ShoppingBag />} hasDot />);
    const button = screen.getByRole('button', { name: 'السلة، فيها منتجات' });
    const dot = button.element().querySelector<HTMLElement>('[data-slot="icon-button-dot"]');
    expect(dot).toHaveAttribute('aria-hidden', 'true');
    // RTL: the end corner is on the left.
    const buttonBox = button.element().getBoundingClientRect();
    const dotBox = dot?.getBoundingClientRect();
    expect(dotBox && dotBox.left - buttonBox.left).toBeLessThan(buttonBox.width / 2);
  });

  test('places the dot on the right in English', async () => {
    const screen = await renderWithLocale(<IconButton label="Cart, has items" icon={<ShoppingBag />} hasDot />, {
      locale: 'en',
    });
    const button = screen.getByRole('button').element();
    const dot = button.querySelector('[data-slot="icon-button-dot"]');
    const buttonBox = button.getBoundingClientRect();
    const dotBox = dot?.getBoundingClientRect();
    expect(dotBox && dotBox.right - buttonBox.left).toBeGreaterThan(buttonBox.width / 2);
  });

  test('requires a label in its type', () => {
    // @ts-expect-error `label` is required: an icon-only button needs an accessible name.
    const element = <IconButton icon={<Heart />} />;
    expect(element).toBeTruthy();
  });
});
