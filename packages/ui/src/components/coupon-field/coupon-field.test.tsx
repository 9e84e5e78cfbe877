import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderWithLocale } from '../../test/render';
import { CouponField } from './coupon-field';

/** The app's side: a request per Apply/Remove, answered when the test says so. */
function Checkout({ onApply, onRemove }: { onApply: (code: string) => void; onRemove: () => void }) {
  const [applied, setApplied] = useState<string | undefined>();
  const [pending, setPending] = useState<'apply' | 'remove' | null>(null);
  const [typed, setTyped] = useState('');
  return (
    <>
      <CouponField
        value={typed}
        onChange={setTyped}
        appliedCode={applied}
        isPending={pending !== null}
        onApply={(code) => {
          onApply(code);
          setPending('apply');
        }}
        onRemove={() => {
          onRemove();
          setPending('remove');
        }}
      />
      <button
        type="button"
        onClick={() => {
          setApplied(pending === 'apply' ? typed.trim().toUpperCase() : undefined);
          if (pending === 'remove') setTyped('');
          setPending(null);
        }}
      >
        answer
      </button>
    </>
  );
}

/** Answers the pending request as the server would, without moving focus as a click would. */
function answer() {
  document
    .querySelector<HTMLButtonElement>('button:not([data-slot])')
    ?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
}

function submitted(form: HTMLFormElement, submitter: HTMLElement) {
  return new FormData(form, submitter as HTMLButtonElement);
}

describe('CouponField', () => {
  test('without handlers, Apply submits the code and the intent with a plain form', async () => {
    let data: FormData | undefined;
    const screen = await renderWithLocale(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          data = submitted(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter as HTMLElement);
        }}
      >
        <CouponField defaultValue="EID25" />
      </form>,
      { locale: 'en' },
    );
    await screen.getByRole('button', { name: 'Apply' }).click();
    expect(data?.get('coupon_code')).toBe('EID25');
    expect(data?.get('intent')).toBe('apply-coupon');
  });

  test('the applied state submits remove-coupon with the applied code', async () => {
    let data: FormData | undefined;
    const screen = await renderWithLocale(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          data = submitted(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter as HTMLElement);
        }}
      >
        <CouponField appliedCode="EID25" discount={2_500} />
      </form>,
      { locale: 'ar' },
    );
    await screen.getByRole('button', { name: 'إزالة الرمز \u2066EID25\u2069' }).click();
    expect(data?.get('coupon_code')).toBe('EID25');
    expect(data?.get('intent')).toBe('remove-coupon');
  });

  test('a refusal opens the info dialog again after it was cleared and given again', async () => {
    const screen = await renderWithLocale(<CouponField refusalMessage="Expired" />, { locale: 'en' });
    await expect.element(screen.getByRole('dialog')).toHaveTextContent('Expired');
    await screen.getByRole('button', { name: 'OK' }).click();
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
    await screen.rerender(<CouponField refusalMessage={undefined} />);
    await screen.rerender(<CouponField refusalMessage="Expired" />);
    await expect.element(screen.getByRole('dialog')).toHaveTextContent('Expired');
  });

  test.each([
    { locale: 'ar', name: 'رمز الخصم', apply: 'تطبيق' },
    { locale: 'en', name: 'Promo code', apply: 'Apply' },
  ] as const)('Enter does not apply a code again while it is checked ($locale)', async ({ locale, name, apply }) => {
    const onApply = vi.fn();
    const screen = await renderWithLocale(<Checkout onApply={onApply} onRemove={() => {}} />, { locale });
    const input = screen.getByRole('textbox', { name });
    await userEvent.type(input, 'eid25{Enter}');
    expect(onApply).toHaveBeenCalledExactlyOnceWith('eid25');
    await expect.element(screen.getByRole('button', { name: apply })).toBeDisabled();
    await userEvent.keyboard('{Enter}{Enter}');
    expect(onApply).toHaveBeenCalledOnce();
  });

  test.each([
    { locale: 'ar', name: 'رمز الخصم', remove: 'إزالة الرمز \u2066EID25\u2069' },
    { locale: 'en', name: 'Promo code', remove: 'Remove the code EID25' },
  ] as const)('focus goes to Remove once applied, and back to the input once removed ($locale)', async (texts) => {
    const onRemove = vi.fn();
    const screen = await renderWithLocale(<Checkout onApply={() => {}} onRemove={onRemove} />, {
      locale: texts.locale,
    });
    await userEvent.type(screen.getByRole('textbox', { name: texts.name }), 'eid25{Enter}');
    answer();
    await expect.element(screen.getByRole('button', { name: texts.remove })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onRemove).toHaveBeenCalledOnce();
    answer();
    await expect.element(screen.getByRole('textbox', { name: texts.name })).toHaveFocus();
  });

  test('a code the app applies by itself does not take focus', async () => {
    const screen = await renderWithLocale(
      <>
        <input aria-label="Elsewhere" />
        <CouponField />
      </>,
      { locale: 'en' },
    );
    await screen.getByRole('textbox', { name: 'Elsewhere' }).click();
    await screen.rerender(
      <>
        <input aria-label="Elsewhere" />
        <CouponField appliedCode="EID25" />
      </>,
    );
    await expect.element(screen.getByRole('textbox', { name: 'Elsewhere' })).toHaveFocus();
  });
});
