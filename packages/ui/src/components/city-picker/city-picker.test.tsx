import type { City } from '@hadiya/contract/entities';
import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderWithLocale } from '../../test/render';
import { Button } from '../button';
import { CityPicker, type CityPickerProps } from './city-picker';
import { abha, riyadh, sampleCities, taif } from './city-picker.fixtures';

/** Stores the saved city like the header does, and reopens the picker from a button. */
function Header({ savedCityId: initial, onSave, ...props }: Partial<CityPickerProps<City>>) {
  const [savedCityId, setSavedCityId] = useState(initial);
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Deliver to</Button>
      <CityPicker
        cities={sampleCities}
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          props.onOpenChange?.(next);
        }}
        savedCityId={savedCityId}
        onSave={(city) => {
          setSavedCityId(city.id);
          onSave?.(city);
        }}
      />
    </>
  );
}

function overlay() {
  return page.elementLocator(document.querySelector('[data-slot="dialog-overlay"]') as HTMLElement);
}

function shownNames() {
  return page
    .getByRole('radio')
    .elements()
    .map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent);
}

const locales = [
  { locale: 'ar', title: 'اختر مدينتك', search: 'ابحث عن مدينة', save: 'حفظ', close: 'إغلاق' },
  { locale: 'en', title: 'Select your city', search: 'Search for a city', save: 'Save', close: 'Close' },
] as const;

