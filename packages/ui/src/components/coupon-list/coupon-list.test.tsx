import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { uiMessages } from '../../i18n/catalog';
import { LocaleProvider } from '../../lib/locale-provider';
import { renderWithLocale } from '../../test/render';
import { CouponList, type CouponListItem } from './coupon-list';

// Dates far from the test machine's clock: a list that reads the clock itself gets them wrong.
const now = Date.parse('2000-03-01T09:00:00Z');
const coupons: CouponListItem[] = [
  {
    code: 'SOON',
    kind: 'percent',
    value: 10,
    validFrom: '2000-03-15T09:00:00Z',
    expiresAt: '2000-04-30T20:59:59Z',
    isSaved: true,
  },
  { code: 'STARTED', kind: 'fixed', value: 2_500, validFrom: '2000-02-01T09:00:00Z', isSaved: true },
];

/** The terms under a coupon (minimum order, validity), by its code. */
function termsOf(code: string) {
  const item = [...document.querySelectorAll('[data-slot="coupon-list-item"]')].find(
    (element) => element.querySelector('code')?.textContent === code,
  );
  return [...(item?.querySelectorAll('li') ?? [])].map((term) => term.textContent);
}

describe('CouponList', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  test.each([
    { locale: 'ar', from: 'صالحة من ١٥\u200f/٠٣\u200f/٢٠٠٠', until: 'صالحة حتى ٣٠\u200f/٠٤\u200f/٢٠٠٠' },
    { locale: 'en', from: 'Valid from Mar 15, 2000', until: 'Valid until Apr 30, 2000' },
  ] as const)('a start still to come is shown against the given time, with the expiry ($locale)', async (texts) => {
    await renderWithLocale(<CouponList coupons={coupons} now={now} />, { locale: texts.locale });
    expect(termsOf('SOON')).toEqual([texts.from, texts.until]);
    // A start already past says nothing.
    expect(termsOf('STARTED')).toEqual([]);
  });

  test('without a time given, the list reads the clock once, not on every render', async () => {
    const soon = new Date(Date.now() + 60_000).toISOString();
    const list = [{ code: 'SOON', kind: 'percent', value: 10, validFrom: soon, isSaved: true }] as const;
    const screen = await renderWithLocale(<CouponList coupons={list} />, { locale: 'en' });
    expect(termsOf('SOON')).toHaveLength(1);
    // Two minutes later a render for another reason (the coupon applied) keeps what the list said.
    vi.spyOn(Date, 'now').mockReturnValue(Date.parse(soon) + 60_000);
    await screen.rerender(<CouponList coupons={list} appliedCode="SOON" />);
    await expect.element(screen.getByText('Applied')).toBeVisible();
    expect(termsOf('SOON')).toHaveLength(1);
  });

  test('a server and a browser whose clocks disagree render the same page to hydrate', async () => {
    const starts = Date.parse('2000-03-15T09:00:00Z');
    const page = (
      <LocaleProvider locale="en" messages={uiMessages.en} isDocumentOwner={false}>
        <CouponList coupons={coupons} />
      </LocaleProvider>
    );
    // The server renders just before the start, the browser hydrates just after it.
    vi.spyOn(Date, 'now').mockReturnValue(starts - 1_000);
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    vi.spyOn(Date, 'now').mockReturnValue(starts + 1_000);
    const onRecoverableError = vi.fn();
    const root = hydrateRoot(container, page, { onRecoverableError });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onRecoverableError).not.toHaveBeenCalled();
    // After hydration the browser's clock decides: the start has passed.
    expect(termsOf('SOON')).toEqual(['Valid until Apr 30, 2000']);
    root.unmount();
    container.remove();
  });
});
