import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useSample } from '../../stories/sample';
import { Switch, type SwitchProps } from './switch';
import { SwitchUsage } from './switch.usage';

function SampleSwitch(props: SwitchProps) {
  const sample = useSample();
  return (
    <Switch
      {...props}
      label={sample({ ar: 'استخدم رصيد المحفظة', en: 'Use wallet balance' })}
      description={sample({ ar: 'الرصيد المتاح ٥٠ ر.س', en: 'Available balance SAR 50' })}
    />
  );
}

const meta = {
  title: 'Primitives/Switch',
  component: Switch,
  tags: ['autodocs'],
  parameters: {
    docs: {
      usage: SwitchUsage,
      description: {
        component:
          'An on/off setting: a native checkbox with `role="switch"`, so a plain form submits `name=value` while on. The thumb moves towards the end of the reading direction. Controlled (`checked` + `onCheckedChange`) or uncontrolled (`defaultChecked`).',
      },
    },
  },
  args: { label: '', onCheckedChange: fn(), name: 'use_wallet', value: 'true' },
  render: (args) => (
    <div className="max-w-sm">
      <SampleSwitch {...args} />
    </div>
  ),
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const control = within(canvasElement).getByRole('switch');
    await expect(control).not.toBeChecked();
    await userEvent.click(control);
    await expect(control).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(control).not.toBeChecked();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultChecked: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch')).toBeDisabled();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { defaultChecked: true },
  play: async ({ canvasElement }) => {
    const control = within(canvasElement).getByRole('switch', { name: 'استخدم رصيد المحفظة' });
    await expect(control).toBeChecked();
    await expect(control).toHaveAccessibleDescription('الرصيد المتاح ٥٠ ر.س');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const control = within(canvasElement).getByRole('switch', { name: 'Use wallet balance' });
    await userEvent.click(within(canvasElement).getByText('Use wallet balance'));
    await expect(control).toBeChecked();
  },
};
