import type { SyntheticEvent } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { renderWithLocale } from '../../test/render';
import { ProductImage } from './product-image';

const image =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="#3b8a5a"/></svg>',
  );
const broken = 'data:image/png;base64,AAAA';

describe('ProductImage', () => {
  test.each([
    { locale: 'ar', alt: 'نبتة الصبار', name: 'نبتة الصبار: الصورة غير متوفرة', text: 'الصورة غير متوفرة' },
    { locale: 'en', alt: 'Aloe vera plant', name: 'Aloe vera plant: image not available', text: 'Image not available' },
  ] as const)(
    'falls back to a named "not available" picture when the file fails ($locale)',
    async ({ locale, alt, name, text }) => {
      const onError = vi.fn();
      const screen = await renderWithLocale(<ProductImage src={broken} alt={alt} onError={onError} />, { locale });
      await expect.element(screen.getByRole('img', { name })).toBeVisible();
      await expect.element(screen.getByText(text)).toBeVisible();
      expect(onError).toHaveBeenCalledOnce();
      expect(screen.container.querySelector('img')).toBeNull();
    },
  );

  test('tries again when the source changes', async () => {
    const screen = await renderWithLocale(<ProductImage src={broken} alt="Aloe vera plant" />, { locale: 'en' });
    await expect.element(screen.getByText('Image not available')).toBeVisible();
    await screen.rerender(<ProductImage src={image} alt="Aloe vera plant" />);
    await expect.element(screen.getByRole('img', { name: 'Aloe vera plant' })).toHaveAttribute('src', image);
    await expect.element(screen.getByText('Image not available')).not.toBeInTheDocument();
  });

  test('keeps a decorative picture silent when it fails', async () => {
    const screen = await renderWithLocale(<ProductImage src={broken} alt="" />, { locale: 'en' });
    await expect
      .poll(() => screen.container.querySelector('[data-slot="product-image-fallback"]'))
      .toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('img').query()).toBeNull();
  });

  test('loads lazily by default and eagerly with priority', async () => {
    const screen = await renderWithLocale(
      <>
        <ProductImage src={image} alt="Lazy" width={400} height={400} />
        <ProductImage src={image} alt="Hero" width={400} height={400} priority />
      </>,
      { locale: 'en' },
    );
    const lazy = screen.getByRole('img', { name: 'Lazy' });
    await expect.element(lazy).toHaveAttribute('loading', 'lazy');
    await expect.element(lazy).toHaveAttribute('decoding', 'async');
    await expect.element(lazy).not.toHaveAttribute('fetchpriority');
    const hero = screen.getByRole('img', { name: 'Hero' });
    await expect.element(hero).toHaveAttribute('loading', 'eager');
    await expect.element(hero).toHaveAttribute('fetchpriority', 'high');
    await expect.element(hero).toHaveAttribute('decoding', 'sync');
    await expect.element(hero).toHaveAttribute('width', '400');
  });

  test("asks for the narrowest of the store's own widths that fills the box, and leaves other addresses alone", async () => {
    // No media server here: each picture fails, and its error event tells which file was asked for.
    const asked = new Map<string, { srcset: string | null; sizes: string | null; currentSrc: string }>();
    const record = (event: SyntheticEvent<HTMLImageElement>) => {
      const image = event.currentTarget;
      asked.set(image.alt, {
        srcset: image.getAttribute('srcset'),
        sizes: image.getAttribute('sizes'),
        currentSrc: image.currentSrc,
      });
    };
    await renderWithLocale(
      <div style={{ width: 64 }}>
        <ProductImage
          src="/api/media/plant-palm/3.webp"
          alt="Thumbnail"
          sizes="64px"
          loading="eager"
          onError={record}
        />
        <ProductImage src="/api/media/plant-palm/3.webp" alt="Full" loading="eager" onError={record} />
        <ProductImage src={broken} alt="Elsewhere" sizes="64px" loading="eager" onError={record} />
      </div>,
      { locale: 'en' },
    );
    await expect.poll(() => asked.size).toBe(3);
    const thumbnail = asked.get('Thumbnail');
    expect(thumbnail?.srcset).toBe(
      '/api/media/plant-palm/3.webp?w=128 128w, /api/media/plant-palm/3.webp?w=256 256w, /api/media/plant-palm/3.webp?w=400 400w, /api/media/plant-palm/3.webp 640w',
    );
    expect(thumbnail?.sizes).toBe('64px');
    expect(thumbnail?.currentSrc).toMatch(
      new RegExp(`/api/media/plant-palm/3\\.webp\\?w=${window.devicePixelRatio > 1 ? 256 : 128}$`),
    );
    expect(asked.get('Full')).toMatchObject({ srcset: null, sizes: null });
    expect(asked.get('Full')?.currentSrc).toMatch(/\/api\/media\/plant-palm\/3\.webp$/);
    expect(asked.get('Elsewhere')).toMatchObject({ srcset: null, sizes: null });
  });

  test.each([
    { ratio: '1/1', expected: 1 },
    { ratio: '4/3', expected: 4 / 3 },
    { ratio: '3/4', expected: 3 / 4 },
  ] as const)('reserves a $ratio box before and after a failure', async ({ ratio, expected }) => {
    const screen = await renderWithLocale(
      <div style={{ width: 240 }}>
        <ProductImage src={broken} alt="Aloe vera plant" ratio={ratio} />
      </div>,
      { locale: 'en' },
    );
    const box = () => screen.container.querySelector('[data-slot="product-image"]')?.getBoundingClientRect();
    const before = box();
    expect(before && before.width / before.height).toBeCloseTo(expected, 2);
    await expect.element(screen.getByText('Image not available')).toBeVisible();
    const after = box();
    expect(after?.height).toBe(before?.height);
  });
});