describe('CityPicker', () => {
  test.each(locales)(
    'without a saved city it cannot be dismissed ($locale)',
    async ({ locale, title, save, close }) => {
      const onOpenChange = vi.fn();
      await renderWithLocale(<Header onOpenChange={onOpenChange} />, { locale });
      const dialog = page.getByRole('dialog', { name: title });
      await expect.element(dialog).toBeInTheDocument();
      await expect.element(page.getByRole('button', { name: save })).toBeDisabled();
      await expect.element(page.getByRole('button', { name: close })).not.toBeInTheDocument();
      await userEvent.keyboard('{Escape}');
      await userEvent.click(overlay(), { position: { x: 5, y: 5 } });
      await expect.element(dialog).toBeInTheDocument();
      expect(onOpenChange).not.toHaveBeenCalled();
    },
  );

  test.each(locales)(
    'with a saved city Escape and the close button close it ($locale)',
    async ({ locale, title, close }) => {
      const onOpenChange = vi.fn();
      await renderWithLocale(<Header savedCityId={taif.id} onOpenChange={onOpenChange} />, { locale });
      const name = locale === 'ar' ? taif.other_name : taif.name;
      await expect.element(page.getByRole('radio', { name })).toBeChecked();
      await userEvent.keyboard('{Escape}');
      await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
      expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);

      await userEvent.click(page.getByRole('button', { name: 'Deliver to' }));
      await expect.element(page.getByRole('dialog', { name: title })).toBeInTheDocument();
      await userEvent.click(page.getByRole('button', { name: close }));
      await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
      await expect.element(page.getByRole('button', { name: 'Deliver to' })).toHaveFocus();
    },
  );

  test.each(locales)(
    'the search field takes focus once the dialog is on screen, unless a city was tapped first ($locale)',
    async ({ locale, search }) => {
      const screen = await renderWithLocale(<Header />, { locale });
      await expect.element(page.getByRole('searchbox', { name: search })).toHaveFocus();
      await screen.unmount();

      await renderWithLocale(<Header />, { locale });
      const name = locale === 'ar' ? abha.other_name : abha.name;
      // Synchronously after mounting: before the dialog's first frame.
      page.getByRole('radio', { name }).element().focus();
      await new Promise((resolve) => setTimeout(resolve, 100));
      await expect.element(page.getByRole('radio', { name })).toHaveFocus();
    },
  );

  test.each([
    ['الرياض', 'الرياض'],
    ['الرِّيَاض', 'الرياض'],
    ['الر', 'الرياض'],
    ['رياض', 'الرياض'],
    ['riyadh', 'الرياض'],
    ['ابها', 'أبها'],
    ['أبهـا', 'أبها'],
    ['جده', 'جدة'],
    ['مكه المكرمه', 'مكة المكرمة'],
    ['الاحساء', 'الأحساء'],
    ['راس تنوره', 'رأس تنورة'],
  ])('searching "%s" in Arabic finds %s', async (query, expected) => {
    await renderWithLocale(<Header />, { locale: 'ar' });
    await userEvent.fill(page.getByRole('searchbox', { name: 'ابحث عن مدينة' }), query);
    await expect.poll(shownNames).toEqual([expected]);
  });

  test.each([
    ['Riy', 'Riyadh'],
    ['RIYADH', 'Riyadh'],
    ['الرياض', 'Riyadh'],
    ['khamis', 'Khamis Mushait'],
  ])('searching "%s" in English finds %s', async (query, expected) => {
    await renderWithLocale(<Header />, { locale: 'en' });
    await userEvent.fill(page.getByRole('searchbox', { name: 'Search for a city' }), query);
    await expect.poll(shownNames).toEqual([expected]);
  });

  test.each([
    { locale: 'ar', text: 'لم يتم العثور على المدينة' },
    { locale: 'en', text: 'Does not find city' },
  ] as const)('no match says "$text" ($locale)', async ({ locale, text }) => {
    await renderWithLocale(<Header />, { locale });
    await expect.element(page.getByRole('status')).toHaveTextContent('');
    await userEvent.fill(page.getByRole('searchbox'), 'London zzz');
    await expect.element(page.getByRole('status')).toHaveTextContent(text);
    expect(page.getByRole('radio').elements()).toHaveLength(0);
    await userEvent.fill(page.getByRole('searchbox'), '');
    await expect.poll(() => page.getByRole('radio').elements().length).toBe(sampleCities.length);
  });

  test.each([
    { locale: 'ar', title: 'التوصيل إلى أبها', notice: 'يستغرق التوصيل من ٢ إلى ٥ أيام عمل', ok: 'حسنًا' },
    { locale: 'en', title: 'Delivery to Abha', notice: 'Delivery within 2-5 business days', ok: 'OK' },
  ] as const)('saving a non-barq city shows the delivery notice ($locale)', async ({ locale, title, notice, ok }) => {
    const onSave = vi.fn();
    const onOpenChange = vi.fn();
    await renderWithLocale(<Header onSave={onSave} onOpenChange={onOpenChange} />, { locale });
    await userEvent.click(page.getByRole('radio', { name: locale === 'ar' ? abha.other_name : abha.name }));
    await userEvent.click(page.getByRole('button', { name: locale === 'ar' ? 'حفظ' : 'Save' }));
    expect(onSave).toHaveBeenCalledExactlyOnceWith(abha);
    await expect.element(page.getByRole('dialog', { name: title })).toHaveAccessibleDescription(notice);
    const okButton = page.getByRole('button', { name: ok });
    await expect.element(okButton).toHaveFocus();
    await expect.element(okButton).toHaveAccessibleDescription(notice);
    expect(onOpenChange).not.toHaveBeenCalled();
    await userEvent.click(okButton);
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
  });

  test('the notice can be dismissed with Escape even on first visit, since a city now exists', async () => {
    await renderWithLocale(<Header isDismissible={false} />, { locale: 'en' });
    await userEvent.click(page.getByRole('radio', { name: 'Taif' }));
    await userEvent.click(page.getByRole('button', { name: 'Save' }));
    await expect.element(page.getByRole('dialog', { name: 'Delivery to Taif' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
  });

  test.each(locales)('saving a barq city closes at once ($locale)', async ({ locale, save }) => {
    const onSave = vi.fn();
    const onOpenChange = vi.fn();
    await renderWithLocale(<Header onSave={onSave} onOpenChange={onOpenChange} />, { locale });
    await userEvent.click(page.getByRole('radio', { name: locale === 'ar' ? riyadh.other_name : riyadh.name }));
    await userEvent.click(page.getByRole('button', { name: save }));
    expect(onSave).toHaveBeenCalledExactlyOnceWith(riyadh);
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
  });

  test('saving the chosen city from a search, then reopening, starts from the saved city', async () => {
    await renderWithLocale(<Header savedCityId={riyadh.id} />, { locale: 'en' });
    await userEvent.fill(page.getByRole('searchbox'), 'jed');
    await userEvent.click(page.getByRole('radio', { name: 'Jeddah' }));
    await userEvent.click(page.getByRole('button', { name: 'Save' }));
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Deliver to' }));
    await expect.element(page.getByRole('searchbox')).toHaveValue('');
    await expect.element(page.getByRole('radio', { name: 'Jeddah' })).toBeChecked();
    await expect.element(page.getByRole('radio', { name: 'Riyadh' })).not.toBeChecked();
  });

  test.each(locales)('arrow keys move the choice and Save keeps it ($locale)', async ({ locale, save }) => {
    const onSave = vi.fn();
    await renderWithLocale(<Header savedCityId={riyadh.id} onSave={onSave} />, { locale });
    const first = page.getByRole('radio', { name: locale === 'ar' ? riyadh.other_name : riyadh.name });
    await expect.element(first).toBeChecked();
    await userEvent.click(first);
    await userEvent.keyboard('{ArrowDown>}');
    await userEvent.keyboard('{/ArrowDown}');
    const second = page.getByRole('radio', { name: locale === 'ar' ? 'جدة' : 'Jeddah' });
    await expect.element(second).toHaveFocus();
    await expect.element(second).toBeChecked();
    await userEvent.click(page.getByRole('button', { name: save }));
    expect(onSave).toHaveBeenCalledExactlyOnceWith(sampleCities[1]);
  });

  test('shows a spinner while the cities load', async () => {
    await renderWithLocale(<Header cities={[]} isLoading />, { locale: 'en' });
    await expect.element(page.getByRole('status').filter({ hasText: 'Loading' })).toBeInTheDocument();
    await expect.element(page.getByText('Does not find city')).not.toBeInTheDocument();
  });
});
