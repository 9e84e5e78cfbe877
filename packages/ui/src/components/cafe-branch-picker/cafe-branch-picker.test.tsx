import { describe, expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderWithLocale } from '../../test/render';
import { type CafeBranch, CafeBranchPicker } from './cafe-branch-picker';

const arabicBranches: CafeBranch[] = [
  {
    id: 'olaya',
    name: 'فرع العليا',
    address: 'طريق العليا، الرياض',
    hours: [{ days: 'الأحد – الخميس', opens: '08:00', closes: '23:00' }],
  },
  {
    id: 'malqa',
    name: 'فرع الملقا',
    address: 'حي الملقا، الرياض',
    hours: [{ days: 'الأحد – الخميس', opens: '07:00', closes: '22:00' }],
  },
  {
    id: 'nakheel',
    name: 'فرع النخيل',
    address: 'حي النخيل، الرياض',
    hours: [{ days: 'الأحد – الخميس', opens: '09:00', closes: '21:00' }],
  },
];

const englishBranches: CafeBranch[] = [
  {
    id: 'olaya',
    name: 'Olaya branch',
    address: 'Olaya Road, Riyadh',
    hours: [{ days: 'Sun – Thu', opens: '08:00', closes: '23:00' }],
  },
  {
    id: 'malqa',
    name: 'Al Malqa branch',
    address: 'Al Malqa, Riyadh',
    hours: [{ days: 'Sun – Thu', opens: '07:00', closes: '22:00' }],
  },
  {
    id: 'nakheel',
    name: 'Al Nakheel branch',
    address: 'Al Nakheel, Riyadh',
    hours: [{ days: 'Sun – Thu', opens: '09:00', closes: '21:00' }],
  },
];

const checkedIn = (group: Element) =>
  [...group.querySelectorAll<HTMLInputElement>('input[type="radio"]')]
    .filter((radio) => radio.checked)
    .map((radio) => radio.value);

describe('CafeBranchPicker', () => {
  test.each([
    { locale: 'ar', branches: arabicBranches, label: 'فرع الاستلام', malqa: 'فرع الملقا' },
    { locale: 'en', branches: englishBranches, label: 'Pick-up branch', malqa: 'Al Malqa branch' },
  ] as const)('two pickers on one page keep their own branch ($locale)', async (texts) => {
    const screen = await renderWithLocale(
      <>
        <CafeBranchPicker branches={texts.branches} />
        <CafeBranchPicker branches={texts.branches} />
      </>,
      { locale: texts.locale },
    );
    const groups = screen.getByRole('radiogroup', { name: texts.label });
    const [first, second] = [groups.nth(0).element(), groups.nth(1).element()];
    // The radios are visually hidden; their cards (labels) take the click.
    await userEvent.click(first.querySelectorAll('label')[0] as HTMLElement);
    await userEvent.click(second.querySelectorAll('label')[1] as HTMLElement);
    expect(checkedIn(first)).toEqual(['olaya']);
    expect(checkedIn(second)).toEqual(['malqa']);
    await expect.element(groups.nth(1).getByRole('radio', { name: texts.malqa })).toHaveFocus();
    // Arrows move within a picker only.
    await userEvent.keyboard('{ArrowDown}');
    expect(checkedIn(second)).toEqual(['nakheel']);
    expect(checkedIn(first)).toEqual(['olaya']);
    const names = (group: Element) =>
      new Set([...group.querySelectorAll<HTMLInputElement>('input[type="radio"]')].map((radio) => radio.name));
    expect(names(first).size).toBe(1);
    expect(names(second).size).toBe(1);
    expect([...names(first)][0]).not.toBe([...names(second)][0]);
  });

  test('submits the chosen branch under the name it is given', async () => {
    let data: FormData | undefined;
    const screen = await renderWithLocale(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          data = new FormData(event.currentTarget);
        }}
      >
        <CafeBranchPicker branches={englishBranches} name="cafe_branch_id" defaultValue="malqa" />
        <button type="submit">Next</button>
      </form>,
      { locale: 'en' },
    );
    await screen.getByRole('button', { name: 'Next' }).click();
    expect(data?.get('cafe_branch_id')).toBe('malqa');
  });
});
