import { describe, expect, test, vi } from 'vitest';
import { renderWithLocale } from '../../test/render';
import { NotifyMeButton } from './notify-me-button';

describe('NotifyMeButton', () => {
  // The notice goes by e-mail, or by SMS to an account with only a mobile: the label names neither.
  test.each([
    { locale: 'ar', notify: 'أعلمني عند التوفر', subscribed: 'سنخبرك عند توفره', channel: /بريد|رسالة نصية|جوال/ },
    {
      locale: 'en',
      notify: 'Notify me when available',
      subscribed: 'We will let you know when it is back',
      channel: /e-?mail|text|sms/i,
    },
  ] as const)(
    'asks, then says it will tell the shopper without naming a channel ($locale)',
    async ({ locale, notify, subscribed, channel }) => {
      const onClick = vi.fn();
      const screen = await renderWithLocale(
        <>
          <NotifyMeButton onClick={onClick} />
          <NotifyMeButton isSubscribed onClick={onClick} />
        </>,
        { locale },
      );
      const idle = screen.getByRole('button').nth(0);
      const done = screen.getByRole('button').nth(1);
      await expect.element(idle).toHaveAccessibleName(notify);
      await expect.element(idle).toHaveAttribute('data-state', 'idle');
      await idle.click();
      expect(onClick).toHaveBeenCalledOnce();

      await expect.element(done).toHaveAccessibleName(subscribed);
      await expect.element(done).toHaveAttribute('data-state', 'subscribed');
      await expect.element(done).toBeDisabled();
      expect(done.element().textContent).not.toMatch(channel);
    },
  );
});
