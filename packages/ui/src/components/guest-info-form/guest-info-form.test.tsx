import { describe, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderWithLocale } from '../../test/render';
import { GuestInfoForm } from './guest-info-form';

describe('GuestInfoForm', () => {
  test.each([
    { locale: 'ar', name: /^اسمك$/, phone: /^رقم جوالك\s+مطلوب$/ },
    { locale: 'en', name: /^Your name$/, phone: /^Your mobile number\s+required$/ },
  ] as const)('both the name and the mobile are marked required ($locale)', async (texts) => {
    const onValuesChange = vi.fn();
    const screen = await renderWithLocale(<GuestInfoForm onValuesChange={onValuesChange} />, { locale: texts.locale });
    await expect.element(screen.getByRole('textbox', { name: texts.name })).toBeRequired();
    const phone = screen.getByRole('textbox', { name: texts.phone });
    await expect.element(phone).toHaveAttribute('name', 'guest_phone');
    expect(document.querySelectorAll('[data-slot="guest-info-form"] label [aria-hidden="true"]')).toHaveLength(2);
    await userEvent.type(phone, '512345678');
    expect(onValuesChange).toHaveBeenLastCalledWith({ name: '', phoneCode: '966', phone: '512345678' });
  });
});
