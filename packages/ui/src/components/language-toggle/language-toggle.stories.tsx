import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LanguageToggle } from './language-toggle';
import { LanguageToggleUsage } from './language-toggle.usage';

const meta = {
  title: 'Layout/LanguageToggle',
  component: LanguageToggle,
  tags: ['autodocs'],
  parameters: {
    docs: {
      usage: LanguageToggleUsage,
      description: {
        component:
          "Switches Arabic ⇄ English (spec §4). It shows the other language's name in that language — 'English' in the Arabic store, 'العربية' in the English one — and its accessible name ('Switch to English', 'التبديل إلى العربية') is in that language too, marked with `lang`. `onToggle(nextLocale)` lets the app store the choice, tell the server and reload. `variant=\"row\"` matches the side menu's links.",
      },
    },
  },
  args: { onToggle: fn() },
} satisfies Meta<typeof LanguageToggle>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Switch to English' });
    await userEvent.click(button);
    await expect(args.onToggle).toHaveBeenCalledWith('en');
  },
};
export const Row: Story = {
  args: { variant: 'row' },
  render: (args) => (
    <div className="w-72 rounded-lg border border-line bg-surface-raised p-2">
      <LanguageToggle {...args} />
    </div>
  ),
};
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toBeDisabled();
  },
};
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Switch to English' });
    await expect(button).toHaveAttribute('lang', 'en');
    await expect(within(button).getByText('English')).toHaveAttribute('lang', 'en');
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onToggle).toHaveBeenCalledWith('en');
  },
};
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'التبديل إلى العربية' });
    await expect(within(button).getByText('العربية')).toHaveAttribute('lang', 'ar');
    button.focus();
    await userEvent.keyboard(' ');
    await expect(args.onToggle).toHaveBeenCalledWith('ar');
  },
};
