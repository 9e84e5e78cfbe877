import type { Meta, StoryObj } from '@storybook/react-vite';
import { ClipboardList, ShoppingBag, UserRound } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formatPrice, intlLocaleOf } from '../../lib/format';
import { useLocale } from '../../lib/use-locale';
import { Sample, useSample } from '../../stories/sample';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';
import { TabsUsage } from './tabs.usage';

type Text = { ar: string; en: string };
interface SampleOrder {
  id: number;
  product: Text;
  status: Text;
  placedOn: string;
  totalHalalas: number;
}

const CURRENT_ORDERS: SampleOrder[] = [
  {
    id: 10482,
    product: { ar: 'نبتة الصبار في أصيص فخاري', en: 'Aloe vera in a clay pot' },
    status: { ar: 'في الطريق', en: 'On the way' },
    placedOn: '2025-03-04',
    totalHalalas: 18_900,
  },
  {
    id: 10477,
    product: { ar: 'باقة ورد مع بطاقة منقوشة', en: 'Bouquet with an engraved card' },
    status: { ar: 'تغليف الهدية', en: 'Wrap gift' },
    placedOn: '2025-03-02',
    totalHalalas: 32_450,
  },
];
const PAST_ORDERS: SampleOrder[] = [
  {
    id: 10211,
    product: { ar: 'نبتة المونستيرا', en: 'Monstera plant' },
    status: { ar: 'تم التوصيل', en: 'Delivered' },
    placedOn: '2025-01-18',
    totalHalalas: 24_000,
  },
];

/** A list of sample orders, as the orders page would get them from the server. */
function OrderList({ orders }: { orders: SampleOrder[] }) {
  const sample = useSample();
  const { locale } = useLocale();
  const date = new Intl.DateTimeFormat(intlLocaleOf(locale), {
    dateStyle: 'medium',
    numberingSystem: locale === 'ar' ? 'arab' : 'latn',
    timeZone: 'UTC',
  });
  const number = new Intl.NumberFormat(intlLocaleOf(locale), {
    numberingSystem: locale === 'ar' ? 'arab' : 'latn',
    useGrouping: false,
  });
  return (
    <ul className="flex flex-col gap-3">
      {orders.map((order) => (
        <li key={order.id} className="flex flex-col gap-1 rounded-lg border border-line bg-surface-raised p-4">
          <div className="flex items-center justify-between gap-3">
            <span className="font-medium text-ink">
              #<span>{number.format(order.id)}</span>
            </span>
            <span className="text-leaf-800 text-sm">{sample(order.status)}</span>
          </div>
          <p className="text-ink">{sample(order.product)}</p>
          <div className="flex items-center justify-between gap-3 text-ink-muted text-sm">
            <time dateTime={order.placedOn}>{date.format(new Date(order.placedOn))}</time>
            <span>{formatPrice(order.totalHalalas, locale)}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The orders page's two tabs (spec §2, /my-orders) with sample orders. */
function OrdersTabs(props: { defaultValue?: string; onValueChange?: (value: string) => void; isFullWidth?: boolean }) {
  const sample = useSample();
  return (
    <Tabs defaultValue={props.defaultValue ?? 'current'} onValueChange={props.onValueChange} className="max-w-lg">
      <TabsList aria-label={sample({ ar: 'الطلبات', en: 'Orders' })} isFullWidth={props.isFullWidth}>
        <TabsTrigger value="current">
          <Sample ar="الحالية" en="Current" />
        </TabsTrigger>
        <TabsTrigger value="past">
          <Sample ar="السابقة" en="Past" />
        </TabsTrigger>
      </TabsList>
      <TabsContent value="current">
        <OrderList orders={CURRENT_ORDERS} />
      </TabsContent>
      <TabsContent value="past">
        <OrderList orders={PAST_ORDERS} />
      </TabsContent>
    </Tabs>
  );
}

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  parameters: {
    docs: {
      usage: TabsUsage,
      description: {
        component:
          '`Tabs`, `TabsList`, `TabsTrigger` and `TabsContent` on Radix Tabs. Arrow keys follow the reading direction (ArrowLeft moves forward in Arabic, ArrowRight in English), Home/End jump to the ends, disabled tabs are skipped, and a tab shows as soon as it is focused. Name the list with `aria-label` unless a heading does. Used by the orders page (Current / Past) and the cart’s three steps; `isFullWidth` on `TabsList` shares the width between the tabs.',
      },
    },
  },
  args: { onValueChange: fn() },
  render: (args) => <OrdersTabs onValueChange={args.onValueChange} />,
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const current = canvas.getByRole('tab', { name: /الحالية|Current/ });
    const past = canvas.getByRole('tab', { name: /السابقة|Past/ });
    await expect(current).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(past);
    await expect(past).toHaveAttribute('aria-selected', 'true');
    await expect(args.onValueChange).toHaveBeenCalledWith('past');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(/نبتة المونستيرا|Monstera plant/);
  },
};

export const PastSelected: Story = {
  parameters: { playLocale: 'ar' },
  render: (args) => <OrdersTabs defaultValue="past" onValueChange={args.onValueChange} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tab', { name: /السابقة|Past/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** The cart's three steps (spec §2, /cart), the last one not reachable yet. */
function CartSteps({ isFullWidth }: { isFullWidth?: boolean }) {
  const sample = useSample();
  return (
    <Tabs defaultValue="basket">
      <TabsList aria-label={sample({ ar: 'خطوات الطلب', en: 'Order steps' })} isFullWidth={isFullWidth}>
        <TabsTrigger value="basket">
          <ShoppingBag aria-hidden />
          <Sample ar="السلة" en="Basket" />
        </TabsTrigger>
        <TabsTrigger value="contact">
          <UserRound aria-hidden />
          <Sample ar="معلومات التواصل" en="Contact information" />
        </TabsTrigger>
        <TabsTrigger value="complete" disabled>
          <ClipboardList aria-hidden />
          <Sample ar="إتمام الطلب" en="Complete order" />
        </TabsTrigger>
      </TabsList>
      <TabsContent value="basket">
        <Sample ar="منتجات السلة هنا." en="The basket's items go here." />
      </TabsContent>
      <TabsContent value="contact">
        <Sample ar="بيانات المستلم هنا." en="The recipient's details go here." />
      </TabsContent>
      <TabsContent value="complete">
        <Sample ar="الدفع هنا." en="Payment goes here." />
      </TabsContent>
    </Tabs>
  );
}

export const WithIconsAndDisabled: Story = {
  render: () => <CartSteps />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [basket, contact, complete] = canvas.getAllByRole('tab');
    await expect(complete).toBeDisabled();
    await userEvent.click(basket as HTMLElement);
    await userEvent.keyboard('{End}');
    // End skips the disabled tab.
    await expect(contact).toHaveFocus();
    await expect(contact).toHaveAttribute('aria-selected', 'true');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: () => <CartSteps isFullWidth />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('tab')).toHaveLength(3);
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'الحالية' }));
    await userEvent.keyboard('{ArrowLeft}');
    const past = canvas.getByRole('tab', { name: 'السابقة' });
    await expect(past).toHaveFocus();
    await expect(past).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'الحالية' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Current' }));
    await userEvent.keyboard('{ArrowRight}');
    const past = canvas.getByRole('tab', { name: 'Past' });
    await expect(past).toHaveFocus();
    await expect(past).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Current' })).toHaveAttribute('aria-selected', 'true');
  },
};
