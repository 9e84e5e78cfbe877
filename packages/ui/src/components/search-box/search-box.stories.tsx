import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useSample } from '../../stories/sample';
import { SearchBox, type SearchBoxProps, type SearchSuggestion } from './search-box';
import { SearchBoxUsage } from './search-box.usage';

/** A product thumbnail drawn inline, so stories and screenshots need no network. */
function thumbnail(background: string, leaf: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="${background}"/><path d="M20 32c0-9 2-15 9-19-1 8-4 13-9 19Zm0 0c0-7-2-12-8-15 0 7 3 11 8 15Z" fill="${leaf}"/><rect x="13" y="30" width="14" height="7" rx="2" fill="#9a3f20"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const QUERY = { ar: 'نبتة', en: 'plant' };
const PRODUCTS = [
  { id: 11, slug: 'aloe-vera', ar: 'نبتة الصبار', en: 'Aloe vera plant', image: thumbnail('#dcefe1', '#2b7048') },
  { id: 12, slug: 'monstera', ar: 'نبتة المونستيرا', en: 'Monstera plant', image: thumbnail('#f4f0ea', '#225a3a') },
  {
    id: 13,
    slug: 'snake-plant',
    ar: 'نبتة الثعبان في أصيص فخاري',
    en: 'Snake plant in a clay pot',
    image: thumbnail('#fae2d8', '#3b8a5a'),
  },
  {
    id: 14,
    slug: 'peace-lily',
    ar: 'نبتة زنبق السلام',
    en: 'Peace lily plant',
    image: thumbnail('#eff5fc', '#1c4830'),
  },
];

/** Sample search results from the server, in the story's locale. */
function useSampleSuggestions(): SearchSuggestion[] {
  const sample = useSample();
  return PRODUCTS.map((product) => ({
    id: product.id,
    label: sample(product),
    href: `/product/${product.slug}`,
    imageUrl: product.image,
  }));
}

function SampleSearchBox({ hasSuggestions, ...args }: SearchBoxProps & { hasSuggestions?: boolean }) {
  const sample = useSample();
  const suggestions = useSampleSuggestions();
  return (
    <SearchBox defaultValue={sample(QUERY)} {...args} suggestions={hasSuggestions ? suggestions : args.suggestions} />
  );
}

const meta = {
  title: 'Search/SearchBox',
  component: SearchBox,
  tags: ['autodocs'],
  parameters: {
    docs: {
      usage: SearchBoxUsage,
      description: {
        component:
          'The header search (spec §2): an ARIA 1.2 combobox whose list shows the products the app fetched for the text. It does not wait or fetch: the app debounces `onValueChange` with `useDebouncedValue(text, SEARCH_DELAY_MS)` (500 ms, spec §5), fetches, and passes `suggestions` and `isLoading`. ArrowDown/ArrowUp move through the options (wrapping), Enter chooses the active option (`onSelect`) or submits the text (`onSubmit` → `/products?search=…`), Escape closes the list and a second Escape clears the text. With no match it shows “No product found”.',
      },
    },
  },
  args: { onValueChange: fn(), onSelect: fn(), onSubmit: fn() },
  decorators: [
    (Story) => (
      // Room for the open list, so screenshots include it.
      <div className="min-h-96 max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchBox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).toHaveAttribute('placeholder', 'ابحث');
    await userEvent.type(input, 'ورد');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('ورد');
    await expect(canvasElement.querySelector('[data-slot="search-box-empty"]')).toHaveTextContent(
      'لم يتم العثور على منتج',
    );
  },
};

export const WithSuggestions: Story = {
  args: { defaultOpen: true },
  render: (args) => <SampleSearchBox {...args} hasSuggestions />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    const options = canvas.getAllByRole('option');
    await expect(options).toHaveLength(4);
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    // Wraps from the first option to the last.
    await expect(input).toHaveAttribute('aria-activedescendant', options[2]?.id);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 13, href: '/product/snake-plant' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Loading: Story = {
  parameters: { playLocale: 'ar' },
  args: { defaultOpen: true, isLoading: true },
  render: (args) => <SampleSearchBox {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('جارٍ البحث');
    await expect(canvas.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
    await expect(canvasElement.querySelector('[data-slot="search-box-empty"]')).toBeNull();
  },
};

export const NoResults: Story = {
  parameters: { playLocale: 'ar' },
  args: { defaultOpen: true, suggestions: [] },
  render: (args) => <SampleSearchBox {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[data-slot="search-box-empty"]')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('لم يتم العثور على منتج');
    await userEvent.click(canvas.getByRole('combobox'));
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('نبتة');
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { defaultOpen: true },
  render: (args) => <SampleSearchBox {...args} hasSuggestions />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'البحث عن المنتجات' });
    await expect(canvas.getByRole('listbox', { name: 'الاقتراحات' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('٤ منتجات');
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Escape}');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).not.toHaveAttribute('aria-activedescendant');
    await expect(input).toHaveValue('نبتة');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('');
    await userEvent.type(input, 'صبار');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('صبار');
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { defaultOpen: true },
  render: (args) => <SampleSearchBox {...args} hasSuggestions />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Search products' });
    await expect(canvas.getByRole('status')).toHaveTextContent('4 products found');
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(input).toHaveAttribute('aria-activedescendant', canvas.getAllByRole('option')[1]?.id);
    await userEvent.click(canvas.getByRole('option', { name: 'Monstera plant' }));
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 12 }));
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(input).toHaveValue('');
    await waitFor(() => expect(input).toHaveFocus());
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { defaultOpen: true },
  render: (args) => <SampleSearchBox {...args} hasSuggestions />,
};
