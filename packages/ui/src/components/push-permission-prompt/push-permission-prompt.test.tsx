import { describe, expect, test, vi } from 'vitest';
import { renderWithLocale } from '../../test/render';
import { ToastProvider } from '../toast';
import { NotificationToast, PushPermissionPrompt } from './push-permission-prompt';

describe('PushPermissionPrompt', () => {
  test.each([
    { locale: 'ar', allow: 'تفعيل الإشعارات', later: 'لاحقاً' },
    { locale: 'en', allow: 'Turn on notifications', later: 'Later' },
  ] as const)('Allow and Later call back ($locale)', async ({ locale, allow, later }) => {
    const onAllow = vi.fn();
    const onLater = vi.fn();
    const screen = await renderWithLocale(<PushPermissionPrompt onAllow={onAllow} onLater={onLater} />, { locale });
    await screen.getByRole('button', { name: allow }).click();
    await screen.getByRole('button', { name: later }).click();
    expect(onAllow).toHaveBeenCalledOnce();
    expect(onLater).toHaveBeenCalledOnce();
  });
});

describe('NotificationToast', () => {
  test('title, body and a link to the notification’s page', async () => {
    const screen = await renderWithLocale(
      <ToastProvider duration={Number.POSITIVE_INFINITY}>
        <NotificationToast defaultOpen title="Refund" body="SAR 50 is in your wallet" href="/wallet" />
      </ToastProvider>,
      { locale: 'en' },
    );
    await expect.element(screen.getByText('SAR 50 is in your wallet')).toBeVisible();
    await expect.element(screen.getByRole('link', { name: 'Open' })).toHaveAttribute('href', '/wallet');
  });
});
