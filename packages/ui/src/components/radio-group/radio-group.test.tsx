import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { uiMessages } from '../../i18n/catalog';
import { LocaleProvider } from '../../lib/locale-provider';
import { commitsToMount, renderWithLocale } from '../../test/render';
import { RadioGroup, type RadioGroupOption } from './radio-group';

const sizes: RadioGroupOption[] = [
  { value: 'small', label: 'Small' },
  { value: 'medium', label: 'Medium' },
  { value: 'large', label: 'Large' },
];

describe('RadioGroup', () => {
  test.each([
    { locale: 'ar', forward: '{ArrowLeft}', back: '{ArrowRight}' },
    { locale: 'en', forward: '{ArrowRight}', back: '{ArrowLeft}' },
  ] as const)('horizontal arrows follow the reading direction ($locale)', async ({ locale, forward, back }) => {
    const onValueChange = vi.fn();
    const screen = await renderWithLocale(
      <RadioGroup label="Pot size" options={sizes} orientation="horizontal" onValueChange={onValueChange} />,
      { locale },
    );
    await screen.getByRole('radio', { name: 'Small' }).click();
    await userEvent.keyboard(forward);
    await expect.element(screen.getByRole('radio', { name: 'Medium' })).toBeChecked();
    await expect.element(screen.getByRole('radio', { name: 'Medium' })).toHaveFocus();
    await userEvent.keyboard(forward);
    await expect.element(screen.getByRole('radio', { name: 'Large' })).toBeChecked();
    await userEvent.keyboard(back);
    await expect.element(screen.getByRole('radio', { name: 'Medium' })).toBeChecked();
    expect(onValueChange.mock.calls.map(([value]) => value)).toEqual(['small', 'medium', 'large', 'medium']);
  });

  test('chooses once when the arrow is held, as a person presses it', async () => {
    const onValueChange = vi.fn();
    const screen = await renderWithLocale(
      <RadioGroup label="Pot size" options={sizes} orientation="horizontal" onValueChange={onValueChange} />,
      { locale: 'ar' },
    );
    await screen.getByRole('radio', { name: 'Small' }).click();
    await userEvent.keyboard('{ArrowLeft>}');
    await new Promise((resolve) => setTimeout(resolve, 50));
    await userEvent.keyboard('{/ArrowLeft}');
    await expect.element(screen.getByRole('radio', { name: 'Medium' })).toBeChecked();
    expect(onValueChange.mock.calls.map(([value]) => value)).toEqual(['small', 'medium']);
  });

  test.each(['ar', 'en'] as const)('horizontal ignores Up and Down (%s)', async (locale) => {
    const screen = await renderWithLocale(
      <RadioGroup label="Pot size" options={sizes} orientation="horizontal" defaultValue="small" />,
      { locale },
    );
    await screen.getByRole('radio', { name: 'Small' }).click();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(screen.getByRole('radio', { name: 'Small' })).toBeChecked();
  });

  test.each(['ar', 'en'] as const)(
    'vertical moves with ArrowDown and ArrowUp, skipping disabled (%s)',
    async (locale) => {
      const screen = await renderWithLocale(
        <RadioGroup
          label="Pot size"
          options={[sizes[0]!, { ...sizes[1]!, disabled: true }, sizes[2]!]}
          defaultValue="small"
        />,
        { locale },
      );
      await screen.getByRole('radio', { name: 'Small' }).click();
      await userEvent.keyboard('{ArrowDown}');
      await expect.element(screen.getByRole('radio', { name: 'Large' })).toBeChecked();
      await expect.element(screen.getByRole('radio', { name: 'Medium' })).toBeDisabled();
      await userEvent.keyboard('{ArrowUp}');
      await expect.element(screen.getByRole('radio', { name: 'Small' })).toBeChecked();
    },
  );

  test('Tab enters at the chosen option', async () => {
    const screen = await renderWithLocale(
      <>
        <button type="button">Before</button>
        <RadioGroup label="Pot size" options={sizes} defaultValue="large" />
      </>,
      { locale: 'en' },
    );
    await screen.getByRole('button', { name: 'Before' }).click();
    await userEvent.tab();
    await expect.element(screen.getByRole('radio', { name: 'Large' })).toHaveFocus();
  });

  test.each([
    { locale: 'ar', required: 'مطلوب' },
    { locale: 'en', required: 'required' },
  ] as const)(
    'names and describes the group; “required” is said once, by aria-required ($locale)',
    async ({ locale, required }) => {
      const screen = await renderWithLocale(
        <RadioGroup
          label="Pot size"
          description="Plants grow into it"
          errorMessage="Choose a size"
          isRequired
          options={[{ value: 'small', label: 'Small', description: 'Fits a desk' }]}
        />,
        { locale },
      );
      const group = screen.getByRole('radiogroup');
      // `aria-required` is what a screen reader says: the name has no second "required", the star is hidden.
      await expect.element(group).toHaveAccessibleName('Pot size');
      await expect.element(group).not.toHaveAccessibleName(new RegExp(required));
      await expect.element(group).toHaveAttribute('aria-required', 'true');
      const mark = document.querySelector('[data-slot="radio-group-required"]');
      expect(mark?.textContent).toBe('*');
      expect(mark?.getAttribute('aria-hidden')).toBe('true');
      await expect.element(group).toHaveAccessibleDescription('Plants grow into it Choose a size');
      await expect.element(group).toHaveAttribute('aria-invalid', 'true');
      await expect.element(screen.getByRole('radio', { name: 'Small' })).toHaveAccessibleDescription('Fits a desk');
    },
  );

  test.each(['ar', 'en'] as const)(
    'the error state is on the chosen option only, and on every option while none is chosen (%s)',
    async (locale) => {
      const colours: RadioGroupOption[] = [
        { value: 'black', label: 'Matte black' },
        { value: 'sand', label: 'Sand', description: 'Sold out' },
      ];
      const borderOf = (name: string) =>
        getComputedStyle(screen.getByRole('radio', { name }).element()).getPropertyValue('border-top-color');
      const errorColour = () =>
        getComputedStyle(document.querySelector('[data-slot="radio-group-error"]') as Element).color;
      const screen = await renderWithLocale(
        <RadioGroup
          label="Colour"
          orientation="horizontal"
          options={colours}
          value="sand"
          errorMessage="The chosen colour is sold out"
        />,
        { locale },
      );
      const [black, sand] = [...document.querySelectorAll('[data-slot="radio-group-option"]')];
      expect(sand?.getAttribute('data-invalid')).toBe('true');
      expect(black?.getAttribute('data-invalid')).toBe('false');
      expect(borderOf('Sand')).toBe(errorColour());
      expect(borderOf('Matte black')).not.toBe(errorColour());

      // Nothing chosen (a required group left empty): the whole group shows it.
      await screen.rerender(
        <RadioGroup
          label="Colour"
          orientation="horizontal"
          options={colours}
          value=""
          errorMessage="Choose a colour"
        />,
      );
      await expect.poll(() => borderOf('Matte black')).toBe(errorColour());
      expect(borderOf('Sand')).toBe(errorColour());

      // Without an error, the chosen option is drawn as chosen, not as wrong.
      await screen.rerender(<RadioGroup label="Colour" orientation="horizontal" options={colours} value="sand" />);
      await expect.poll(() => document.querySelector('[data-slot="radio-group-error"]')).toBeNull();
      expect(document.querySelector('[data-slot="radio-group-option"][data-invalid="true"]')).toBeNull();
    },
  );

  test('stays as the parent says when controlled, and submits with a form', async () => {
    const onValueChange = vi.fn();
    let submitted: FormData | undefined;
    const screen = await renderWithLocale(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submitted = new FormData(event.currentTarget);
        }}
      >
        <RadioGroup label="Pot size" name="size" options={sizes} value="small" onValueChange={onValueChange} />
        <button type="submit">Send</button>
      </form>,
      { locale: 'en' },
    );
    await screen.getByText('Large').click();
    expect(onValueChange).toHaveBeenCalledWith('large');
    await expect.element(screen.getByRole('radio', { name: 'Small' })).toBeChecked();
    await screen.getByRole('button', { name: 'Send' }).click();
    expect(submitted?.get('size')).toBe('small');
  });

  test('mounts in one commit, so a page hydrating it stays in short tasks', async () => {
    expect(await commitsToMount(<RadioGroup label="Pot size" options={sizes} defaultValue="small" />)).toBe(1);
  });

  test('leaves arrows with Alt, Ctrl or Meta to the browser (history, text shortcuts)', async () => {
    const screen = await renderWithLocale(
      <RadioGroup label="Pot size" options={sizes} orientation="horizontal" defaultValue="small" />,
      { locale: 'en' },
    );
    await screen.getByRole('radio', { name: 'Small' }).click();
    const prevented: boolean[] = [];
    const record = (event: KeyboardEvent) => prevented.push(event.defaultPrevented);
    window.addEventListener('keydown', record);
    await userEvent.keyboard('{Alt>}{ArrowRight}{/Alt}');
    await userEvent.keyboard('{ArrowRight}');
    window.removeEventListener('keydown', record);
    // Alt itself, Alt+ArrowRight, then the plain ArrowRight the group acts on.
    expect(prevented).toEqual([false, false, true]);
  });
});

let rerenderPage: () => void = () => {};

/** A page around the group that can render again on demand, as a route does after hydrating. */
function PageAroundGroup() {
  const [, setTick] = useState(0);
  rerenderPage = () => setTick((tick) => tick + 1);
  return (
    <LocaleProvider locale="en" messages={uiMessages.en}>
      <RadioGroup label="Pot size" name="size" options={sizes} />
    </LocaleProvider>
  );
}

describe('RadioGroup before hydration', () => {
  test('a choice made in the server-rendered page survives hydration and the next render', async () => {
    const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
    const container = document.createElement('div');
    container.innerHTML = renderToString(<PageAroundGroup />);
    document.body.append(container);
    // The shopper picks before the scripts arrive.
    container.querySelector<HTMLInputElement>('input[value="large"]')?.click();
    const root = hydrateRoot(container, <PageAroundGroup />);
    await settle();
    rerenderPage();
    await settle();
    expect(container.querySelector<HTMLInputElement>('input[value="large"]')?.checked).toBe(true);
    root.unmount();
    container.remove();
  });
});
