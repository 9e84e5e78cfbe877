import type { Language } from '@hadiya/contract';
import { renderEmail } from '../../providers/templates';
import type { EmailProvider } from '../../providers/types';

/** A shopper to tell that a product is back in stock. */
export interface BackInStockNotice {
  to: { email: string; name: string | null };
  lang: Language;
  productTitle: string;
  slug: string;
}

/**
 * Every message to a shopper goes through here, one method per kind of news, so that a push
 * channel (a later issue) joins in one place. Today: e-mail through `app.providers.email`.
 */
export class NotificationService {
  constructor(
    private readonly email: () => EmailProvider | undefined,
    /** The storefront's public origin for links in messages (no trailing slash). */
    private readonly publicBaseUrl: string,
  ) {}

  productUrl(slug: string): string {
    return `${this.publicBaseUrl}/product/${encodeURIComponent(slug)}`;
  }

  async productBackInStock(notice: BackInStockNotice): Promise<void> {
    const email = this.email();
    if (!email) throw new Error('no e-mail provider');
    const rendered = renderEmail('product_back_in_stock', notice.lang, {
      productTitle: notice.productTitle,
      url: this.productUrl(notice.slug),
      name: notice.to.name,
    });
    await email.send({ to: notice.to.email, lang: notice.lang, ...rendered });
  }
}
