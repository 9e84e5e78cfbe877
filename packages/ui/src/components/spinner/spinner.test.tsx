import { afterEach, describe, expect, test } from 'vitest';
import { cdp } from 'vitest/browser';
import { renderWithLocale } from '../../test/render';
import { Spinner } from './spinner';

function emulateReducedMotion(value: 'reduce' | 'no-preference') {
  return cdp().send('Emulation.setEmulatedMedia', { features: [{ name: 'prefers-reduced-motion', value }] });
}

describe('Spinner', () => {
  afterEach(() => emulateReducedMotion('no-preference'));

  test('spins, and stands still for people who ask for reduced motion', async () => {
    const screen = await renderWithLocale(<Spinner />, { locale: 'en' });
    const ring = screen.container.querySelector('[data-slot="spinner"] > span:first-child') as HTMLElement;
    expect(getComputedStyle(ring).animationName).toBe('spin');
    await emulateReducedMotion('reduce');
    expect(matchMedia('(prefers-reduced-motion: reduce)').matches).toBe(true);
    expect(getComputedStyle(ring).animationName).toBe('none');
  });

  test.each([
    { locale: 'ar', loading: 'جارٍ التحميل' },
    { locale: 'en', loading: 'Loading' },
  ] as const)('is a status named in the locale, or silent with label={null} ($locale)', async ({ locale, loading }) => {
    const screen = await renderWithLocale(
      <>
        <Spinner />
        <Spinner label={null} />
      </>,
      { locale },
    );
    expect(screen.getByRole('status').elements()).toHaveLength(1);
    await expect.element(screen.getByRole('status')).toHaveTextContent(loading);
  });
});
