import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { commitsToMount, renderWithLocale } from '../../test/render';
import { Checkbox, type CheckboxCheckedState } from './checkbox';

function IndeterminateExample() {
  const [checked, setChecked] = useState<CheckboxCheckedState>('indeterminate');
  return <Checkbox label="All add-ons" checked={checked} onCheckedChange={setChecked} />;
}

describe('Checkbox', () => {
  test.each([
    { locale: 'ar', label: 'تغليف هدية' },
    { locale: 'en', label: 'Gift wrapping' },
  ] as const)('toggles from its label, a click and Space ($locale)', async ({ locale, label }) => {
    const onCheckedChange = vi.fn();
    const screen = await renderWithLocale(<Checkbox label={label} onCheckedChange={onCheckedChange} />, { locale });
    const checkbox = screen.getByRole('checkbox', { name: label });
    await screen.getByText(label).click();
    await expect.element(checkbox).toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
    await checkbox.click();
    await expect.element(checkbox).not.toBeChecked();
    await userEvent.keyboard(' ');
    await expect.element(checkbox).toBeChecked();
    expect(onCheckedChange).toHaveBeenCalledTimes(3);
  });

  test('stays as the parent says when controlled', async () => {
    const onCheckedChange = vi.fn();
    const screen = await renderWithLocale(
      <Checkbox label="Gift wrapping" checked={false} onCheckedChange={onCheckedChange} />,
      { locale: 'en' },
    );
    await screen.getByRole('checkbox').click();
    expect(onCheckedChange).toHaveBeenCalledWith(true);
    await expect.element(screen.getByRole('checkbox')).not.toBeChecked();
  });

  test('reads indeterminate as mixed and leaves it on click', async () => {
    const screen = await renderWithLocale(<IndeterminateExample />, { locale: 'en' });
    const checkbox = screen.getByRole('checkbox', { name: 'All add-ons' });
    await expect.element(checkbox).toBePartiallyChecked();
    await checkbox.click();
    await expect.element(checkbox).toBeChecked();
    await expect.element(checkbox).not.toBePartiallyChecked();
  });

  test.each([
    { locale: 'ar', error: 'يجب الموافقة على الشروط' },
    { locale: 'en', error: 'Please accept the terms' },
  ] as const)('describes itself with the description and the error ($locale)', async ({ locale, error }) => {
    const screen = await renderWithLocale(
      <Checkbox label="Terms" description="Read them first" errorMessage={error} isRequired />,
      { locale },
    );
    const checkbox = screen.getByRole('checkbox');
    await expect.element(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect.element(checkbox).toBeRequired();
    await expect.element(checkbox).toHaveAccessibleDescription(`Read them first ${error}`);
    await expect.element(checkbox).toHaveAccessibleName('Terms');
  });

  test.each([
    { locale: 'ar', label: 'أوافق على الشروط والأحكام', required: 'مطلوب' },
    { locale: 'en', label: 'I accept the terms and conditions', required: 'required' },
  ] as const)(
    'a required box says “required” once, by its control; the star is for the eye ($locale)',
    async (texts) => {
      const screen = await renderWithLocale(<Checkbox label={texts.label} isRequired />, { locale: texts.locale });
      const checkbox = screen.getByRole('checkbox');
      // The native `required` is what a screen reader says: the name carries no second "required".
      await expect.element(checkbox).toBeRequired();
      await expect.element(checkbox).toHaveAccessibleName(texts.label);
      await expect.element(checkbox).not.toHaveAccessibleName(new RegExp(texts.required));
      const mark = document.querySelector('[data-slot="checkbox-required"]');
      expect(mark?.textContent).toBe('*');
      expect(mark?.getAttribute('aria-hidden')).toBe('true');
    },
  );

  test('an optional box has no marker and is not required', async () => {
    const screen = await renderWithLocale(<Checkbox label="Gift wrapping" />, { locale: 'en' });
    await expect.element(screen.getByRole('checkbox', { name: 'Gift wrapping', exact: true })).not.toBeRequired();
    expect(document.querySelector('[data-slot="checkbox-required"]')).toBeNull();
  });

  test('ignores clicks when disabled', async () => {
    const onCheckedChange = vi.fn();
    const screen = await renderWithLocale(
      <Checkbox label="Gift wrapping" isDisabled onCheckedChange={onCheckedChange} />,
      {
        locale: 'en',
      },
    );
    await expect.element(screen.getByRole('checkbox')).toBeDisabled();
    await screen.getByText('Gift wrapping').click({ force: true });
    expect(onCheckedChange).not.toHaveBeenCalled();
  });

  test('submits its value with a form', async () => {
    let submitted: FormData | undefined;
    const screen = await renderWithLocale(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submitted = new FormData(event.currentTarget);
        }}
      >
        <Checkbox label="Gift wrapping" name="wrap" value="yes" defaultChecked />
        <button type="submit">Send</button>
      </form>,
      { locale: 'en' },
    );
    await screen.getByRole('button', { name: 'Send' }).click();
    expect(submitted?.get('wrap')).toBe('yes');
  });

  test('mounts in one commit, so a page hydrating it stays in short tasks', async () => {
    expect(await commitsToMount(<Checkbox label="Gift wrapping" defaultChecked="indeterminate" />)).toBe(1);
  });
});
