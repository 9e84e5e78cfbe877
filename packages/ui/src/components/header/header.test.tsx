import { describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { type LinkComponentProps, LinkProvider } from '../../lib/link';
import { renderWithLocale } from '../../test/render';
import { Header } from './header';

const seen: string[] = [];

/** Stands in for the app's adapter around React Router's Link. */
function RouterLink({ href, ...props }: LinkComponentProps) {
  seen.push(href);
  return <a data-router-link href={href} {...props} />;
}

describe('Header', () => {
  test.each([
    { locale: 'ar', menu: 'القائمة', city: 'التوصيل إلى جدة', cart: 'السلة، فيها منتجات', cityName: 'جدة' },
    { locale: 'en', menu: 'Menu', city: 'Deliver to Jeddah', cart: 'Cart, has items', cityName: 'Jeddah' },
  ] as const)('calls back from menu, city and cart ($locale)', async ({ locale, menu, city, cart, cityName }) => {
    const onMenuClick = vi.fn();
    const onCityClick = vi.fn();
    const onCartClick = vi.fn();
    const screen = await renderWithLocale(
      <Header
        cityName={cityName}
        hasCartItems
        onMenuClick={onMenuClick}
        onCityClick={onCityClick}
        onCartClick={onCartClick}
      />,
      { locale },
    );
    await screen.getByRole('button', { name: menu }).click();
    await screen.getByRole('button', { name: city }).click();
    await screen.getByRole('button', { name: cart }).click();
    expect(onMenuClick).toHaveBeenCalledOnce();
    expect(onCityClick).toHaveBeenCalledOnce();
    expect(onCartClick).toHaveBeenCalledOnce();
  });

  test('names the cart without the dot when it is empty', async () => {
    const screen = await renderWithLocale(<Header />, { locale: 'en' });
    const cart = screen.getByRole('button', { name: 'Cart', exact: true });
    await expect.element(cart).toBeVisible();
    expect(cart.element().querySelector('[data-slot="icon-button-dot"]')).toBeNull();
    await expect.element(screen.getByRole('button', { name: 'Choose your city' })).toBeVisible();
  });

  test('puts the search on its own row below 575 px and keeps it inline above', async () => {
    const search = <input type="search" aria-label="Search" />;
    await page.viewport(375, 740);
    const mobile = await renderWithLocale(<Header cityName="الرياض" search={search} />);
    const menuBox = mobile.getByRole('button', { name: 'القائمة' }).element().getBoundingClientRect();
    const searchBox = mobile.getByRole('searchbox').element().getBoundingClientRect();
    expect(searchBox.top).toBeGreaterThanOrEqual(menuBox.bottom);
    await mobile.unmount();

    await page.viewport(1280, 800);
    const desktop = await renderWithLocale(<Header cityName="الرياض" search={search} />);
    const menu = desktop.getByRole('button', { name: 'القائمة' }).element().getBoundingClientRect();
    const field = desktop.getByRole('searchbox').element().getBoundingClientRect();
    expect(Math.abs(field.top + field.height / 2 - (menu.top + menu.height / 2))).toBeLessThan(2);
  });

  test('navigates home through the link component from LinkProvider', async () => {
    const screen = await renderWithLocale(
      <LinkProvider component={RouterLink}>
        <Header homeHref="/?from=header" />
      </LinkProvider>,
      { locale: 'en' },
    );
    const home = screen.getByRole('link', { name: 'Hadiya, home' });
    await expect.element(home).toHaveAttribute('data-router-link');
    await expect.element(home).toHaveAttribute('href', '/?from=header');
    expect(seen).toContain('/?from=header');
  });

  test('renders a plain anchor without a LinkProvider', async () => {
    const screen = await renderWithLocale(<Header />);
    const home = screen.getByRole('link', { name: 'هدية، الصفحة الرئيسية' });
    expect(home.element().tagName).toBe('A');
    await expect.element(home).toHaveAttribute('href', '/');
  });
});
