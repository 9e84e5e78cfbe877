import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { LinkProvider } from '../../lib/link';
import { followed, RecordingLink } from '../../test/recording-link';
import { renderWithLocale } from '../../test/render';
import { SideMenu } from './side-menu';

const signedInHrefs = [
  '/',
  '/favourite',
  '/wallet',
  '/payment',
  '/coupons',
  '/my-orders',
  '/my-account',
  '/corporate-gifts',
  '/gifts-care',
  '/contact-us',
  '/faq',
  '/privacy-policy',
  '/about-hadiya',
];

describe('SideMenu', () => {
  test('links signed-in users to the spec’s pages, in order', async () => {
    await renderWithLocale(<SideMenu defaultOpen isSignedIn onLogout={() => {}} onDeleteAccount={() => {}} />, {
      locale: 'en',
    });
    const hrefs = page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link')
      .all()
      .map((link) => link.element().getAttribute('href'));
    expect(hrefs).toEqual(signedInHrefs);
    await expect.element(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Delete Account' })).toBeVisible();
    expect(page.getByRole('button', { name: 'Sign In' }).query()).toBeNull();
  });

  test('offers guests only Home, the language, Privacy Policy, About, FAQ and Sign In', async () => {
    await renderWithLocale(<SideMenu defaultOpen onSignIn={() => {}} />, { locale: 'ar' });
    const nav = page.getByRole('navigation', { name: 'القائمة الرئيسية' });
    expect(
      nav
        .getByRole('link')
        .all()
        .map((link) => link.element().getAttribute('href')),
    ).toEqual(['/', '/privacy-policy', '/about-hadiya', '/faq']);
    expect(
      nav
        .getByRole('button')
        .all()
        .map((button) => button.element().getAttribute('aria-label') ?? button.element().textContent),
    ).toEqual(['Switch to English', 'تسجيل الدخول']);
  });

  test('leaves out the actions the app does not handle yet', async () => {
    await renderWithLocale(<SideMenu defaultOpen isSignedIn onLogout={() => {}} />, { locale: 'en' });
    await expect.element(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    expect(page.getByRole('button', { name: 'Delete Account' }).query()).toBeNull();
    expect(page.getByRole('button', { name: 'Sign In' }).query()).toBeNull();
  });

  test.each([
    { locale: 'ar', name: 'الطلبات' },
    { locale: 'en', name: 'Orders' },
  ] as const)('follows a link through the LinkProvider and closes ($locale)', async ({ locale, name }) => {
    followed.length = 0;
    const onOpenChange = vi.fn();
    await renderWithLocale(
      <LinkProvider component={RecordingLink}>
        <SideMenu defaultOpen isSignedIn currentPath="/my-orders" onOpenChange={onOpenChange} />
      </LinkProvider>,
      { locale },
    );
    const orders = page.getByRole('link', { name });
    await expect.element(orders).toHaveAttribute('aria-current', 'page');
    await orders.click();
    expect(followed).toEqual(['/my-orders']);
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
  });

  test('stays open when the parent keeps it open (controlled)', async () => {
    const onOpenChange = vi.fn();
    await renderWithLocale(
      <LinkProvider component={RecordingLink}>
        <SideMenu open isSignedIn onOpenChange={onOpenChange} />
      </LinkProvider>,
      { locale: 'en' },
    );
    await page.getByRole('link', { name: 'Wallet' }).click();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await expect.element(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  });

  test('calls the account actions and closes', async () => {
    const onLogout = vi.fn();
    const onDeleteAccount = vi.fn();
    const screen = await renderWithLocale(
      <SideMenu defaultOpen isSignedIn onLogout={onLogout} onDeleteAccount={onDeleteAccount} />,
      { locale: 'en' },
    );
    await page.getByRole('button', { name: 'Logout' }).click();
    expect(onLogout).toHaveBeenCalledOnce();
    expect(onDeleteAccount).not.toHaveBeenCalled();
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await screen.unmount();
  });

  test('toggles the language without closing', async () => {
    const onLanguageToggle = vi.fn();
    await renderWithLocale(<SideMenu defaultOpen onLanguageToggle={onLanguageToggle} />, { locale: 'en' });
    await page.getByRole('button', { name: 'التبديل إلى العربية' }).click();
    expect(onLanguageToggle).toHaveBeenCalledExactlyOnceWith('ar');
    await expect.element(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  });

  test.each([
    { locale: 'ar', edge: 'right' },
    { locale: 'en', edge: 'left' },
  ] as const)('slides from the start edge and closes on Escape ($locale)', async ({ locale, edge }) => {
    const onOpenChange = vi.fn();
    await renderWithLocale(<SideMenu defaultOpen onOpenChange={onOpenChange} />, { locale });
    const panel = page.getByRole('dialog');
    await expect.poll(() => getComputedStyle(panel.element()).translate).toBe('none');
    const box = panel.element().getBoundingClientRect();
    if (edge === 'right') expect(box.right).toBeCloseTo(window.innerWidth, 0);
    else expect(box.left).toBeCloseTo(0, 0);
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  test.each([
    { currentPath: '/wallet', name: 'Wallet' },
    { currentPath: undefined, name: 'Home' },
  ])('starts focus on the current page’s link, else the first ($currentPath)', async ({ currentPath, name }) => {
    await renderWithLocale(<SideMenu defaultOpen isSignedIn currentPath={currentPath} />, { locale: 'en' });
    await expect.element(page.getByRole('link', { name })).toHaveFocus();
  });

  test('mirrors only the directional icons', async () => {
    await renderWithLocale(<SideMenu defaultOpen isSignedIn onLogout={() => {}} />, { locale: 'ar' });
    const logoutIcon = page.getByRole('button', { name: 'تسجيل الخروج' }).element().querySelector('svg');
    const homeIcon = page.getByRole('link', { name: 'الرئيسية' }).element().querySelector('svg');
    expect(logoutIcon?.getAttribute('class')).toContain('rtl:-scale-x-100');
    expect(homeIcon?.getAttribute('class')).not.toContain('scale-x');
  });
});
