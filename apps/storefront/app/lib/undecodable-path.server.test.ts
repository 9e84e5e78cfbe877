import { describe, expect, it } from 'vitest';
import { withDecodablePath } from './undecodable-path.server';

describe('withDecodablePath', () => {
  it('escapes every percent of a page path that does not decode, keeping its query', () => {
    expect(withDecodablePath('/product/%E0%A4%A')).toBe('/product/%25E0%25A4%25A');
    expect(withDecodablePath('/product/100%?lang=en')).toBe('/product/100%25?lang=en');
  });

  it('leaves addresses that decode, and the API’s, as they are', () => {
    expect(withDecodablePath('/product/%D9%86%D8%A8%D8%AA%D8%A9?lang=en')).toBe(
      '/product/%D9%86%D8%A8%D8%AA%D8%A9?lang=en',
    );
    expect(withDecodablePath('/products?search=%E0%A4%A')).toBe('/products?search=%E0%A4%A');
    expect(withDecodablePath('/api/products/%E0%A4%A')).toBe('/api/products/%E0%A4%A');
  });
});
