import type { FastifyInstance } from 'fastify';
import { storeAddress } from '../../config';
import { AppError } from '../../lib/errors';
import { registerCall } from '../../lib/route';
import type { Providers } from '../../providers/types';
import { toCard } from '../catalog/records';
import { findNotifier } from '../notifications/routes';
import { NotificationService } from '../notifications/service';
import { restockRoutes } from '../ops/restock';
import { favouriteIds, subscribeNotifyMe, toggleFavourite } from './service';

const signedIn = (principal: { userId: number | null } | null): number => {
  if (!principal?.userId) throw new AppError(401, 'sign_in_required');
  return principal.userId;
};

/**
 * The notification service of this server: e-mail through `app.providers.email`, SMS through the
 * app's notifier (`app.providers.sms`, as the order notifications send them).
 */
export function notificationsOf(app: FastifyInstance): NotificationService {
  const base = storeAddress(app.config);
  return new NotificationService(
    {
      email: () => (app as unknown as { providers?: Providers }).providers?.email,
      sms: () => findNotifier(app),
    },
    base,
  );
}

/** Favourites and notify-me (issue 13 §2, signed-in only) and the operator's restock. */
export function favouriteRoutes(app: FastifyInstance, operatorKey?: string): void {
  const { catalog, reference } = app;
  const media = app.config.mediaBaseUrl;
  const notifications = notificationsOf(app);

  registerCall(app, 'favouriteToggle', async ({ principal, body, setMessage }) => {
    const userId = signedIn(principal);
    const product = await catalog.get(String(body.product_id));
    const isFavourite = await toggleFavourite(app.db, userId, product.id);
    setMessage(isFavourite ? 'favourite_added' : 'favourite_removed');
    return { product_id: product.id, is_favourite: isFavourite };
  });

  registerCall(app, 'favouriteIds', async ({ principal }) => favouriteIds(app.db, signedIn(principal)));

  registerCall(app, 'favourites', async ({ principal, query, body, lang, setMessage }) => {
    const userId = signedIn(principal);
    const city = await reference.city(query.cities_id);
    const ids = await favouriteIds(app.db, userId, body.limit, (body.page_number - 1) * body.limit);
    const records = await catalog.many(ids);
    if (records.length === 0) setMessage('no_data_found');
    return records.map((record) => {
      const card = toCard(record, lang, city?.id, media, catalog.stockOf(record));
      const message = !card.is_available ? 'product_not_available_city' : card.is_sold_out ? 'not_available' : null;
      return { ...card, availability_message: message === null ? null : app.t(lang, message) };
    });
  });

  registerCall(app, 'notifyMe', async ({ principal, params, query, lang, setMessage }) => {
    const userId = signedIn(principal);
    const city = await reference.city(query.cities_id);
    const colorId = query.color_id ?? null;
    const channel = await subscribeNotifyMe(app.db, userId, params.id, colorId, city?.id ?? null, lang);
    setMessage(channel === 'sms' ? 'notify_subscribed_sms' : 'notify_subscribed');
    return { product_id: params.id, color_id: colorId, is_subscribed: true as const };
  });

  restockRoutes(app, operatorKey, notifications);
}
