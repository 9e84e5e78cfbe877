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
    { locale: 'ar', error: 'يجب الموافقة على الشروط', required: 'مطلوب' },
    { locale: 'en', error: 'Please accept the terms', required: 'required' },
  ] as const)('describes itself with the description and the error ($locale)', async ({ locale, error, required }) => {
    const screen = await renderWithLocale(
      <Checkbox label="Terms" description="Read them first" errorMessage={error} isRequired />,
      { locale },
    );
    const checkbox = screen.getByRole('checkbox');
    await expect.element(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect.element(checkbox).toBeRequired();
    await expect.element(checkbox).toHaveAccessibleDescription(`Read them first ${error}`);
    await expect.element(checkbox).toHaveAccessibleName(`Terms ${required}`);
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
