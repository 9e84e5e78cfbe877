import { describe, expect, test } from 'vitest';
import { renderWithLocale } from '../../test/render';
import { CouponField } from './coupon-field';

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
});
