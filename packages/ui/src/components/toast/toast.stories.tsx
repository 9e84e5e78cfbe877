import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { variantArgType } from '../../stories/arg-types';
import { useSample } from '../../stories/sample';
import { Button } from '../button';
import { Toast, type ToastProps, ToastProvider, type ToastTone, useToast } from './toast';
import { ToastUsage } from './toast.usage';

type Text = { ar: string; en: string };
const SAMPLES: Record<ToastTone, { title: Text; description: Text }> = {
  success: {
    title: { ar: 'تم إرسال التذكرة', en: 'Your ticket has been sent' },
    description: { ar: 'سيرد فريق الدعم خلال يوم عمل واحد.', en: 'Our support team replies within one business day.' },
  },
  error: {
    title: { ar: 'اللون المختار غير متوفر', en: 'Selected color is out of stock' },
    description: { ar: 'اختر لوناً آخر أو فعّل تنبيه التوفر.', en: 'Choose another colour or ask to be notified.' },
  },
  info: {
    title: { ar: 'التوصيل خلال ٢-٥ أيام عمل', en: 'Delivery takes 2-5 business days' },
    description: {
      ar: 'التوصيل في نفس اليوم متاح في الرياض فقط.',
      en: 'Same-day delivery is available in Riyadh only.',
    },
  },
};

/** An open toast with sample texts; it stays until closed so the docs and baselines show it. */
function SampleToast({ tone = 'success', hasDescription = true, ...props }: ToastProps & { hasDescription?: boolean }) {
  const sample = useSample();
  const texts = SAMPLES[tone];
  return (
    <ToastProvider>
      <Toast
        duration={Number.POSITIVE_INFINITY}
        {...props}
        tone={tone}
        title={sample(texts.title)}
        description={hasDescription ? sample(texts.description) : undefined}
      />
    </ToastProvider>
  );
}

const meta = {
  title: 'Feedback/Toast',
  component: Toast,
  tags: ['autodocs'],
  parameters: {
    visual: { fullPage: true },
    docs: {
      usage: ToastUsage,
      description: {
        component:
          'Short feedback that closes itself after 5 s (Radix Toast). Mount `ToastProvider` once inside `LocaleProvider`, then call `useToast().toast({ title, description, tone })` with `success`, `error` (announced assertively) or `info`. Toasts sit at the top end corner (top left in Arabic), stack, pause while hovered or focused, close with their button, Escape or a swipe towards the end edge, and F8 moves focus to them.',
      },
    },
  },
  argTypes: {
    tone: variantArgType(
      ['success', 'error', 'info'],
      'info',
      'Colour and icon of the message; always paired with a text.',
    ),
  },
  args: { title: '', tone: 'success', defaultOpen: true },
  render: (args) => <SampleToast {...args} />,
} satisfies Meta<typeof Toast>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const region = await body(canvasElement).findByRole('region', { name: /الإشعارات|Notifications/ });
    // Visible once the slide-in animation has faded it in.
    await waitFor(() => expect(within(region).getByText(/تم إرسال التذكرة|Your ticket has been sent/)).toBeVisible());
    await userEvent.click(within(region).getByRole('button', { name: /إغلاق|Close/ }));
    await waitFor(() => expect(within(region).queryByRole('listitem')).toBeNull());
  },
};
// biome-ignore lint/suspicious/noShadowRestrictedNames: the brief names this story `Error`, like the other states.
export const Error: Story = { args: { tone: 'error' } };
export const InfoTone: Story = { name: 'Info', args: { tone: 'info' } };
export const TitleOnly: Story = {
  args: { tone: 'success' },
  render: (args) => <SampleToast {...args} hasDescription={false} />,
};

/** Three toasts at once, newest last. */
function Stack() {
  const sample = useSample();
  return (
    <ToastProvider>
      {(['info', 'success', 'error'] as const).map((tone) => (
        <Toast
          key={tone}
          tone={tone}
          duration={Number.POSITIVE_INFINITY}
          title={sample(SAMPLES[tone].title)}
          description={sample(SAMPLES[tone].description)}
        />
      ))}
    </ToastProvider>
  );
}

export const Stacked: Story = {
  render: () => <Stack />,
  play: async ({ canvasElement }) => {
    const region = await body(canvasElement).findByRole('region', { name: /الإشعارات|Notifications/ });
    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(3));
  },
};

/** A button that raises a toast through `useToast`, as screens do. */
function RaiseButton() {
  const sample = useSample();
  const { toast } = useToast();
  return (
    <Button
      onClick={() =>
        toast({
          tone: 'success',
          title: sample(SAMPLES.success.title),
          description: sample(SAMPLES.success.description),
        })
      }
    >
      {sample({ ar: 'أرسل التذكرة', en: 'Send ticket' })}
    </Button>
  );
}

export const RaiseWithHook: Story = {
  parameters: { visual: { fullPage: false } },
  render: () => (
    <ToastProvider>
      <RaiseButton />
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await userEvent.click(page.getByRole('button', { name: /أرسل التذكرة|Send ticket/ }));
    const region = page.getByRole('region', { name: /الإشعارات|Notifications/ });
    const toast = await within(region).findByRole('listitem');
    await expect(toast).toHaveTextContent(/تم إرسال التذكرة|Your ticket has been sent/);
    await expect(toast).toHaveAttribute('data-tone', 'success');
    // Escape from inside the toast closes it.
    within(toast)
      .getByRole('button', { name: /إغلاق|Close/ })
      .focus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(region).queryByRole('listitem')).toBeNull());
  },
};

export const LongArabicText: Story = {
  globals: { locale: 'ar' },
  render: () => (
    <ToastProvider>
      <Toast
        tone="info"
        duration={Number.POSITIVE_INFINITY}
        title="لا يمكن توصيل بعض المنتجات في سلتك إلى المدينة المختارة حالياً"
        description="يمكنك إزالة هذه المنتجات من السلة أو اختيار مدينة أخرى للتوصيل، أو الاستلام من أقرب فرع للمقهى."
      />
    </ToastProvider>
  ),
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { tone: 'error' },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const region = await body(canvasElement).findByRole('region', { name: 'الإشعارات (F8)' });
    const toast = await within(region).findByRole('listitem');
    await expect(toast).toHaveAttribute('data-swipe-direction', 'left');
    await waitFor(() => expect(within(toast).getByRole('button', { name: 'إغلاق' })).toBeVisible());
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const region = await body(canvasElement).findByRole('region', { name: 'Notifications (F8)' });
    const toast = await within(region).findByRole('listitem');
    await expect(toast).toHaveAttribute('data-swipe-direction', 'right');
    await waitFor(() => expect(within(toast).getByRole('button', { name: 'Close' })).toBeVisible());
  },
};
