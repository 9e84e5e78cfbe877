import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Footer } from './footer';
import { FooterUsage } from './footer.usage';

const meta = {
  title: 'Layout/Footer',
  component: Footer,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      usage: FooterUsage,
      description: {
        component:
          "The store footer (spec §2): a labelled `<nav>` with Track your gift, Gift Care, Corporate Gifts, About, Contact Us and Privacy Policy; social links (Instagram, X, TikTok, Snapchat) that open in a new tab and say so in their names; and '© {year} Hadiya. All rights reserved.' with the year in the locale's digits. `socialLinks` overrides the profile URLs (`null` hides one); `year` defaults to the current year (pinned here so screenshots stay stable).",
      },
    },
  },
  // Pinned so the visual baselines do not change every January.
  args: { year: 2026 },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('contentinfo')).toBeInTheDocument();
    const nav = canvas.getByRole('navigation', { name: 'روابط أسفل الصفحة' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    await expect(hrefs).toEqual([
      '/my-orders',
      '/gifts-care',
      '/corporate-gifts',
      '/about-hadiya',
      '/contact-us',
      '/faq',
      '/privacy-policy',
    ]);
    await expect(canvas.getByText('© ٢٠٢٦ هدية. جميع الحقوق محفوظة.')).toBeInTheDocument();
  },
};
export const CustomSocialLinks: Story = {
  parameters: { playLocale: 'ar' },
  args: { socialLinks: { instagram: 'https://www.instagram.com/example', snapchat: null } },
  play: async ({ canvasElement }) => {
    const social = within(canvasElement).getByRole('list', { name: 'تابعنا' });
    const links = within(social).getAllByRole('link');
    await expect(links).toHaveLength(3);
    await expect(links[0]).toHaveAttribute('href', 'https://www.instagram.com/example');
  },
};
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const footer = canvasElement.querySelector('footer');
    await expect(footer?.scrollWidth).toBeLessThanOrEqual(footer?.clientWidth ?? 0);
  },
};
export const MobileEnglish: Story = {
  globals: { locale: 'en', viewport: { value: 'mobile', isRotated: false } },
};
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const instagram = canvas.getByRole('link', { name: 'إنستغرام (يفتح في علامة تبويب جديدة)' });
    await expect(instagram).toHaveAttribute('target', '_blank');
    await expect(instagram).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByRole('link', { name: 'تتبع هديتك' })).toHaveAttribute('href', '/my-orders');
  },
};
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Footer' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Track your gift' })).toHaveAttribute('href', '/my-orders');
    for (const name of ['Instagram', 'X', 'TikTok', 'Snapchat']) {
      const link = canvas.getByRole('link', { name: `${name} (opens in a new tab)` });
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(canvas.getByText('© 2026 Hadiya. All rights reserved.')).toBeInTheDocument();
  },
};
