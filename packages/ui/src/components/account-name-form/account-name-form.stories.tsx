import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AccountNameForm } from './account-name-form';
import { AccountNameFormUsage } from './account-name-form.usage';

const meta = {
  title: 'Sign-in/AccountNameForm',
  component: AccountNameForm,
  tags: ['autodocs'],
  parameters: {
    docs: {
      usage: AccountNameFormUsage,
      description: {
        component:
          'The `account-name` step: a new or unnamed account is asked for a name of at least 2 characters (spec §5). Save stays disabled while the name is invalid.',
      },
    },
  },
  args: { onSubmit: fn(), className: 'max-w-sm' },
} satisfies Meta<typeof AccountNameForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const save = canvas.getByRole('button', { name: 'حفظ' });
    await expect(save).toBeDisabled();
    const name = canvas.getByRole('textbox', { name: /اسمك/ });
    await userEvent.type(name, 'س');
    await expect(save).toBeDisabled();
    await userEvent.type(name, 'ارة');
    await expect(save).toBeEnabled();
    await userEvent.click(save);
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: 'سارة' });
  },
};

export const TooShort: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /اسمك/ }), ' ع ');
    await userEvent.tab();
    await expect(await canvas.findByText('يجب ألا يقل الاسم عن حرفين')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'حفظ' })).toBeDisabled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  parameters: { playLocale: 'ar' },
  args: { isSubmitting: true, defaultName: 'سارة' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /حفظ/ })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('textbox', { name: /اسمك/ })).toBeDisabled();
  },
};

// biome-ignore lint/suspicious/noShadowRestrictedNames: the conventions name this state `Error`.
export const Error: Story = {
  parameters: { playLocale: 'ar' },
  args: { serverError: 'تعذّر حفظ الاسم، حاول مرة أخرى.', defaultName: 'سارة' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('تعذّر حفظ الاسم، حاول مرة أخرى.');
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The dialog's title asks the question; the intro says where the name is seen, not the question again.
    await expect(
      canvas.getByText('يظهر اسمك على طلباتك، وعلى الهدايا التي ترسلها إلا إذا اخترت إخفاءه.'),
    ).toBeVisible();
    await expect(canvas.queryByText('بماذا نناديك؟')).not.toBeInTheDocument();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Your name appears on your orders and, unless you choose to hide it, on the gifts you send.'),
    ).toBeVisible();
    await expect(canvas.queryByText('What should we call you?')).not.toBeInTheDocument();
    const name = canvas.getByRole('textbox', { name: /Your name/ });
    await userEvent.type(name, 'A');
    await userEvent.tab();
    await expect(await canvas.findByText('Name must be at least 2 characters')).toBeVisible();
    await userEvent.type(name, 'my{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Amy' });
  },
};
