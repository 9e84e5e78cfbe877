import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useSample } from '../../stories/sample';
import { ContactForm, type ContactFormProps } from './contact-form';
import { ContactFormUsage } from './contact-form.usage';

const issues = [
  { id: 1, name: { ar: 'وصلت الهدية تالفة', en: 'The gift arrived damaged' }, requiresOrder: true },
  { id: 2, name: { ar: 'استفسار عام', en: 'General question' }, requiresOrder: false },
];

function SampleContactForm(args: ContactFormProps) {
  const sample = useSample();
  return <ContactForm {...args} issues={issues.map((issue) => ({ ...issue, name: sample(issue.name) }))} />;
}

const meta = {
  title: 'Support/ContactForm',
  component: ContactForm,
  tags: ['autodocs'],
  parameters: {
    docs: {
      usage: ContactFormUsage,
      description: {
        component:
          'The contact form of `/contact-us` (spec §3, §5): name, e-mail and a digits-only phone (Arabic digits become Western) are required; the issue type comes from the store’s list, and an issue about an order shows the order field (a picker of the shopper’s orders when signed in, an order number for a guest) by CSS alone. Description and one attachment. A real multipart form posting `name`, `email`, `phone`, `issue_type_id`, `order_uuid`/`order_number`, `description`, `attachment` and the honeypot `website`.',
      },
    },
  },
  args: { issues: [], onSubmitData: fn() },
  render: (args) => <SampleContactForm {...args} />,
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ContactForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const send = /^(إرسال|Send)$/;

export const Default: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: send }));
    const name = canvas.getByRole('textbox', { name: /الاسم|Name/ });
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    await waitFor(() => expect(name).toHaveFocus());
    await expect(canvas.getByRole('textbox', { name: /البريد|Email/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmitData).not.toHaveBeenCalled();
  },
};

export const Sent: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /الاسم|Name/ }), 'Noura');
    await userEvent.type(canvas.getByRole('textbox', { name: /البريد|Email/ }), 'noura@example.com');
    const phone = canvas.getByRole('textbox', { name: /رقم الجوال|Phone/ });
    // Spec §5: Arabic-Indic digits become Western digits; anything else is dropped.
    await userEvent.type(phone, '٠٥٠-١٢٣ ٤٥٦٧');
    await expect(phone).toHaveValue('0501234567');
    const order = canvasElement.querySelector('[data-slot="contact-form-order"]') as HTMLElement;
    await expect(order).not.toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /نوع المشكلة|Issue type/ }), '1');
    await expect(order).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /رقم الطلب|Order number/ }), 'HD-100231');
    await userEvent.click(canvas.getByRole('button', { name: send }));
    await waitFor(() => expect(args.onSubmitData).toHaveBeenCalledTimes(1));
    const data = (args.onSubmitData as unknown as { mock: { calls: [FormData][] } }).mock.calls[0]?.[0];
    await expect(data?.get('phone')).toBe('0501234567');
    await expect(data?.get('issue_type_id')).toBe('1');
    await expect(data?.get('order_number')).toBe('HD-100231');
    await expect(data?.get('website')).toBe('');
  },
};

export const SignedIn: Story = {
  parameters: { playLocale: 'ar' },
  args: {
    orders: [
      { uuid: '0b5e0f7e-1111-4c3b-9a3e-000000000001', label: 'HD-100231' },
      { uuid: '0b5e0f7e-1111-4c3b-9a3e-000000000002', label: 'HD-100198' },
    ],
    defaultValues: { name: 'Noura', email: 'noura@example.com', phone: '501234567', issue_type_id: '1' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const picker = canvas.getByRole('combobox', { name: /^(الطلب|Order)$/ });
    await expect(picker).toBeVisible();
    await expect(within(picker).getAllByRole('option')).toHaveLength(3);
  },
};

export const ServerErrors: Story = {
  parameters: { playLocale: 'ar' },
  args: {
    defaultValues: { name: 'Noura', email: 'noura@example', phone: '12' },
    serverError: 'Please check the highlighted fields.',
    fieldErrors: { email: 'email_invalid', phone: 'phone_invalid', attachment: 'The file’s content is not a picture.' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[data-slot="form-alert"]')).toHaveTextContent(
      'Please check the highlighted fields.',
    );
    const email = canvas.getByRole('textbox', { name: /البريد|Email/ });
    await expect(email).toHaveValue('noura@example');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(email, '.com');
    await expect(email).not.toHaveAttribute('aria-invalid');
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'إرسال' }));
    await expect(await canvas.findByText('الاسم مطلوب')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByText('Name is required')).toBeVisible();
  },
};
