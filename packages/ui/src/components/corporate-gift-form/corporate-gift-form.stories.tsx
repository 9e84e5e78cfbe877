import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CorporateGiftForm } from './corporate-gift-form';
import { CorporateGiftFormUsage } from './corporate-gift-form.usage';

const meta = {
  title: 'Support/CorporateGiftForm',
  component: CorporateGiftForm,
  tags: ['autodocs'],
  parameters: {
    docs: {
      usage: CorporateGiftFormUsage,
      description: {
        component:
          'The corporate-gift inquiry of `/corporate-gifts` (spec §3, §5): name, company_name, email, phone_number (digits only), description and city required; quantity (at most the contract’s 100,000: a larger number stops there) and one attachment optional. A real multipart form posting those names, `attachment` and the honeypot `website`.',
      },
    },
  },
  args: { onSubmitData: fn() },
} satisfies Meta<typeof CorporateGiftForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /إرسال الطلب|Send inquiry/ }));
    for (const name of [/اسمك|Your name/, /اسم الشركة|Company name/, /المدينة|City/]) {
      await waitFor(() => expect(canvas.getByRole('textbox', { name })).toHaveAttribute('aria-invalid', 'true'));
    }
    await expect(canvas.getByRole('textbox', { name: /الكمية|Quantity/ })).not.toHaveAttribute('aria-invalid');
    await expect(args.onSubmitData).not.toHaveBeenCalled();
  },
};

export const Sent: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /اسمك|Your name/ }), 'Faisal');
    await userEvent.type(canvas.getByRole('textbox', { name: /اسم الشركة|Company name/ }), 'Acme');
    await userEvent.type(canvas.getByRole('textbox', { name: /البريد|email/i }), 'faisal@acme.sa');
    await userEvent.type(canvas.getByRole('textbox', { name: /رقم الجوال|Phone/ }), '٠٥٥١٢٣٤٥٦٧');
    await userEvent.type(canvas.getByRole('textbox', { name: /المدينة|City/ }), 'Jeddah');
    await userEvent.type(canvas.getByRole('textbox', { name: /الكمية|Quantity/ }), '٢٥٠');
    await userEvent.type(canvas.getByRole('textbox', { name: /ما الذي تبحث عنه|looking for/ }), 'Desk plants');
    await userEvent.click(canvas.getByRole('button', { name: /إرسال الطلب|Send inquiry/ }));
    await waitFor(() => expect(args.onSubmitData).toHaveBeenCalledTimes(1));
    const data = (args.onSubmitData as unknown as { mock: { calls: [FormData][] } }).mock.calls[0]?.[0];
    await expect(data?.get('phone_number')).toBe('0551234567');
    await expect(data?.get('quantity')).toBe('250');
    // More than the contract allows (`SUPPORT_LIMITS.quantityMax`) stays as typed and is refused with the range.
    const quantity = canvas.getByRole('textbox', { name: /الكمية|Quantity/ });
    await userEvent.type(quantity, '٩٩٩');
    await expect(quantity).toHaveValue('250999');
    await userEvent.click(canvas.getByRole('button', { name: /إرسال الطلب|Send inquiry/ }));
    await waitFor(() => expect(quantity).toHaveAccessibleDescription(/أدخل كمية بين ١ و١٠٠٬٠٠٠|between 1 and 100,000/));
    await expect(args.onSubmitData).toHaveBeenCalledTimes(1);
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: /^اسم الشركة/ })).toBeRequired();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: /^Company name/ })).toBeRequired();
  },
};
