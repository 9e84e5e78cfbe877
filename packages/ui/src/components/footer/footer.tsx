import type { ComponentProps, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { formatNumber } from '../../lib/format';
import { Link } from '../../lib/link';
import { useLocale } from '../../lib/use-locale';
import { InstagramMark, SnapchatMark, TikTokMark, XMark } from './footer-social-marks';
import { messages } from './messages';

export type FooterSocialNetwork = 'instagram' | 'x' | 'tiktok' | 'snapchat';

/** The store's social accounts; replace them with the real profiles. */
export const defaultFooterSocialLinks: Readonly<Record<FooterSocialNetwork, string>> = {
  instagram: 'https://www.instagram.com/hadiya',
  x: 'https://x.com/hadiya',
  tiktok: 'https://www.tiktok.com/@hadiya',
  snapchat: 'https://www.snapchat.com/add/hadiya',
};

// Spec §2: the footer links to these pages; the about page's path is the store's own choice.
const pageLinks = [
  { href: '/my-orders', message: messages.trackGift },
  { href: '/gifts-care', message: messages.giftCare },
  { href: '/corporate-gifts', message: messages.corporateGifts },
  { href: '/about-hadiya', message: messages.about },
  { href: '/contact-us', message: messages.contactUs },
  // Issue 16 §5: the FAQ page, linked from the footer and the menu.
  { href: '/faq', message: messages.faq },
  { href: '/privacy-policy', message: messages.privacyPolicy },
] as const;

const socialNetworks: ReadonlyArray<{ network: FooterSocialNetwork; mark: ReactNode }> = [
  { network: 'instagram', mark: <InstagramMark /> },
  { network: 'x', mark: <XMark /> },
  { network: 'tiktok', mark: <TikTokMark /> },
  { network: 'snapchat', mark: <SnapchatMark /> },
];

export interface FooterProps extends Omit<ComponentProps<'footer'>, 'children'> {
  /** Profile URLs by network; missing ones fall back to `defaultFooterSocialLinks`, `null` hides one. */
  socialLinks?: Partial<Record<FooterSocialNetwork, string | null>>;
  /** Year in the copyright line. @default the current year */
  year?: number;
}

/** The store footer (spec §2): page links, social links opening in a new tab, and the copyright. */
export function Footer({ socialLinks, year, className, ...props }: FooterProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const shownYear = year ?? new Date().getFullYear();
  // A year has no thousands separator; digits still follow the locale (Arabic-Indic in Arabic).
  // The shared formatter: the footer renders on every page, and building one costs far more than using it.
  const formattedYear = formatNumber(shownYear, locale, { useGrouping: false });
  const links = { ...defaultFooterSocialLinks, ...socialLinks };

  return (
    <footer data-slot="footer" className={cn('border-line border-t bg-sand-100 text-ink', className)} {...props}>
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6">
        <div className="flex flex-col gap-6 sm:flex-row sm:items-start sm:justify-between">
          <nav aria-label={intl.formatMessage(messages.navigation)} data-slot="footer-nav">
            <ul className="grid grid-cols-2 gap-x-6 gap-y-1 sm:-mx-2 sm:flex sm:flex-wrap sm:gap-x-2">
              {pageLinks.map(({ href, message }) => (
                <li key={href}>
                  <Link
                    href={href}
                    data-slot="footer-link"
                    className="inline-flex min-h-11 items-center rounded-md text-ink text-sm underline-offset-4 hover:text-leaf-800 hover:underline focus-visible:outline-2 focus-visible:outline-focus focus-visible:outline-offset-2 sm:px-2"
                  >
                    {intl.formatMessage(message)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <ul aria-label={intl.formatMessage(messages.social)} data-slot="footer-social" className="flex gap-2">
            {socialNetworks.map(({ network, mark }) => {
              const href = links[network];
              if (!href) return null;
              return (
                <li key={network}>
                  <Link
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    data-slot="footer-social-link"
                    data-network={network}
                    aria-label={intl.formatMessage(messages.newTab, { name: intl.formatMessage(messages[network]) })}
                    className="inline-flex size-11 items-center justify-center rounded-full border border-line bg-surface-raised text-ink transition-colors hover:border-leaf-700 hover:text-leaf-800 focus-visible:outline-2 focus-visible:outline-focus focus-visible:outline-offset-2 [&_svg]:size-5"
                  >
                    {mark}
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
        <p data-slot="footer-copyright" className="border-line border-t pt-4 text-ink-muted text-sm">
          {intl.formatMessage(messages.copyright, { year: formattedYear })}
        </p>
      </div>
    </footer>
  );
}
