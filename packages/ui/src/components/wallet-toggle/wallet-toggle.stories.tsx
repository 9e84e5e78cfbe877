import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WalletToggle, type WalletToggleProps } from './wallet-toggle';
import { WalletToggleUsage } from './wallet-toggle.usage';

/** Stands in for the server: applies up to the total of 120 SAR from the balance. */
function ServerWallet(props: WalletToggleProps) {
  const [isOn, setIsOn] = useState(props.defaultChecked ?? false);
  const total = 12_000;
  const applied = Math.min(total, props.balance);
  return (
    <WalletToggle
      {...props}
      defaultChecked={undefined}
      checked={isOn}
      appliedAmount={isOn ? applied : undefined}
      coversTotal={applied >= total}
      onCheckedChange={(next) => {
        props.onCheckedChange?.(next);
        setIsOn(next);
      }}
    />
  );
}

const meta = {
  title: 'Checkout/WalletToggle',
  component: WalletToggle,
  tags: ['autodocs'],
  parameters: {
    docs: {
      usage: WalletToggleUsage,
      description: {
        component:
          'The wallet at checkout: the balance, a “pay with my wallet” switch (`name="use_wallet"`, submits `true`) and the amount the server applied. An empty wallet is disabled; `isPending` locks it while the server applies the change; the server’s refusal (`errorMessage`) is announced as an alert. `headingLevel` (3 by default) fits “Wallet” into the page’s outline.',
      },
    },
  },
  args: { balance: 5_000, onCheckedChange: fn() },
  render: (args) => (
    <div className="max-w-sm">
      <ServerWallet {...args} />
    </div>
  ),
} satisfies Meta<typeof WalletToggle>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch'));
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
    await expect(canvasElement.querySelector('[data-slot="wallet-toggle-applied"]')).toBeInTheDocument();
  },
};

export const CoversTotal: Story = {
  parameters: { playLocale: 'ar' },
  args: { balance: 50_000, defaultChecked: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="wallet-toggle-applied"]')).toHaveTextContent(/يغطي|covers/);
  },
};

export const Empty: Story = {
  args: { balance: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch')).toBeDisabled();
  },
};

export const Pending: Story = {
  args: { isPending: true, defaultChecked: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch')).toBeDisabled();
    await expect(within(canvasElement).getByRole('region')).toHaveAttribute('aria-busy', 'true');
  },
};

// biome-ignore lint/suspicious/noShadowRestrictedNames: the brief names this story `Error`, like the other states.
export const Error: Story = {
  args: { errorMessage: 'The wallet cannot be used with this coupon' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch')).toHaveAccessibleDescription(/cannot be used/);
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'The wallet cannot be used with this coupon',
    );
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[data-slot="wallet-toggle-balance"]')).toHaveTextContent(
      /الرصيد: .*٥٠٫٠٠/,
    );
    await userEvent.click(canvas.getByRole('switch', { name: 'الدفع من رصيد محفظتي' }));
    await expect(canvasElement.querySelector('[data-slot="wallet-toggle-applied"]')).toHaveTextContent(/سيُدفع/);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: 'Pay with my wallet balance' }));
    await expect(canvasElement.querySelector('[data-slot="wallet-toggle-applied"]')).toHaveTextContent(
      /SAR\s50\.00 will be paid from your wallet\./,
    );
  },
};
