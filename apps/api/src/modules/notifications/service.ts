import type { Language } from '@hadiya/contract';
import { t } from '../../lib/i18n';
import { renderEmail } from '../../providers/templates';
import type { EmailProvider } from '../../providers/types';
import type { Notifier } from './sender';

/** How a shopper is reached: their e-mail, else their mobile (international digits, `9665…`). */
export type NoticeAddress = { email: string; name: string | null } | { phone: string };

/** A shopper to tell that a product is back in stock. */
export interface BackInStockNotice {
  to: NoticeAddress;
  /** The notify-me subscription (`stock_notifications.id`): its SMS is sent once. */
  subscriptionId: number;
  lang: Language;
  productTitle: string;
  slug: string;
}

export interface NotificationChannels {
  email: () => EmailProvider | undefined;
  /**
   * Text messages through the app's notifier (`app.providers.sms`, each once per event): the path
   * of the order notifications to a buyer neither push nor e-mail reaches.
   */
  sms: () => Pick<Notifier, 'smsTo'> | undefined;
}

/**
 * Every message to a shopper goes through here, one method per kind of news, so that a channel
 * joins in one place. Back in stock: e-mail, or an SMS to an account without an e-mail (mobile
 * sign-in); the push of the same news is the `notify.product-available` job.
 */
export class NotificationService {
  constructor(
    private readonly channels: NotificationChannels,
    /** The storefront's public origin for links in messages (no trailing slash). */
    private readonly publicBaseUrl: string,
  ) {}

  productUrl(slug: string): string {
    return `${this.publicBaseUrl}/product/${encodeURIComponent(slug)}`;
  }

  /** Sends the notice by the address's channel; throws when it could not be sent. */
  async productBackInStock(notice: BackInStockNotice): Promise<'email' | 'sms'> {
    if ('email' in notice.to) {
      const email = this.channels.email();
      if (!email) throw new Error('no e-mail provider');
      const rendered = renderEmail('product_back_in_stock', notice.lang, {
        productTitle: notice.productTitle,
        url: this.productUrl(notice.slug),
        name: notice.to.name,
      });
      await email.send({ to: notice.to.email, lang: notice.lang, ...rendered });
      return 'email';
    }
    const sms = this.channels.sms();
    if (!sms) throw new Error('no SMS channel');
    // The page opens in the language of the message that carries it (as the order SMS do).
    const url = `${this.productUrl(notice.slug)}?lang=${notice.lang}`;
    await sms.smsTo(
      notice.to.phone,
      `stock-notification:${notice.subscriptionId}`,
      'product_available',
      t(notice.lang, 'notify_back_in_stock_sms', { product: notice.productTitle, url }),
    );
    return 'sms';
  }
}
