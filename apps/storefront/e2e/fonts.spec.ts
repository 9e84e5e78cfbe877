import path from 'node:path';
import { fontFaces, unicodeRange } from '@hadiya/ui/font-faces';
import { expect, test } from '@playwright/test';
import { openHydrated, rememberCity } from './support';

/** "U+60C, U+61F-63A" and "U+60c, U+61f-63a" alike, as numbers, to match the page's FontFace objects. */
const rangeKey = (range: string) =>
  range
    .split(',')
    .map((token) =>
      token
        .trim()
        .replace(/^U\+/i, '')
        .split('-')
        .map((hex) => Number.parseInt(hex, 16))
        .join('-'),
    )
    .join(',');

/** The faces (family, weight, range) drawn from a built font file, known by its name before the hash. */
const facesOf = (href: string) =>
  fontFaces
    .filter((face) => path.basename(href).startsWith(`${path.basename(face.url, '.woff2')}-`))
    .map((face) => ({ family: face.family, weight: String(face.weight), range: rangeKey(unicodeRange(face.ranges)) }));

for (const language of ['ar', 'en'] as const) {
  test(`${language === 'ar' ? 'Arabic' : 'English'} pages draw with every font they preload, fetched once each`, async ({
    page,
  }) => {
    await rememberCity(page, language);
    for (const pagePath of [
      '/',
      '/product/areca-palm',
      // The searched word in the title: a Latin one on the Arabic page, an Arabic one on the English
      // page, is drawn from the other language's file, which the page then preloads too.
      '/products?search=palm',
      `/products?search=${encodeURIComponent('نخلة')}`,
      '/privacy-policy',
      '/about-hadiya',
      '/gifts-care',
      '/no-such-page',
    ]) {
      await openHydrated(page, pagePath);
      await page.evaluate(() => document.fonts.ready);
      const preloaded = await page
        .locator('link[rel="preload"][as="font"]')
        .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
      expect(preloaded.length).toBeGreaterThan(0);

      // A face from the stylesheet loads only once the page draws text with it.
      const loadedFaces = await page.evaluate(() =>
        [...document.fonts]
          .filter((face) => face.status === 'loaded')
          .map((face) => ({ family: face.family.replaceAll('"', ''), weight: face.weight, range: face.unicodeRange })),
      );
      const loaded = new Set(loadedFaces.map((face) => `${face.family}|${face.weight}|${rangeKey(face.range)}`));
      for (const href of preloaded) {
        const faces = facesOf(href);
        expect(faces, href).not.toEqual([]);
        expect
          .soft(
            faces.some((face) => loaded.has(`${face.family}|${face.weight}|${face.range}`)),
            `${href} is preloaded but ${pagePath} draws nothing with it`,
          )
          .toBe(true);
      }

      // A preload whose CORS mode differs from the font's own request would be downloaded twice.
      const fontRequests = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((name) => name.endsWith('.woff2')),
      );
      expect(fontRequests.filter((name, index) => fontRequests.indexOf(name) !== index)).toEqual([]);
    }
  });
}
