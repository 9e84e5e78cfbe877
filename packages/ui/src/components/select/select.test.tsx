import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderWithLocale } from '../../test/render';
import { Select, type SelectOption } from './select';

const english: SelectOption[] = [
  { value: 'riyadh', label: 'Riyadh' },
  { value: 'jeddah', label: 'Jeddah' },
  { value: 'khobar', label: 'Khobar', disabled: true },
  { value: 'dammam', label: 'Dammam' },
  { value: 'jazan', label: 'Jazan' },
];
const arabic: SelectOption[] = [
  { value: 'riyadh', label: 'الرياض' },
  { value: 'jeddah', label: 'جدة' },
  { value: 'khobar', label: 'الخبر', disabled: true },
  { value: 'dammam', label: 'الدمام' },
  { value: 'jazan', label: 'جازان' },
];
const cases = [
  { locale: 'ar', options: arabic, label: 'المدينة', placeholder: 'اختر خيارًا' },
  { locale: 'en', options: english, label: 'City', placeholder: 'Select an option' },
] as const;

const labelAt = (options: readonly SelectOption[], index: number) => options[index]?.label ?? '';

/** Presses a key the way an Arabic keyboard reports it; Playwright types non-Latin letters without key events. */
function pressArabicKey(key: string) {
  document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
}

/** The option the listbox points at with aria-activedescendant. */
function activeOption() {
  const listbox = document.querySelector('[role="listbox"]');
  return document.getElementById(listbox?.getAttribute('aria-activedescendant') ?? '')?.textContent;
}

function ControlledSelect({ onValueChange }: { onValueChange: (value: string) => void }) {
  const [value] = useState<string | null>('riyadh');
  return <Select label="City" options={english} value={value} onValueChange={onValueChange} />;
}

