import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { type LinkComponentProps, LinkProvider } from '../../lib/link';
import { findOpenDialog } from '../../stories/interactions';
import { Header } from '../header';
import { SideMenu, type SideMenuProps } from './side-menu';
import { SideMenuUsage } from './side-menu.usage';

/** Stands in for the app's router link: stays on the story instead of loading the href. */
function StoryLink({ href, onClick, ...props }: LinkComponentProps) {
  return (
    <a
      href={href}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
      }}
    />
  );
}

function WithRouter(props: SideMenuProps) {
  return (
    <LinkProvider component={StoryLink}>
      <SideMenu {...props} />
    </LinkProvider>
  );
}

/** The header's menu button opens the menu; focus goes back to it on close. */
function WithHeader(props: SideMenuProps) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <LinkProvider component={StoryLink}>
      <Header cityName="—" onMenuClick={() => setIsOpen(true)} />
      <SideMenu
        {...props}
        open={isOpen}
        onOpenChange={(open) => {
          setIsOpen(open);
          props.onOpenChange?.(open);
        }}
      />
    </LinkProvider>
  );
}

const signedInNames = {
  ar: [
    'الرئيسية',
    'المفضلة',
    'المحفظة',
    'المدفوعات',
    'القسائم',
    'الطلبات',
    'ملفي الشخصي',
    'هدايا الشركات',
    'العناية بالهدايا',
    'Switch to English',
    'تواصل معنا',
    'الأسئلة الشائعة',
    'سياسة الخصوصية',
    'من نحن',
    'تسجيل الخروج',
    'حذف الحساب',
  ],
  en: [
    'Home',
    'Favourite',
    'Wallet',
    'Payments',
    'Coupons',
    'Orders',
    'My Profile',
    'Corporate Gifts',
    'Gift Care',
    'التبديل إلى العربية',
    'Contact Us',
    'FAQ',
    'Privacy Policy',
    'About',
    'Logout',
    'Delete Account',
  ],
};

/** The menu's links and buttons, in order, by accessible name. */
function itemNames(body: HTMLElement) {
  const nav = within(body).getByRole('navigation');
  return within(nav)
    .getAllByRole('listitem')
    .map((item) => {
      const control = item.querySelector('a, button');
      return control?.getAttribute('aria-label') ?? control?.textContent ?? '';
    });
}

const meta = {
  title: 'Layout/SideMenu',
  component: SideMenu,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    visual: { fullPage: true },
    docs: {
      usage: SideMenuUsage,
      // An overlay opens in its own frame on the docs page, so the page itself stays usable.
      story: { inline: false, iframeHeight: 600 },
      description: {
        component:
          'The store\'s main menu (spec §2), a Sheet from the start edge (the right in Arabic). Signed-in users see Home, Favourite, Wallet, Payments, Coupons, Orders, My Profile, Corporate Gifts, Gift Care, the language toggle, Contact Us, Privacy Policy, About, Logout and Delete Account; guests see Home, the language toggle, Privacy Policy, About and Sign In. `currentPath` marks its link with `aria-current="page"`; following a link, Logout, Delete Account or Sign In closes the menu. Links go through `Link`, so the app\'s `LinkProvider` decides how to navigate.',
      },
    },
  },
  args: {
    defaultOpen: true,
    isSignedIn: true,
    currentPath: '/',
    onOpenChange: fn(),
    onLanguageToggle: fn(),
    onLogout: fn(),
    onDeleteAccount: fn(),
    onSignIn: fn(),
  },
  render: (args) => <WithRouter {...args} />,
} satisfies Meta<typeof SideMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ canvasElement }) => {
    await findOpenDialog(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByRole('dialog', { name: 'القائمة' })).toBeVisible();
    await expect(itemNames(canvasElement.ownerDocument.body)).toEqual(signedInNames.ar);
    await expect(body.getByRole('link', { name: 'الرئيسية' })).toHaveAttribute('aria-current', 'page');
    await expect(body.getByRole('link', { name: 'المحفظة' })).not.toHaveAttribute('aria-current');
  },
};
export const SignedOut: Story = {
  parameters: { playLocale: 'ar' },
  args: { isSignedIn: false },
  play: async ({ args, canvasElement }) => {
    await findOpenDialog(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(itemNames(canvasElement.ownerDocument.body)).toEqual([
      'الرئيسية',
      'Switch to English',
      'سياسة الخصوصية',
      'من نحن',
      'الأسئلة الشائعة',
      'تسجيل الدخول',
    ]);
    await expect(body.queryByRole('button', { name: 'تسجيل الخروج' })).toBeNull();
    await userEvent.click(body.getByRole('button', { name: 'تسجيل الدخول' }));
    await expect(args.onSignIn).toHaveBeenCalledOnce();
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};
export const CurrentPage: Story = {
  parameters: { playLocale: 'ar' },
  args: { currentPath: '/my-orders' },
  play: async ({ canvasElement }) => {
    await findOpenDialog(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const orders = body.getByRole('link', { name: 'الطلبات' });
    await expect(orders).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(orders).toHaveFocus());
    await expect(body.getByRole('link', { name: 'الرئيسية' })).not.toHaveAttribute('aria-current');
  },
};
export const LinkClosesMenu: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ args, canvasElement }) => {
    await findOpenDialog(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const wallet = body.getByRole('link', { name: 'المحفظة' });
    await expect(wallet).toHaveAttribute('href', '/wallet');
    await userEvent.click(wallet);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};
export const AccountActions: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ args, canvasElement }) => {
    await findOpenDialog(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: 'حذف الحساب' }));
    await expect(args.onDeleteAccount).toHaveBeenCalledOnce();
    await expect(args.onLogout).not.toHaveBeenCalled();
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};
export const OpenedFromHeader: Story = {
  args: { defaultOpen: false },
  parameters: { playLocale: 'ar', visual: { fullPage: false } },
  render: (args) => <WithHeader {...args} />,
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const menuButton = within(canvasElement).getByRole('button', { name: 'القائمة' });
    await userEvent.click(menuButton);
    await expect(body.getByRole('dialog', { name: 'القائمة' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(menuButton).toHaveFocus());
  },
};
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement.ownerDocument.body).getByRole('dialog');
    // The start edge is the right in Arabic.
    await waitFor(() => expect(panel.getBoundingClientRect().right).toBeCloseTo(375, 0));
  },
};
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ args, canvasElement }) => {
    await findOpenDialog(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const toggle = body.getByRole('button', { name: 'Switch to English' });
    await userEvent.click(toggle);
    await expect(args.onLanguageToggle).toHaveBeenCalledWith('en');
    await expect(body.getByRole('navigation', { name: 'القائمة الرئيسية' })).toBeInTheDocument();
  },
};
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    await findOpenDialog(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(itemNames(canvasElement.ownerDocument.body)).toEqual(signedInNames.en);
    const panel = body.getByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(panel.getBoundingClientRect().left).toBeCloseTo(0, 0));
    await userEvent.click(body.getByRole('button', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};
export const EnglishSignedOut: Story = {
  globals: { locale: 'en' },
  args: { isSignedIn: false },
  play: async ({ canvasElement }) => {
    await expect(itemNames(canvasElement.ownerDocument.body)).toEqual([
      'Home',
      'التبديل إلى العربية',
      'Privacy Policy',
      'About',
      'FAQ',
      'Sign In',
    ]);
  },
};
