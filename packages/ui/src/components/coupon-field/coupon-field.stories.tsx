import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useSample } from '../../stories/sample';
import { CouponField, type CouponFieldProps } from './coupon-field';
import { CouponFieldUsage } from './coupon-field.usage';

/** Stands in for `POST /coupons/apply`: EID25 takes 25 SAR off, anything else is refused. */
function ServerCoupon(props: CouponFieldProps) {
  const sample = useSample();
  const [applied, setApplied] = useState<string | undefined>(props.appliedCode);
  const [refusal, setRefusal] = useState<string | undefined>();
  return (
    <CouponField
      {...props}
      appliedCode={applied}
      discount={applied ? 2_500 : undefined}
      refusalMessage={refusal}
      onRefusalDismiss={() => setRefusal(undefined)}
      onApply={(code) => {
        props.onApply?.(code);
        if (code.toUpperCase() === 'EID25') setApplied('EID25');
        else setRefusal(sample({ ar: 'رمز الخصم غير صالح', en: 'This promo code is not valid' }));
      }}
      onRemove={() => {
        props.onRemove?.();
        setApplied(undefined);
      }}
    />
  );
}

const meta = {
  title: 'Checkout/CouponField',
  component: CouponField,
  tags: ['autodocs'],
  parameters: {
    docs: {
      usage: CouponFieldUsage,
      description: {
        component:
          'A promo code: input (`name="coupon_code"`, an LTR island) and Apply; once applied, the code, the saving and Remove. Without `onApply`/`onRemove` the buttons submit `intent=apply-coupon`/`remove-coupon` to the form’s action. A refused code shows the server message in the info-styled dialog (spec §8).',
      },
    },
  },
  args: { onApply: fn(), onRemove: fn() },
  render: (args) => (
    <div className="max-w-sm">
      <ServerCoupon {...args} />
    </div>
  ),
} satisfies Meta<typeof CouponField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), ' eid25 ');
    await userEvent.click(canvas.getByRole('button', { name: /تطبيق|Apply/ }));
    await expect(args.onApply).toHaveBeenCalledWith('eid25');
    await expect(canvas.getByRole('status')).toHaveTextContent(/EID25/);
    // The input is gone: focus moves to Remove, and back to the input once the code is removed.
    await expect(canvas.getByRole('button', { name: /EID25/ })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: /EID25/ }));
    await expect(args.onRemove).toHaveBeenCalled();
    await expect(canvas.getByRole('textbox')).toBeVisible();
    await expect(canvas.getByRole('textbox')).toHaveFocus();
  },
};

export const Refused: Story = {
  parameters: { playLocale: 'ar', visual: { fullPage: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(canvas.getByRole('textbox'), 'NOPE{Enter}');
    const dialog = await body.findByRole('dialog');
    await expect(dialog).toHaveAttribute('data-tone', 'info');
    await expect(dialog).toHaveTextContent(/رمز الخصم غير صالح|This promo code is not valid/);
    await userEvent.click(within(dialog).getByRole('button'));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

export const Applied: Story = {
  args: { appliedCode: 'EID25' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="coupon-field"]')).toHaveAttribute('data-state', 'applied');
  },
};

export const Pending: Story = {
  render: (args) => (
    <div className="max-w-sm">
      <CouponField {...args} defaultValue="EID25" isPending />
    </div>
  ),
  play: async ({ args, canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toBeDisabled();
    // Enter in the input does not send the code a second time while it is checked.
    await userEvent.type(within(canvasElement).getByRole('textbox'), '{Enter}');
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};

// biome-ignore lint/suspicious/noShadowRestrictedNames: the brief names this story `Error`, like the other states.
export const Error: Story = {
  render: (args) => (
    <div className="max-w-sm">
      <CouponField {...args} errorMessage="Enter a promo code" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveAccessibleDescription('Enter a promo code');
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'رمز الخصم' });
    await expect(input).toHaveAttribute('dir', 'ltr');
    await userEvent.type(input, 'EID25');
    await userEvent.click(canvas.getByRole('button', { name: 'تطبيق' }));
    await expect(canvas.getByRole('status')).toHaveTextContent(/وفّرت/);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Promo code' }), 'EID25');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(canvas.getByRole('status')).toHaveTextContent(/Code EID25 applied\s*You save SAR\s25\.00/);
  },
};
