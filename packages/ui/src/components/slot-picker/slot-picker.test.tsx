import { describe, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderWithLocale } from '../../test/render';
import { SlotPicker } from './slot-picker';
import { sampleDates } from './slot-picker.fixtures';

describe('SlotPicker', () => {
  test.each([
    { locale: 'ar', forward: '{ArrowLeft}', back: '{ArrowRight}' },
    { locale: 'en', forward: '{ArrowRight}', back: '{ArrowLeft}' },
  ] as const)(
    'date arrows follow the reading direction and skip holidays ($locale)',
    async ({ locale, forward, back }) => {
      const onDateChange = vi.fn();
      const screen = await renderWithLocale(
        <SlotPicker dates={sampleDates} today="2026-11-24" defaultDate="2026-11-26" onDateChange={onDateChange} />,
        { locale },
      );
      const radios = screen.getByRole('radiogroup').first().getByRole('radio');
      (radios.nth(2).element() as HTMLElement).focus();
      await userEvent.keyboard(forward);
      await userEvent.keyboard(back);
      expect(onDateChange.mock.calls.map(([value]) => value)).toEqual(['2026-11-30', '2026-11-26']);
    },
  );

  test('the Hijri date is the Umm al-Qura one, in each language', async () => {
    const ar = await renderWithLocale(<SlotPicker dates={sampleDates.slice(0, 1)} />, { locale: 'ar' });
    expect(document.querySelector('[data-slot="slot-picker-hijri"]')?.textContent).toBe(
      new Intl.DateTimeFormat('ar-SA-u-ca-islamic-umalqura', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
        numberingSystem: 'arab',
      }).format(new Date('2026-11-24T12:00:00Z')),
    );
    expect(document.querySelector('[data-slot="slot-picker-hijri"]')?.textContent).toContain('جمادى');
    await ar.unmount();
    await renderWithLocale(<SlotPicker dates={sampleDates.slice(0, 1)} />, { locale: 'en' });
    expect(document.querySelector('[data-slot="slot-picker-hijri"]')?.textContent).toMatch(/^Jumada II 14, 1448 AH$/);
  });

  test('the form submits the date and the slot', async () => {
    let data: FormData | undefined;
    const screen = await renderWithLocale(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          data = new FormData(event.currentTarget);
        }}
      >
        <SlotPicker dates={sampleDates} defaultDate="2026-11-30" dateName="delivery_date" slotName="slot_id" />
        <button type="submit">Next</button>
      </form>,
      { locale: 'en' },
    );
    // The radios are visually hidden; their cards (labels) take the click.
    await screen.getByText(/^1:00\sPM/).click();
    await screen.getByRole('button', { name: 'Next' }).click();
    expect(data?.get('delivery_date')).toBe('2026-11-30');
    expect(data?.get('slot_id')).toBe('afternoon');
  });

  test('full slots are disabled and say so', async () => {
    const screen = await renderWithLocale(<SlotPicker dates={sampleDates} defaultDate="2026-11-25" />, {
      locale: 'en',
    });
    const afternoon = screen.getByRole('radio', { name: /1:00\sPM/ });
    await expect.element(afternoon).toBeDisabled();
    await expect.element(afternoon).toHaveAccessibleDescription('Full');
  });

  test.each([
    { locale: 'ar', dates: 'تاريخ التوصيل', slots: 'وقت التوصيل' },
    { locale: 'en', dates: 'Delivery date', slots: 'Delivery time' },
  ] as const)('two pickers on one page keep their own date and slot ($locale)', async (texts) => {
    const screen = await renderWithLocale(
      <>
        <SlotPicker dates={sampleDates} defaultDate="2026-11-30" />
        <SlotPicker dates={sampleDates} defaultDate="2026-11-30" />
      </>,
      { locale: texts.locale },
    );
    const dates = screen.getByRole('radiogroup', { name: texts.dates });
    const slots = screen.getByRole('radiogroup', { name: texts.slots });
    // The radios are visually hidden; their cards (labels) take the click.
    const slotCard = (picker: number, index: number) =>
      slots.nth(picker).element().querySelectorAll('label')[index] as HTMLElement;
    await userEvent.click(slotCard(0, 0));
    await userEvent.click(slotCard(1, 2));
    const checked = (group: typeof dates, picker: number) =>
      [...group.nth(picker).element().querySelectorAll<HTMLInputElement>('input[type="radio"]')]
        .filter((radio) => radio.checked)
        .map((radio) => radio.value);
    expect(checked(slots, 0)).toEqual(['morning']);
    expect(checked(slots, 1)).toEqual(['evening']);
    const dateCard = dates.nth(1).element().querySelectorAll('label')[5] as HTMLElement;
    await userEvent.click(dateCard);
    expect(checked(dates, 0)).toEqual(['2026-11-30']);
    expect(checked(dates, 1)).toEqual(['2026-12-01']);
    expect(checked(slots, 0)).toEqual(['morning']);
    const nameOf = (group: typeof dates, picker: number) =>
      group.nth(picker).element().querySelector<HTMLInputElement>('input[type="radio"]')?.name;
    expect(nameOf(dates, 0)).not.toBe(nameOf(dates, 1));
    expect(nameOf(slots, 0)).not.toBe(nameOf(slots, 1));
    expect(nameOf(dates, 0)).not.toBe(nameOf(slots, 0));
  });
});
