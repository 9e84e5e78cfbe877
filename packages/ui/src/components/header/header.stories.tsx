import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useSample } from '../../stories/sample';
import { SearchBox } from '../search-box';
import { Header, type HeaderProps } from './header';
import { HeaderUsage } from './header.usage';

type Text = { ar: string; en: string };
const RIYADH: Text = { ar: 'الرياض', en: 'Riyadh' };
const LONG_CITY: Text = { ar: 'خميس مشيط والمحافظات التابعة لها', en: 'Khamis Mushait and its governorates' };

/** City names are sample server data in the story's locale. */
function SampleHeader({ citySample = RIYADH, ...props }: HeaderProps & { citySample?: Text | null }) {
  const sample = useSample();
  return <Header cityName={citySample ? sample(citySample) : undefined} search={<SearchBox />} {...props} />;
}

const meta = {
  title: 'Layout/Header',
  component: Header,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      usage: HeaderUsage,
      description: {
        component:
          "The store's sticky top bar (spec §2): menu button, 'Deliver to {city}' (opens the city picker), the logo linking home, a `search` slot for the app's SearchBox and the cart button, which shows a dot and says 'Cart, has items' when `hasCartItems`. Below 575 px the search takes a second full-width row and the city button shows only the city name. The logo is a `Link`, so wrap the app in `LinkProvider` for client-side navigation.",
      },
    },
  },
  args: { onMenuClick: fn(), onCityClick: fn(), onCartClick: fn(), hasCartItems: false },
  render: (args) => <SampleHeader {...args} />,
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'القائمة' }));
    await expect(args.onMenuClick).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'التوصيل إلى الرياض' }));
    await expect(args.onCityClick).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'السلة' }));
    await expect(args.onCartClick).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('link', { name: 'هدية، الصفحة الرئيسية' })).toHaveAttribute('href', '/');
  },
};
export const WithCartItems: Story = {
  parameters: { playLocale: 'ar' },
  args: { hasCartItems: true },
  play: async ({ canvasElement }) => {
    const cart = within(canvasElement).getByRole('button', { name: 'السلة، فيها منتجات' });
    await expect(cart.querySelector('[data-slot="icon-button-dot"]')).not.toBeNull();
  },
};
export const NoCity: Story = {
  parameters: { playLocale: 'ar' },
  render: (args) => <SampleHeader {...args} citySample={null} />,
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'اختر مدينتك' }));
    await expect(args.onCityClick).toHaveBeenCalledOnce();
  },
};
export const WithoutSearch: Story = {
  render: (args) => <SampleHeader {...args} search={undefined} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="header-search"]')).toBeNull();
  },
};
export const LongArabicText: Story = {
  parameters: { playLocale: 'ar' },
  args: { hasCartItems: true },
  render: (args) => <SampleHeader {...args} citySample={LONG_CITY} />,
  play: async ({ canvasElement }) => {
    const city = within(canvasElement).getByRole('button', { name: /خميس مشيط/ });
    await expect(city.getBoundingClientRect().width).toBeLessThan(320);
  },
};
export const Mobile: Story = {
  parameters: { playLocale: 'ar' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { hasCartItems: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const city = canvas.getByRole('button', { name: 'التوصيل إلى الرياض' });
    // Shortened to the city name, the full sentence stays in the accessible name.
    await expect(city.querySelector('[data-slot="header-city-full"]')).not.toBeVisible();
    await expect(city.querySelector('[data-slot="header-city-short"]')).toHaveTextContent('الرياض');
    const search = canvasElement.querySelector('[data-slot="header-search"]');
    const menu = canvas.getByRole('button', { name: 'القائمة' });
    await expect(search?.getBoundingClientRect().top).toBeGreaterThan(menu.getBoundingClientRect().bottom - 1);
  },
};
export const MobileLongArabicText: Story = {
  parameters: { playLocale: 'ar' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => <SampleHeader {...args} citySample={LONG_CITY} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvasElement.querySelector('[data-slot="header-bar"]');
    await expect(bar?.scrollWidth).toBeLessThanOrEqual(bar?.clientWidth ?? 0);
    // The long city truncates instead of pushing the cart onto another row.
    const menu = canvas.getByRole('button', { name: 'القائمة' }).getBoundingClientRect();
    const cart = canvas.getByRole('button', { name: 'السلة' }).getBoundingClientRect();
    await expect(cart.top).toBeCloseTo(menu.top, 0);
  },
};
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { hasCartItems: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'السلة، فيها منتجات' })).toBeInTheDocument();
    await expect(canvas.getByText('هدية')).toBeInTheDocument();
  },
};
export const English: Story = {
  globals: { locale: 'en' },
  args: { hasCartItems: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Cart, has items' }));
    await expect(args.onCartClick).toHaveBeenCalledOnce();
    const city = canvas.getByRole('button', { name: 'Deliver to Riyadh' });
    await expect(city.querySelector('[data-slot="header-city-full"]')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Hadiya, home' })).toBeInTheDocument();
  },
};
