import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CollaborationForm } from './collaboration-form';
import { CollaborationFormUsage } from './collaboration-form.usage';

const meta = {
  title: 'Support/CollaborationForm',
  component: CollaborationForm,
  tags: ['autodocs'],
  parameters: {
    docs: {
      usage: CollaborationFormUsage,
      description: {
        component:
          'The collaboration inquiry (spec §5: company_name, email, phone_number and description required), a real form posting those names and the honeypot `website`.',
      },
    },
  },
  args: { onSubmitData: fn() },
} satisfies Meta<typeof CollaborationForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // Until its effect has run the browser's own checks hold the form (it works before hydration):
    // a send then never reaches the form's messages.
    await waitFor(() => expect(canvasElement.querySelector('form')).toHaveAttribute('novalidate'));
    await userEvent.click(canvas.getByRole('button', { name: /إرسال|Send/ }));
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: /اسم الشركة|Company name/ })).toHaveAttribute('aria-invalid', 'true'),
    );
    await expect(args.onSubmitData).not.toHaveBeenCalled();
    // The first field in error takes the focus a frame after the messages render. Typing before
    // then would let that focus land mid-word on the next field still in error.
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /اسم الشركة|Company name/ })).toHaveFocus());
    await userEvent.type(canvas.getByRole('textbox', { name: /اسم الشركة|Company name/ }), 'Acme');
    await userEvent.type(canvas.getByRole('textbox', { name: /البريد|Email/ }), 'hello@acme.sa');
    await userEvent.type(canvas.getByRole('textbox', { name: /رقم الجوال|Phone/ }), '0551234567');
    await userEvent.type(canvas.getByRole('textbox', { name: /التعاون|collaboration/ }), 'Pop-up at our office');
    await userEvent.click(canvas.getByRole('button', { name: /إرسال|Send/ }));
    await waitFor(() => expect(args.onSubmitData).toHaveBeenCalledTimes(1));
  },
};

export const Arabic: Story = { globals: { locale: 'ar' } };
export const English: Story = { globals: { locale: 'en' } };
