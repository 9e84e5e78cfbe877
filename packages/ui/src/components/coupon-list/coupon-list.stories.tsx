import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useSample } from '../../stories/sample';
import { CouponList, type CouponListItem, type CouponListProps } from './coupon-list';
import { CouponListUsage } from './coupon-list.usage';

/** Sample `GET /coupons` data; the story saves a coupon as the server would. */
function SampleCoupons(props: Partial<CouponListProps>) {
  const sample = useSample();
  const [savedCodes, setSavedCodes] = useState(['WELCOME10']);
  const coupons: CouponListItem[] = [
    {
      code: 'WELCOME10',
      kind: 'percent',
      value: 10,
      maxDiscount: 5_000,
      minOrder: 10_000,
      expiresAt: '2026-12-31T20:59:59Z',
      title: sample({ ar: 'خصم الترحيب لأول طلب', en: 'Welcome discount on your first order' }),
    },
    { code: 'EID25', kind: 'fixed', value: 2_500, minOrder: 15_000, expiresAt: '2027-03-31T20:59:59Z' },
    {
      code: 'JEDDAH15',
      kind: 'percent',
      value: 15,
      unavailableReason: sample({ ar: 'هذه القسيمة لمدينة جدة فقط', en: 'This coupon is for Jeddah only' }),
    },
  ].map((coupon) => ({ ...coupon, isSaved: savedCodes.includes(coupon.code) }) as CouponListItem);
  return (
    <CouponList
      {...props}
      coupons={coupons}
      onSave={(code) => {
        props.onSave?.(code);
        setSavedCodes((codes) => [...codes, code]);
      }}
    />
  );
}

const meta = {
  title: 'Checkout/CouponList',
  component: CouponList,
  tags: ['autodocs'],
  parameters: {
    docs: {
      usage: CouponListUsage,
      description: {
        component:
          'Saved and available coupons (`/coupons`, checkout): discount (percentage with cap, or fixed), minimum order and validity (Gregorian dates), Save for unsaved ones and, with `canApply`, Apply. A coupon that cannot be used says why and its Apply is disabled. Without handlers the buttons submit `save_coupon`/`apply_coupon` with the code.',
      },
    },
  },
  args: { coupons: [], onSave: fn(), onApply: fn() },
  render: (args) => (
    <div className="max-w-xl">
      <SampleCoupons {...args} coupons={undefined} />
    </div>
  ),
} satisfies Meta<typeof CouponList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const [saved, available] = canvas.getAllByRole('region');
    await expect(within(saved as HTMLElement).getByText('WELCOME10')).toBeVisible();
    await userEvent.click(within(available as HTMLElement).getByRole('button', { name: /EID25/ }));
    await expect(args.onSave).toHaveBeenCalledWith('EID25');
    await expect(within(saved as HTMLElement).getByText('EID25')).toBeVisible();
  },
};

export const AtCheckout: Story = {
  parameters: { playLocale: 'ar' },
  args: { canApply: true, appliedCode: 'WELCOME10' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const jeddah = canvas.getByRole('button', { name: /تطبيق القسيمة.*JEDDAH15|Apply the coupon JEDDAH15/ });
    await expect(jeddah).toBeDisabled();
    await expect(jeddah).toHaveAccessibleDescription(/جدة|Jeddah/);
    await userEvent.click(canvas.getByRole('button', { name: /تطبيق القسيمة.*EID25|Apply the coupon EID25/ }));
    await expect(args.onApply).toHaveBeenCalledWith('EID25');
  },
};

export const Empty: Story = {
  parameters: { playLocale: 'ar' },
  render: (args) => <CouponList {...args} coupons={[]} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/لم تحفظ|not saved/)).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'قسائمي المحفوظة' })).toHaveTextContent(/خصم ١٠٪/);
    await expect(canvas.getByRole('region', { name: 'قسائمي المحفوظة' })).toHaveTextContent(/صالحة حتى .*٢٠٢٦/);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const saved = canvas.getByRole('region', { name: 'My saved coupons' });
    await expect(saved).toHaveTextContent(/10% off/);
    await expect(saved).toHaveTextContent(/Up to SAR\s50\.00/);
    await expect(saved).toHaveTextContent(/Minimum order SAR\s100\.00/);
    await expect(saved).toHaveTextContent(/Valid until Dec 31, 2026/);
    await expect(canvas.getByRole('region', { name: 'Available coupons' })).toHaveTextContent(/SAR\s25\.00 off/);
  },
};
