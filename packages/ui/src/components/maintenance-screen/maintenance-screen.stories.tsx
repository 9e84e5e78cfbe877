import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MaintenanceScreen } from './maintenance-screen';
import { MaintenanceScreenUsage } from './maintenance-screen.usage';

const meta = {
  title: 'Screens/MaintenanceScreen',
  component: MaintenanceScreen,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      usage: MaintenanceScreenUsage,
      description: {
        component:
          'The full-screen page shown while the store is down for scheduled maintenance: a decorative illustration, a heading and a short explanation, centred in the `<main>` landmark. Render it instead of the app shell, not inside another `<main>`.',
      },
    },
  },
} satisfies Meta<typeof MaintenanceScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('main')).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1 })).toBeInTheDocument();
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'تحت الصيانة' })).toBeInTheDocument();
  },
};
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Under Maintenance' })).toBeInTheDocument();
    await expect(
      canvas.getByText('We are performing scheduled maintenance. We will be back shortly.'),
    ).toBeInTheDocument();
  },
};
