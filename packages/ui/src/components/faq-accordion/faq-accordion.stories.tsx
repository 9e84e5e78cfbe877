import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { useSample } from '../../stories/sample';
import { FaqAccordion, type FaqAccordionProps } from './faq-accordion';
import { FaqAccordionUsage } from './faq-accordion.usage';

const faq = [
  {
    question: { ar: 'ما سرعة التوصيل؟', en: 'How fast is delivery?' },
    answer: {
      ar: 'طلبات الرياض تُوصَّل في نفس اليوم. المدن الأخرى من 2 إلى 6 أيام عمل، باستثناء الجمعة والسبت.',
      en: 'Riyadh orders are delivered the same day. Other cities take 2-6 working days, excluding Friday and Saturday.',
    },
  },
  {
    question: { ar: 'هل يمكنني إرجاع الهدية؟', en: 'Can I return a gift?' },
    answer: {
      ar: 'يُقبل الإرجاع خلال 3 أيام من التوصيل.',
      en: 'Returns are accepted within 3 days of delivery.',
    },
  },
  {
    question: { ar: 'هل الأسعار شاملة الضريبة؟', en: 'Are prices VAT inclusive?' },
    answer: { ar: 'نعم، جميع الأسعار شاملة ضريبة القيمة المضافة.', en: 'Yes, all prices include VAT.' },
  },
];

function SampleFaq(args: Omit<FaqAccordionProps, 'items'>) {
  const sample = useSample();
  return (
    <FaqAccordion
      {...args}
      items={faq.map((item) => ({ question: sample(item.question), answer: sample(item.answer) }))}
    />
  );
}

const meta = {
  title: 'Support/FaqAccordion',
  component: FaqAccordion,
  tags: ['autodocs'],
  parameters: {
    docs: {
      usage: FaqAccordionUsage,
      description: {
        component:
          'The FAQ page’s questions (issue 16 §5) as the WAI-ARIA accordion: a heading per question holding a button with `aria-expanded` and `aria-controls`, the answer a labelled region. Several answers may be open; Up/Down/Home/End move between questions; “Show all answers” opens every one.',
      },
    },
  },
  args: { items: [] },
  render: (args) => <SampleFaq {...args} />,
} satisfies Meta<typeof FaqAccordion>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('button', { name: /ما سرعة التوصيل|How fast/ });
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('region')).toBeNull();
    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    const answer = canvas.getByRole('region', { name: /ما سرعة التوصيل|How fast/ });
    await expect(answer).toHaveTextContent(/2|٢/);
    await expect(first).toHaveAttribute('aria-controls', answer.id);
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const questions = canvas.getAllByRole('button', { expanded: false });
    await expect(questions).toHaveLength(3);
    const [first, second, third] = questions as [HTMLElement, HTMLElement, HTMLElement];
    first.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(second).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(third).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(third).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(third).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    await expect(third).toHaveAttribute('aria-expanded', 'false');
  },
};

export const AllOpen: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /عرض كل الإجابات|Show all answers/ }));
    await expect(canvas.getAllByRole('region')).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: /إخفاء كل الإجابات|Hide all answers/ })).toBeVisible();
  },
};

export const FirstOpen: Story = { args: { defaultOpen: [0] } };

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { defaultOpen: [1] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'هل يمكنني إرجاع الهدية؟' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'هل يمكنني إرجاع الهدية؟' })).toHaveTextContent('3 أيام');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { defaultOpen: [1] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Can I return a gift?' })).toHaveTextContent('within 3 days');
  },
};
