import type { City } from '@hadiya/contract/entities';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { uiMessages } from '../../i18n/catalog';
import { LocaleProvider } from '../../lib/locale-provider';
import { renderWithLocale } from '../../test/render';
import { abha, jeddah, riyadh, sampleCities } from '../city-picker/city-picker.fixtures';
import {
  FIRST_VISIT_CITY_FIELD,
  FirstVisitCityPicker,
  type FirstVisitCityPickerProps,
} from './first-visit-city-picker';

const props: FirstVisitCityPickerProps<City> = {
  cities: sampleCities,
  action: '/city',
  fields: { return_to: '/products?search=palm' },
};

/** The picker as the server renders it, in a page of its own. */
function serverRendered(element: React.ReactElement, locale: 'ar' | 'en' = 'ar') {
  const tree = (
    <LocaleProvider locale={locale} messages={uiMessages[locale]} isDocumentOwner={false}>
      {element}
    </LocaleProvider>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree);
  document.body.append(container);
  return { container, tree };
}

describe('FirstVisitCityPicker', () => {
  test('drawn by the server, it is a form that posts the chosen city and the way back without scripts', () => {
    const { container } = serverRendered(<FirstVisitCityPicker {...props} />);
    const form = container.querySelector('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('/city');
    const radios = [...container.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
    expect(radios).toHaveLength(sampleCities.length);
    // The browser asks for a city before posting; a disabled Save could not be enabled without scripts.
    expect(radios.every((radio) => radio.required && radio.name === FIRST_VISIT_CITY_FIELD)).toBe(true);
    const save = container.querySelector<HTMLButtonElement>('[data-slot="city-picker-save"]');
    expect(save?.type).toBe('submit');
    expect(save?.disabled).toBe(false);

    radios[9]?.click();
    const posted = new FormData(form ?? undefined, save);
    expect(Object.fromEntries(posted)).toEqual({ return_to: '/products?search=palm', city_id: String(abha.id) });
    container.remove();
  });

  test('a city picked before hydration survives it, and Save then works in place', async () => {
    const onSave = vi.fn();
    const onClose = vi.fn();
    const { container, tree } = serverRendered(<FirstVisitCityPicker {...props} onSave={onSave} onClose={onClose} />);
    container.querySelector<HTMLInputElement>(`input[value="${riyadh.id}"]`)?.click();
    const submitted = vi.fn((event: SubmitEvent) => event.preventDefault());
    container.addEventListener('submit', submitted);
    const onRecoverableError = vi.fn();
    const root = hydrateRoot(container, tree, { onRecoverableError });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onRecoverableError).not.toHaveBeenCalled();
    const save = page.getByRole('button', { name: 'حفظ' });
    await expect.element(page.getByRole('radio', { name: 'الرياض' })).toBeChecked();
    await expect.element(save).toBeEnabled();
    await userEvent.click(save);
    expect(onSave).toHaveBeenCalledWith(riyadh);
    expect(onClose).toHaveBeenCalled();
    // The form's post was kept from leaving the page.
    expect(submitted.mock.calls[0]?.[0].defaultPrevented).toBe(true);
    root.unmount();
    container.remove();
  });

  test.each([
    { locale: 'ar', title: 'اختر مدينتك', save: 'حفظ', notice: 'التوصيل إلى أبها', ok: 'حسنًا' },
    { locale: 'en', title: 'Select your city', save: 'Save', notice: 'Delivery to Abha', ok: 'OK' },
  ] as const)(
    'a city without same-day delivery gets the notice, whose OK closes ($locale)',
    async ({ locale, ...text }) => {
      const onSave = vi.fn();
      const onClose = vi.fn();
      await renderWithLocale(<FirstVisitCityPicker {...props} onSave={onSave} onClose={onClose} />, { locale });
      await expect.element(page.getByRole('dialog', { name: text.title })).toBeInTheDocument();
      await userEvent.click(page.getByRole('radio', { name: locale === 'ar' ? abha.other_name : abha.name }));
      await userEvent.click(page.getByRole('button', { name: text.save }));
      expect(onSave).toHaveBeenCalledWith(abha);
      expect(onClose).not.toHaveBeenCalled();
      await expect.element(page.getByRole('dialog', { name: text.notice })).toBeInTheDocument();
      await expect.element(page.getByRole('button', { name: text.ok })).toHaveFocus();
      await userEvent.click(page.getByRole('button', { name: text.ok }));
      expect(onClose).toHaveBeenCalledTimes(1);
    },
  );

  test('a same-day city closes it at once; Save waits for a city', async () => {
    const onClose = vi.fn();
    await renderWithLocale(<FirstVisitCityPicker {...props} onClose={onClose} />);
    await expect.element(page.getByRole('button', { name: 'حفظ' })).toBeDisabled();
    expect(
      page
        .getByRole('radio')
        .elements()
        .some((radio) => (radio as HTMLInputElement).required),
    ).toBe(false);
    await userEvent.click(page.getByRole('radio', { name: jeddah.other_name }));
    await userEvent.click(page.getByRole('button', { name: 'حفظ' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
