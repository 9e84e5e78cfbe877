import { SEARCH_DELAY_MS } from '@hadiya/contract/constants';
import { act, useEffect, useState } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderHook } from 'vitest-browser-react';
import { renderWithLocale } from '../../test/render';
import { SearchBox, type SearchSuggestion } from './search-box';
import { useDebouncedValue } from './use-debounced-value';

const PRODUCTS: SearchSuggestion[] = [
  { id: 1, label: 'Aloe vera plant', href: '/product/aloe-vera' },
  { id: 2, label: 'Monstera plant', href: '/product/monstera' },
  { id: 3, label: 'Red rose bouquet' },
];

/** The app's side: owns the text and filters the products, as the header does after fetching. */
function Harness({ onSelect, onSubmit }: { onSelect?: (s: SearchSuggestion) => void; onSubmit?: (t: string) => void }) {
  const [text, setText] = useState('');
  const suggestions = PRODUCTS.filter((product) => text !== '' && product.label.toLowerCase().includes(text.trim()));
  return (
    <SearchBox value={text} onValueChange={setText} suggestions={suggestions} onSelect={onSelect} onSubmit={onSubmit} />
  );
}

/** An app screen that searches only after a pause, with the contract's delay. */
function DebouncedSearch({ onSearch }: { onSearch: (text: string) => void }) {
  const [text, setText] = useState('');
  const debounced = useDebouncedValue(text, SEARCH_DELAY_MS);
  useEffect(() => {
    if (debounced.trim() !== '') onSearch(debounced);
  }, [debounced, onSearch]);
  return <SearchBox value={text} onValueChange={setText} />;
}

const locales = [
  { locale: 'ar', name: 'البحث عن المنتجات', clear: 'مسح البحث', noResults: 'لم يتم العثور على منتج' },
  { locale: 'en', name: 'Search products', clear: 'Clear search', noResults: 'No product found' },
] as const;

afterEach(() => {
  vi.useRealTimers();
});

