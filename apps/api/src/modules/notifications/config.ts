/** Timings of the notifications (environment, read at start). */
export interface NotificationsConfig {
  /** `rating_popup` this long after delivery (NOTIFY_RATING_DELAY_MINUTES, default 60). */
  ratingDelayMinutes: number;
  /** A cart with items untouched this long gets `pending_cart_checkout` (NOTIFY_CART_IDLE_MINUTES, default 180). */
  cartIdleMinutes: number;
  /** How often idle carts are looked for (NOTIFY_CART_SWEEP_CRON, default every 10 minutes). */
  cartSweepCron: string;
}

const minutes = (raw: string | undefined, fallback: number) => {
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : fallback;
};

export function loadNotificationsConfig(env: NodeJS.ProcessEnv = process.env): NotificationsConfig {
  return {
    ratingDelayMinutes: minutes(env.NOTIFY_RATING_DELAY_MINUTES, 60),
    cartIdleMinutes: minutes(env.NOTIFY_CART_IDLE_MINUTES, 180),
    cartSweepCron: env.NOTIFY_CART_SWEEP_CRON?.trim() || '*/10 * * * *',
  };
}