describe('Select', () => {
  test.each(cases)(
    'opens on click and chooses with a click ($locale)',
    async ({ locale, options, label, placeholder }) => {
      const onValueChange = vi.fn();
      const screen = await renderWithLocale(<Select label={label} options={options} onValueChange={onValueChange} />, {
        locale,
      });
      await expect.element(screen.getByRole('button', { name: `${label} ${placeholder}` })).toBeInTheDocument();
      // The name changes with the choice, so keep hold of the one button by role alone.
      const trigger = screen.getByRole('button');
      await expect.element(trigger).toHaveAttribute('aria-haspopup', 'listbox');
      await trigger.click();
      await expect.element(trigger).toHaveAttribute('aria-expanded', 'true');
      await expect.element(screen.getByRole('listbox', { name: label })).toHaveFocus();
      await screen.getByRole('option', { name: labelAt(options, 1) }).click();
      expect(onValueChange).toHaveBeenCalledWith('jeddah');
      await expect.element(trigger).toHaveAttribute('aria-expanded', 'false');
      await expect.element(screen.getByRole('listbox')).not.toBeInTheDocument();
      await expect.element(screen.getByRole('button', { name: `${label} ${labelAt(options, 1)}` })).toHaveFocus();
    },
  );

  test.each(cases)(
    'moves with the arrows, Home and End, skipping disabled ($locale)',
    async ({ locale, options, label }) => {
      const onValueChange = vi.fn();
      const screen = await renderWithLocale(<Select label={label} options={options} onValueChange={onValueChange} />, {
        locale,
      });
      screen.getByRole('button').element().focus();
      await userEvent.keyboard('{ArrowDown}');
      expect(activeOption()).toBe(labelAt(options, 0));
      await userEvent.keyboard('{ArrowDown}{ArrowDown}');
      expect(activeOption()).toBe(labelAt(options, 3));
      await userEvent.keyboard('{ArrowUp}');
      expect(activeOption()).toBe(labelAt(options, 1));
      await userEvent.keyboard('{End}');
      expect(activeOption()).toBe(labelAt(options, 4));
      await userEvent.keyboard('{ArrowDown}');
      expect(activeOption()).toBe(labelAt(options, 4));
      await userEvent.keyboard('{Home}');
      expect(activeOption()).toBe(labelAt(options, 0));
      await userEvent.keyboard('{ArrowDown}{Enter}');
      expect(onValueChange).toHaveBeenCalledWith('jeddah');
      await expect.element(screen.getByRole('button', { name: `${label} ${labelAt(options, 1)}` })).toHaveFocus();
      await expect.element(screen.getByRole('option')).not.toBeInTheDocument();
    },
  );

  test('ArrowUp on the button opens at the last option; reopening starts at the chosen one', async () => {
    const screen = await renderWithLocale(<Select label="City" options={english} />, { locale: 'en' });
    screen.getByRole('button').element().focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(activeOption()).toBe('Jazan');
    await userEvent.keyboard('{ArrowUp} ');
    await expect.element(screen.getByRole('button', { name: 'City Dammam' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(activeOption()).toBe('Dammam');
    await expect.element(screen.getByRole('option', { name: 'Dammam' })).toHaveAttribute('aria-selected', 'true');
  });

  test.each(cases)('Escape closes without choosing and returns focus ($locale)', async ({ locale, options, label }) => {
    const onValueChange = vi.fn();
    const screen = await renderWithLocale(
      <Select label={label} options={options} defaultValue="riyadh" onValueChange={onValueChange} />,
      { locale },
    );
    await screen.getByRole('button').click();
    await userEvent.keyboard('{ArrowDown}{Escape}');
    expect(onValueChange).not.toHaveBeenCalled();
    await expect.element(screen.getByRole('listbox')).not.toBeInTheDocument();
    await expect.element(screen.getByRole('button', { name: `${label} ${labelAt(options, 0)}` })).toHaveFocus();
  });

  test('typeahead finds the first letter and cycles on repeats', async () => {
    const screen = await renderWithLocale(<Select label="City" options={english} />, { locale: 'en' });
    screen.getByRole('button').element().focus();
    await userEvent.keyboard('j');
    expect(activeOption()).toBe('Jeddah');
    await userEvent.keyboard('j');
    expect(activeOption()).toBe('Jazan');
    await userEvent.keyboard('j');
    expect(activeOption()).toBe('Jeddah');
    // Khobar is disabled, so "k" finds nothing and the active option stays.
    await userEvent.keyboard('k');
    expect(activeOption()).toBe('Jeddah');
  });

  test('Arabic typeahead also matches names without their article', async () => {
    const screen = await renderWithLocale(<Select label="المدينة" options={arabic} />, { locale: 'ar' });
    screen.getByRole('button').element().focus();
    pressArabicKey('ج');
    await expect.poll(activeOption).toBe('جدة');
    pressArabicKey('ج');
    await expect.poll(activeOption).toBe('جازان');
    // After a pause a new search starts: "د" finds الدمام without its article.
    await new Promise((resolve) => setTimeout(resolve, 600));
    pressArabicKey('د');
    await expect.poll(activeOption).toBe('الدمام');
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByRole('button', { name: 'المدينة الدمام' })).toBeInTheDocument();
  });

  test('a click outside closes the list and gives focus back to the button', async () => {
    const screen = await renderWithLocale(
      <div>
        <p>Outside</p>
        <Select label="City" options={english} />
      </div>,
      { locale: 'en' },
    );
    await screen.getByRole('button').click();
    await expect.element(screen.getByRole('listbox')).toBeVisible();
    await screen.getByText('Outside').click();
    await expect.element(screen.getByRole('listbox')).not.toBeInTheDocument();
    await expect.element(screen.getByRole('button', { name: 'City Select an option' })).toHaveFocus();
  });

  test('Tab closes the list and moves on; Shift+Tab goes back to the button', async () => {
    const screen = await renderWithLocale(
      <div>
        <Select label="City" options={english} />
        <button type="button">Next</button>
      </div>,
      { locale: 'en' },
    );
    const trigger = screen.getByRole('button', { name: /^City/ });
    await trigger.click();
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await expect.element(trigger).toHaveFocus();
    await expect.element(screen.getByRole('listbox')).not.toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByRole('listbox')).toHaveFocus();
    await userEvent.tab();
    await expect.element(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    await expect.element(screen.getByRole('listbox')).not.toBeInTheDocument();
  });

  test('stays as the parent says when controlled', async () => {
    const onValueChange = vi.fn();
    const screen = await renderWithLocale(<ControlledSelect onValueChange={onValueChange} />, { locale: 'en' });
    await screen.getByRole('button').click();
    await screen.getByRole('option', { name: 'Dammam' }).click();
    expect(onValueChange).toHaveBeenCalledWith('dammam');
    await expect.element(screen.getByRole('button', { name: 'City Riyadh' })).toBeInTheDocument();
  });

  test('ignores disabled options and a disabled field', async () => {
    const onValueChange = vi.fn();
    const screen = await renderWithLocale(<Select label="City" options={english} onValueChange={onValueChange} />, {
      locale: 'en',
    });
    await screen.getByRole('button').click();
    await screen.getByRole('option', { name: 'Khobar' }).click({ force: true });
    expect(onValueChange).not.toHaveBeenCalled();
    await expect.element(screen.getByRole('listbox')).toBeVisible();

    const disabled = await renderWithLocale(<Select label="Region" options={english} isDisabled />, { locale: 'en' });
    await expect.element(disabled.getByRole('button', { name: /^Region/ })).toBeDisabled();
  });

  test('submits the value with a form', async () => {
    let submitted: FormData | undefined;
    const screen = await renderWithLocale(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submitted = new FormData(event.currentTarget);
        }}
      >
        <Select label="City" name="city" options={english} defaultValue="jeddah" />
        <button type="submit">Send</button>
      </form>,
      { locale: 'en' },
    );
    await screen.getByRole('button', { name: 'Send' }).click();
    expect(submitted?.get('city')).toBe('jeddah');
  });

  test.each([
    { ...cases[0], name: 'المدينة مطلوب اختر خيارًا' },
    { ...cases[1], name: 'City required Select an option' },
  ] as const)('a required select says “required” once, in its name ($locale)', async (texts) => {
    // A button takes no `required` or `aria-required` (axe: aria-allowed-attr), so its name is
    // the one place a screen reader hears it; the star stays hidden.
    const screen = await renderWithLocale(<Select label={texts.label} options={texts.options} isRequired />, {
      locale: texts.locale,
    });
    const trigger = screen.getByRole('button', { name: texts.name, exact: true });
    await expect.element(trigger).toHaveAccessibleName(texts.name);
    await expect.element(trigger).not.toHaveAttribute('aria-required');
    expect(document.querySelector('[data-slot="select-required"] [aria-hidden="true"]')?.textContent).toBe('*');
  });
});