describe('SearchBox', () => {
  test.each(locales)('arrow keys move the active option and wrap ($locale)', async ({ locale, name }) => {
    const onSelect = vi.fn();
    const onSubmit = vi.fn();
    const screen = await renderWithLocale(<Harness onSelect={onSelect} onSubmit={onSubmit} />, { locale });
    const input = screen.getByRole('combobox', { name });
    await expect.element(input).toHaveAttribute('aria-expanded', 'false');
    await expect.element(input).toHaveAttribute('aria-autocomplete', 'list');
    await userEvent.type(input, 'plant');
    await expect.element(input).toHaveAttribute('aria-expanded', 'true');
    const listboxId = input.element().getAttribute('aria-controls');
    expect(screen.getByRole('listbox').element().id).toBe(listboxId);
    const options = screen.getByRole('option').elements();
    expect(options).toHaveLength(2);
    expect(input.element().hasAttribute('aria-activedescendant')).toBe(false);

    await userEvent.keyboard('{ArrowDown}');
    await expect.element(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(input).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await userEvent.keyboard('{ArrowUp}');
    await expect.element(input).toHaveAttribute('aria-activedescendant', options[1]!.id);
    expect(options.map((option) => option.getAttribute('aria-selected'))).toEqual(['false', 'true']);

    // Left and right move the caret in the text, in either direction, never the option.
    await userEvent.keyboard('{ArrowLeft}{ArrowRight}');
    await expect.element(input).toHaveAttribute('aria-activedescendant', options[1]!.id);

    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledExactlyOnceWith(PRODUCTS[1]);
    expect(onSubmit).not.toHaveBeenCalled();
    await expect.element(input).toHaveAttribute('aria-expanded', 'false');
    await expect.element(input).toHaveValue('plant');
  });

  test.each(locales)('Enter with no active option submits the trimmed text ($locale)', async ({ locale }) => {
    const onSelect = vi.fn();
    const onSubmit = vi.fn();
    const screen = await renderWithLocale(<Harness onSelect={onSelect} onSubmit={onSubmit} />, { locale });
    const input = screen.getByRole('combobox');
    await userEvent.click(input);
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('   {Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.keyboard('rose {Enter}');
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('rose');
    expect(onSelect).not.toHaveBeenCalled();
    await expect.element(input).toHaveAttribute('aria-expanded', 'false');
  });

  test.each(locales)('Escape closes the list, a second Escape clears the text ($locale)', async ({ locale }) => {
    const onValueChange = vi.fn();
    const screen = await renderWithLocale(
      <SearchBox defaultValue="plant" suggestions={PRODUCTS} onValueChange={onValueChange} />,
      { locale },
    );
    const input = screen.getByRole('combobox');
    await userEvent.click(input);
    await expect.element(input).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}{Escape}');
    await expect.element(input).toHaveAttribute('aria-expanded', 'false');
    expect(input.element().hasAttribute('aria-activedescendant')).toBe(false);
    await expect.element(input).toHaveValue('plant');
    expect(onValueChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await expect.element(input).toHaveValue('');
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith('');
    // ArrowDown reopens the list once there is text again.
    await userEvent.keyboard('p{Escape}{ArrowDown}');
    await expect.element(input).toHaveAttribute('aria-expanded', 'true');
    await expect
      .element(input)
      .toHaveAttribute('aria-activedescendant', screen.getByRole('option').first().element().id);
  });

  test.each(locales)('announces results, loading and no match ($locale)', async ({ locale, noResults }) => {
    const screen = await renderWithLocale(<SearchBox defaultValue="x" defaultOpen suggestions={PRODUCTS} />, {
      locale,
    });
    const status = screen.getByRole('status');
    await expect.element(status).toHaveTextContent(locale === 'ar' ? '٣ منتجات' : '3 products found');
    await screen.rerender(<SearchBox defaultValue="x" defaultOpen suggestions={PRODUCTS.slice(0, 1)} />);
    await expect.element(status).toHaveTextContent(locale === 'ar' ? 'منتج واحد' : '1 product found');
    await screen.rerender(<SearchBox defaultValue="x" defaultOpen suggestions={[]} isLoading />);
    await expect.element(status).toHaveTextContent(locale === 'ar' ? 'جارٍ البحث' : 'Searching');
    expect(screen.container.querySelector('[data-slot="search-box-empty"]')).toBeNull();
    await screen.rerender(<SearchBox defaultValue="x" defaultOpen suggestions={[]} />);
    await expect.element(status).toHaveTextContent(noResults);
    expect(screen.container.querySelector('[data-slot="search-box-empty"]')?.textContent).toBe(noResults);
    // The live region is the same node throughout, so each change is spoken.
    expect(screen.getByRole('status').element()).toBe(status.element());
  });

  test('no "No product found" without text', async () => {
    const screen = await renderWithLocale(<SearchBox defaultOpen suggestions={[]} />, { locale: 'en' });
    const input = screen.getByRole('combobox');
    await userEvent.click(input);
    expect(screen.container.querySelector('[data-slot="search-box-empty"]')).toBeNull();
    await expect.element(screen.getByRole('status')).toHaveTextContent('');
    await userEvent.keyboard('a');
    expect(screen.container.querySelector('[data-slot="search-box-empty"]')).not.toBeNull();
  });

  test('an app that cannot search yet says why instead of "No product found"', async () => {
    const screen = await renderWithLocale(
      <SearchBox defaultValue="palm" defaultOpen suggestions={[]} emptyMessage="Choose your city to search." />,
      { locale: 'en' },
    );
    await expect.element(screen.getByRole('status')).toHaveTextContent('Choose your city to search.');
    expect(screen.container.querySelector('[data-slot="search-box-empty"]')?.textContent).toBe(
      'Choose your city to search.',
    );
    expect(screen.container.textContent).not.toContain('No product found');
  });

  test.each(locales)('the clear button empties the text and keeps focus ($locale)', async ({ locale, clear }) => {
    const onValueChange = vi.fn();
    const screen = await renderWithLocale(<SearchBox defaultValue="rose" onValueChange={onValueChange} />, {
      locale,
    });
    await screen.getByRole('button', { name: clear }).click();
    await expect.element(screen.getByRole('combobox')).toHaveValue('');
    await expect.element(screen.getByRole('combobox')).toHaveFocus();
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith('');
    expect(screen.container.querySelector('[data-slot="search-box-clear"]')).toBeNull();
  });

  test('a click on a linked option calls onSelect instead of navigating', async () => {
    const onSelect = vi.fn();
    const before = window.location.href;
    const screen = await renderWithLocale(
      <SearchBox defaultValue="p" defaultOpen suggestions={PRODUCTS} onSelect={onSelect} />,
      {
        locale: 'en',
      },
    );
    const option = screen.getByRole('option', { name: 'Aloe vera plant' });
    expect(option.element().getAttribute('href')).toBe('/product/aloe-vera');
    await option.click();
    expect(onSelect).toHaveBeenCalledExactlyOnceWith(PRODUCTS[0]);
    expect(window.location.href).toBe(before);
    await expect.element(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
  });

  test('new results forget the active option', async () => {
    const screen = await renderWithLocale(<SearchBox defaultValue="p" suggestions={PRODUCTS} />, { locale: 'en' });
    const input = screen.getByRole('combobox');
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect.element(input).toHaveAttribute('aria-activedescendant');
    await screen.rerender(<SearchBox defaultValue="p" suggestions={[...PRODUCTS].reverse()} />);
    expect(input.element().hasAttribute('aria-activedescendant')).toBe(false);
  });

  test('leaving the input closes the list', async () => {
    const screen = await renderWithLocale(<SearchBox defaultValue="p" suggestions={PRODUCTS} />, { locale: 'ar' });
    const input = screen.getByRole('combobox');
    await userEvent.click(input);
    await expect.element(input).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect.element(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.container.querySelector('[data-slot="search-box-popup"]')?.hasAttribute('hidden')).toBe(true);
  });
});

describe('useDebouncedValue', () => {
  test('gives the value only after it has been still for the delay', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const {
      result,
      rerender,
      act: actHook,
    } = await renderHook((props?: { value: string }) => useDebouncedValue(props?.value ?? '', 500), {
      initialProps: { value: 'a' },
    });
    expect(result.current).toBe('a');
    await rerender({ value: 'ab' });
    await actHook(() => vi.advanceTimersByTime(300));
    expect(result.current).toBe('a');
    await rerender({ value: 'abc' });
    // The change restarted the wait: 300 + 499 ms is still too early.
    await actHook(() => vi.advanceTimersByTime(499));
    expect(result.current).toBe('a');
    await actHook(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('abc');
  });

  test('with the SearchBox, one search after typing stops for the spec’s 500 ms', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const onSearch = vi.fn();
    const screen = await renderWithLocale(<DebouncedSearch onSearch={onSearch} />, { locale: 'ar' });
    await userEvent.type(screen.getByRole('combobox'), 'ورد');
    expect(onSearch).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(SEARCH_DELAY_MS - 1));
    expect(onSearch).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('ورد');
  });
});
