import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderWithLocale } from '../../test/render';
import { RatingFaces, type RatingReason, type RatingValue } from './rating-faces';

/** A parent that owns the rating and the reasons, as the order screen does. */
function Controlled() {
  const [rating, setRating] = useState<RatingValue | null>(null);
  const [reasons, setReasons] = useState<RatingReason[]>(['price']);
  return <RatingFaces value={rating} onValueChange={setRating} reasons={reasons} onReasonsChange={setReasons} />;
}

// The logical next face is to the left in Arabic and to the right in English.
const directions = [
  {
    locale: 'ar',
    next: '{ArrowLeft}',
    previous: '{ArrowRight}',
    group: 'كيف كان طلبك؟',
    names: ['غاضب', 'حزين', 'مقبول', 'جيد', 'ممتاز'],
  },
  {
    locale: 'en',
    next: '{ArrowRight}',
    previous: '{ArrowLeft}',
    group: 'How was your order?',
    names: ['Angry', 'Sad', 'Okay', 'Good', 'Great'],
  },
] as const;

describe('RatingFaces', () => {
  test.each(directions)(
    'arrow keys follow the reading direction ($locale)',
    async ({ locale, next, previous, group, names }) => {
      const onValueChange = vi.fn();
      const screen = await renderWithLocale(<RatingFaces onValueChange={onValueChange} />, { locale });
      await expect.element(screen.getByRole('radiogroup', { name: group })).toBeVisible();
      const faces = screen.getByRole('radio').elements();
      expect(faces.map((face) => face.textContent)).toEqual(names);

      await userEvent.tab();
      expect(document.activeElement).toBe(faces[0]);
      expect(onValueChange).not.toHaveBeenCalled();

      await userEvent.keyboard(next);
      expect(document.activeElement).toBe(faces[1]);
      expect(faces[1]?.getAttribute('aria-checked')).toBe('true');
      expect(onValueChange).toHaveBeenLastCalledWith(2);

      await userEvent.keyboard('{ArrowDown}');
      expect(onValueChange).toHaveBeenLastCalledWith(3);
      await userEvent.keyboard(previous);
      expect(onValueChange).toHaveBeenLastCalledWith(2);
      await userEvent.keyboard('{ArrowUp}');
      expect(onValueChange).toHaveBeenLastCalledWith(1);
      // Wraps from the first face to the last and back.
      await userEvent.keyboard(previous);
      expect(document.activeElement).toBe(faces[4]);
      expect(onValueChange).toHaveBeenLastCalledWith(5);
      await userEvent.keyboard(next);
      expect(onValueChange).toHaveBeenLastCalledWith(1);
      await userEvent.keyboard('{End}');
      expect(onValueChange).toHaveBeenLastCalledWith(5);
      await userEvent.keyboard('{Home}');
      expect(onValueChange).toHaveBeenLastCalledWith(1);
      expect(faces.filter((face) => face.getAttribute('aria-checked') === 'true')).toEqual([faces[0]]);
    },
  );

  test.each(directions)('faces appear in reading order and are not mirrored ($locale)', async ({ locale }) => {
    const screen = await renderWithLocale(<RatingFaces />, { locale });
    const [angry, sad] = screen.getByRole('radio').elements();
    const isRtl = locale === 'ar';
    expect(angry!.getBoundingClientRect().left > sad!.getBoundingClientRect().left).toBe(isRtl);
    for (const svg of screen.container.querySelectorAll('svg')) expect(getComputedStyle(svg).transform).toBe('none');
  });

  test('only the checked face is in the tab order, and Tab leaves the group', async () => {
    const screen = await renderWithLocale(
      <>
        <RatingFaces defaultValue={3} />
        <button type="button">after</button>
      </>,
      { locale: 'en' },
    );
    const faces = screen.getByRole('radio').elements();
    expect(faces.map((face) => face.tabIndex)).toEqual([-1, -1, 0, -1, -1]);
    await userEvent.tab();
    expect(document.activeElement).toBe(faces[2]);
    await userEvent.tab();
    // The reason chips come next, then the button after the component.
    expect(document.activeElement?.textContent).toBe('Service');
  });

  test('clicking chooses; choosing the same face again does not call back', async () => {
    const onValueChange = vi.fn();
    const screen = await renderWithLocale(<RatingFaces onValueChange={onValueChange} />, { locale: 'en' });
    await screen.getByRole('radio', { name: 'Good' }).click();
    await screen.getByRole('radio', { name: 'Good' }).click();
    expect(onValueChange).toHaveBeenCalledOnce();
    expect(onValueChange).toHaveBeenCalledWith(4);
  });

  test.each(directions)('reasons appear after a face is chosen and toggle ($locale)', async ({ locale }) => {
    const onReasonsChange = vi.fn();
    const screen = await renderWithLocale(<RatingFaces onReasonsChange={onReasonsChange} />, { locale });
    expect(screen.container.querySelector('[data-slot="rating-faces-reasons"]')).toBeNull();
    await screen.getByRole('radio').nth(1).click();
    const chips = screen.getByRole('group').getByRole('button');
    expect(chips.elements().map((chip) => chip.textContent)).toEqual(
      locale === 'ar'
        ? ['الخدمة', 'التوصيل', 'السعر', 'المنتج', 'أخرى']
        : ['Service', 'Delivery', 'Price', 'Product', 'Other'],
    );
    await chips.nth(4).click();
    await chips.nth(1).click();
    // Always in the spec's order, whatever the click order.
    expect(onReasonsChange).toHaveBeenLastCalledWith(['delivery', 'other']);
    await expect.element(chips.nth(1)).toHaveAttribute('aria-pressed', 'true');
    await chips.nth(4).click();
    expect(onReasonsChange).toHaveBeenLastCalledWith(['delivery']);
    await expect.element(chips.nth(4)).toHaveAttribute('aria-pressed', 'false');
  });

  test('controlled: the parent owns the rating and the reasons', async () => {
    const screen = await renderWithLocale(<Controlled />, { locale: 'en' });
    await screen.getByRole('radio', { name: 'Okay' }).click();
    await expect.element(screen.getByRole('radio', { name: 'Okay' })).toHaveAttribute('aria-checked', 'true');
    await expect.element(screen.getByRole('button', { name: 'Price' })).toHaveAttribute('aria-pressed', 'true');
    await screen.getByRole('button', { name: 'Price' }).click();
    await expect.element(screen.getByRole('button', { name: 'Price' })).toHaveAttribute('aria-pressed', 'false');
  });

  test('a controlled value without updates stays put', async () => {
    const onValueChange = vi.fn();
    const screen = await renderWithLocale(<RatingFaces value={2} onValueChange={onValueChange} />, { locale: 'en' });
    await screen.getByRole('radio', { name: 'Great' }).click();
    expect(onValueChange).toHaveBeenCalledWith(5);
    await expect.element(screen.getByRole('radio', { name: 'Sad' })).toHaveAttribute('aria-checked', 'true');
  });

  test('disabled: nothing is focusable or chosen', async () => {
    const onValueChange = vi.fn();
    const screen = await renderWithLocale(
      <>
        <RatingFaces defaultValue={1} isDisabled onValueChange={onValueChange} />
        <button type="button">after</button>
      </>,
      { locale: 'ar' },
    );
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('after');
    for (const face of screen.getByRole('radio').elements()) expect(face).toBeDisabled();
    expect(onValueChange).not.toHaveBeenCalled();
  });
});
