import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { LinkProvider } from '../../lib/link';
import { followed, RecordingLink } from '../../test/recording-link';
import { renderWithLocale } from '../../test/render';
import { ProductCard } from './product-card';
import { sampleImages } from './product-card.fixtures';
import { ProductGrid } from './product-grid';

const card = {
  slug: 'aloe-vera',
  imageUrl: sampleImages.aloe,
  price: 8_950,
};

describe('ProductCard', () => {
  test.each([
    { locale: 'ar', title: 'نبتة الصبار', price: /٨٩٫٥٠/ },
    { locale: 'en', title: 'Aloe vera', price: /89\.50/ },
  ] as const)('links to the product page, named by its title ($locale)', async ({ locale, title, price }) => {
    followed.length = 0;
    await renderWithLocale(
      <LinkProvider component={RecordingLink}>
        <ProductCard {...card} title={title} imageAlt="" />
      </LinkProvider>,
      { locale },
    );
    const link = page.getByRole('link', { name: title, exact: true });
    await expect.element(link).toHaveAttribute('href', '/product/aloe-vera');
    await expect.element(link).toHaveAccessibleDescription(price);
    await link.click();
    expect(followed).toEqual(['/product/aloe-vera']);
  });

  test.each([
    { locale: 'ar', name: 'المفضلة: نبتة الصبار', title: 'نبتة الصبار' },
    { locale: 'en', name: 'Favourite: Aloe vera', title: 'Aloe vera' },
  ] as const)('toggles the favourite outside the link ($locale)', async ({ locale, name, title }) => {
    followed.length = 0;
    const onFavouriteToggle = vi.fn();
    const screen = await renderWithLocale(
      <LinkProvider component={RecordingLink}>
        <ProductCard {...card} title={title} imageAlt="" onFavouriteToggle={onFavouriteToggle} />
      </LinkProvider>,
      { locale },
    );
    const heart = screen.getByRole('button', { name });
    await expect.element(heart).toHaveAttribute('aria-pressed', 'false');
    expect(heart.element().closest('a')).toBeNull();
    await heart.click();
    expect(onFavouriteToggle).toHaveBeenCalledExactlyOnceWith(true);
    expect(followed).toEqual([]);

    await screen.rerender(
      <LinkProvider component={RecordingLink}>
        <ProductCard {...card} title={title} imageAlt="" isFavourite onFavouriteToggle={onFavouriteToggle} />
      </LinkProvider>,
    );
    await expect.element(heart).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard(' ');
    expect(onFavouriteToggle).toHaveBeenLastCalledWith(false);
  });

  test('has no heart without onFavouriteToggle', async () => {
    const screen = await renderWithLocale(<ProductCard {...card} title="Aloe vera" imageAlt="" />, { locale: 'en' });
    expect(screen.getByRole('button').query()).toBeNull();
  });

  test.each([
    { props: { isSoldOut: true }, text: 'Sold out' },
    { props: { isAvailable: false }, text: 'Not available' },
  ])('shows "$text" and adds it to the link’s description', async ({ props, text }) => {
    const screen = await renderWithLocale(<ProductCard {...card} title="Aloe vera" imageAlt="" {...props} />, {
      locale: 'en',
    });
    await expect.element(screen.getByText(text)).toBeVisible();
    await expect.element(screen.getByRole('link')).toHaveAccessibleDescription(new RegExp(text));
  });

  test('strikes through the compare-at price', async () => {
    const screen = await renderWithLocale(
      <ProductCard {...card} title="Aloe vera" imageAlt="" compareAtPrice={9_950} />,
      { locale: 'en' },
    );
    const link = screen.getByRole('link');
    await expect.element(link).toHaveAccessibleDescription(/Now SAR\s89\.50.*Was SAR\s99\.50/);
  });

  test('loads the picture eagerly with high priority only when asked', async () => {
    const screen = await renderWithLocale(
      <>
        <ProductCard {...card} title="First" imageAlt="first" priority />
        <ProductCard {...card} slug="second" title="Second" imageAlt="second" />
      </>,
      { locale: 'en' },
    );
    await expect.element(screen.getByRole('img', { name: 'first' })).toHaveAttribute('fetchpriority', 'high');
    await expect.element(screen.getByRole('img', { name: 'second' })).toHaveAttribute('loading', 'lazy');
  });
});

describe('ProductGrid', () => {
  test.each([
    { width: 375, columns: 2 },
    { width: 800, columns: 3 },
    { width: 1280, columns: 4 },
  ])('shows $columns columns at $width px', async ({ width, columns }) => {
    await page.viewport(width, 800);
    const screen = await renderWithLocale(
      <ProductGrid>
        {['a', 'b', 'c', 'd', 'e'].map((slug) => (
          <ProductCard key={slug} {...card} slug={slug} title={slug} imageAlt="" />
        ))}
        {null}
      </ProductGrid>,
    );
    const items = screen.getByRole('listitem').all();
    expect(items).toHaveLength(5);
    const tops = items.map((item) => Math.round(item.element().getBoundingClientRect().top));
    expect(tops.filter((top) => top === tops[0])).toHaveLength(columns);
    await page.viewport(1280, 800);
  });
});
