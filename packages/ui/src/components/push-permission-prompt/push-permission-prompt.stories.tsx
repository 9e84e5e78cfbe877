import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ToastProvider } from '../toast';
import { NotificationToast, PushPermissionPrompt } from './push-permission-prompt';
import { PushPermissionPromptUsage } from './push-permission-prompt.usage';

const meta = {
  title: 'Orders/PushPermissionPrompt',
  component: PushPermissionPrompt,
  tags: ['autodocs'],
  parameters: {
    docs: {
      usage: PushPermissionPromptUsage,
      description: {
        component:
          'Asks to turn on notifications (issue 15 §5) with Allow and Later; the app asks the browser from `onAllow`. `NotificationToast` shows a push that arrives while the page is open: title, body and an Open link to its page (spec §4’s routes), inside `ToastProvider`.',
      },
    },
  },
  args: { onAllow: fn(), onLater: fn() },
} satisfies Meta<typeof PushPermissionPrompt>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /تفعيل الإشعارات|Turn on notifications/ }));
    await expect(args.onAllow).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: /لاحقاً|Later/ }));
    await expect(args.onLater).toHaveBeenCalledOnce();
  },
};

export const Requesting: Story = { args: { isRequesting: true } };

export const Notification: Story = {
  // The toast is portalled to its viewport: the baseline is the page.
  parameters: { visual: { fullPage: true } },
  render: () => (
    <ToastProvider duration={Number.POSITIVE_INFINITY}>
      <NotificationToast
        defaultOpen
        title="Your gift is on the way"
        body="Order HD-10231 left the shop."
        href="/my-orders"
        onOpenLink={() => {}}
      />
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const link = await body.findByRole('link', { name: /فتح|Open/ });
    await expect(link).toHaveAttribute('href', '/my-orders');
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'تابع هديتك' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Follow your gift' })).toBeVisible();
  },
};
