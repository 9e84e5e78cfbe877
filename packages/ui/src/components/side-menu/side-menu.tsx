import { cva } from 'class-variance-authority';
import {
  Building2,
  CreditCard,
  Headset,
  Heart,
  House,
  Info,
  LogIn,
  LogOut,
  type LucideIcon,
  MessageCircleQuestion,
  Package,
  ShieldCheck,
  Sprout,
  TicketPercent,
  UserRound,
  UserX,
  Wallet,
} from 'lucide-react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import type { Locale } from '../../lib/direction';
import { isModifiedClick, Link } from '../../lib/link';
import { useControllableState } from '../../lib/use-controllable-state';
import { HeaderLogoMark } from '../header';
import { LanguageToggle } from '../language-toggle';
import { Sheet, SheetContent, type SheetContentProps, SheetHeader, SheetTitle } from '../sheet';
import { messages } from './messages';

export const sideMenuItemVariants = cva(
  'flex min-h-11 w-full items-center gap-3 rounded-md px-3 py-2 text-start text-base transition-colors focus-visible:outline-2 focus-visible:outline-focus focus-visible:outline-offset-2 [&_svg]:size-5 [&_svg]:shrink-0',
  {
    variants: {
      tone: {
        default: 'text-ink hover:bg-sand-100 [&_svg]:text-leaf-700',
        current: 'bg-leaf-50 font-semibold text-leaf-800 [&_svg]:text-leaf-700',
        danger: 'text-danger-700 hover:bg-danger-50',
      },
    },
    defaultVariants: { tone: 'default' },
  },
);

type MenuEntry =
  | { kind: 'link'; key: string; href: string; label: MessageDescriptor; icon: LucideIcon }
  | { kind: 'language' }
  | {
      kind: 'action';
      key: 'logout' | 'deleteAccount' | 'signIn';
      label: MessageDescriptor;
      icon: LucideIcon;
      // Arrows in and out of a door point along the line: mirrored in Arabic.
      isDirectional?: boolean;
      isDanger?: boolean;
      startsGroup?: boolean;
    };

const link = (key: keyof typeof messages, href: string, icon: LucideIcon): MenuEntry => ({
  kind: 'link',
  key,
  href,
  label: messages[key],
  icon,
});

// Spec §2: the menu's items and their order for each sign-in state.
const signedInEntries: readonly MenuEntry[] = [
  link('home', '/', House),
  link('favourite', '/favourite', Heart),
  link('wallet', '/wallet', Wallet),
  link('payments', '/payment', CreditCard),
  link('coupons', '/coupons', TicketPercent),
  link('orders', '/my-orders', Package),
  link('myProfile', '/my-account', UserRound),
  link('corporateGifts', '/corporate-gifts', Building2),
  link('giftCare', '/gifts-care', Sprout),
  { kind: 'language' },
  link('contactUs', '/contact-us', Headset),
  // Issue 16 §5: the FAQ page, linked from the menu and the footer.
  link('faq', '/faq', MessageCircleQuestion),
  link('privacyPolicy', '/privacy-policy', ShieldCheck),
  link('about', '/about-hadiya', Info),
  { kind: 'action', key: 'logout', label: messages.logout, icon: LogOut, isDirectional: true, startsGroup: true },
  { kind: 'action', key: 'deleteAccount', label: messages.deleteAccount, icon: UserX, isDanger: true },
];

const signedOutEntries: readonly MenuEntry[] = [
  link('home', '/', House),
  { kind: 'language' },
  link('privacyPolicy', '/privacy-policy', ShieldCheck),
  link('about', '/about-hadiya', Info),
  link('faq', '/faq', MessageCircleQuestion),
  { kind: 'action', key: 'signIn', label: messages.signIn, icon: LogIn, isDirectional: true, startsGroup: true },
];

export interface SideMenuProps extends Omit<SheetContentProps, 'side' | 'children'> {
  /** Whether the menu is open (controlled). */
  open?: boolean;
  /** Whether the menu starts open (uncontrolled). @default false */
  defaultOpen?: boolean;
  /** Called when the menu opens or closes: Escape, the overlay, the close button or a followed link. */
  onOpenChange?: (open: boolean) => void;
  /** Signed-in users get the account pages, Logout and Delete Account; guests get Sign In. @default false */
  isSignedIn?: boolean;
  /** The current route's path; its link is marked with `aria-current="page"`. */
  currentPath?: string;
  /** Called with the locale to switch to (spec §4: store it, tell the server, reload). */
  onLanguageToggle?: (nextLocale: Locale) => void;
  /** Logout was chosen; the menu closes. Without it Logout is not shown. */
  onLogout?: () => void;
  /** Delete Account was chosen (the app confirms first); the menu closes. Without it the item is not shown. */
  onDeleteAccount?: () => void;
  /** Sign In was chosen (the app opens the sign-in dialog); the menu closes. Without it Sign In is not shown. */
  onSignIn?: () => void;
}

/** The store's main menu, a drawer from the start edge (spec §2), with items for the sign-in state. */
export function SideMenu({
  open,
  defaultOpen = false,
  onOpenChange,
  isSignedIn = false,
  currentPath,
  onLanguageToggle,
  onLogout,
  onDeleteAccount,
  onSignIn,
  onOpenAutoFocus,
  className,
  ...props
}: SideMenuProps) {
  const intl = useIntl();
  const [isOpen, setOpen] = useControllableState(open, defaultOpen, onOpenChange);
  const actions = { logout: onLogout, deleteAccount: onDeleteAccount, signIn: onSignIn };
  const entries = isSignedIn ? signedInEntries : signedOutEntries;

  return (
    <Sheet open={isOpen} onOpenChange={setOpen}>
      <SheetContent
        side="start"
        aria-describedby={undefined}
        data-slot="side-menu"
        data-signed-in={isSignedIn}
        className={cn('gap-0 p-0', className)}
        onOpenAutoFocus={(event) => {
          onOpenAutoFocus?.(event);
          if (event.defaultPrevented) return;
          // Radix skips links when it picks the first focus, which would land on the language
          // toggle; start instead on the current page's link, or the first one.
          const panel = event.currentTarget;
          if (!(panel instanceof HTMLElement)) return;
          const target =
            panel.querySelector<HTMLElement>('[data-slot="side-menu-link"][aria-current="page"]') ??
            panel.querySelector<HTMLElement>('[data-slot="side-menu-link"]');
          if (!target) return;
          event.preventDefault();
          target.focus();
        }}
        {...props}
      >
        <SheetHeader className="flex-row items-center gap-2 border-line border-b px-4 py-4">
          <HeaderLogoMark className="size-7" />
          <SheetTitle>{intl.formatMessage(messages.title)}</SheetTitle>
        </SheetHeader>
        <nav aria-label={intl.formatMessage(messages.navigation)} data-slot="side-menu-nav" className="p-2">
          <ul className="flex flex-col">
            {entries.map((entry) => {
              if (entry.kind === 'language') {
                return (
                  <li key="language">
                    <LanguageToggle
                      variant="row"
                      data-slot="side-menu-language"
                      onToggle={onLanguageToggle}
                      className="h-auto min-h-11 gap-3 font-normal text-base [&_svg]:text-leaf-700"
                    />
                  </li>
                );
              }
              const Icon = entry.icon;
              // An action the app does not handle yet (Sign In before accounts exist) is not offered.
              if (entry.kind === 'action' && !actions[entry.key]) return null;
              if (entry.kind === 'link') {
                const isCurrent = currentPath === entry.href;
                return (
                  <li key={entry.key}>
                    <Link
                      href={entry.href}
                      data-slot="side-menu-link"
                      aria-current={isCurrent ? 'page' : undefined}
                      onClick={(event) => {
                        if (!isModifiedClick(event)) setOpen(false);
                      }}
                      className={sideMenuItemVariants({ tone: isCurrent ? 'current' : 'default' })}
                    >
                      <Icon aria-hidden />
                      {intl.formatMessage(entry.label)}
                    </Link>
                  </li>
                );
              }
              return (
                <li key={entry.key} className={cn(entry.startsGroup && 'mt-2 border-line border-t pt-2')}>
                  <button
                    type="button"
                    data-slot="side-menu-action"
                    data-action={entry.key}
                    onClick={() => {
                      setOpen(false);
                      actions[entry.key]?.();
                    }}
                    className={sideMenuItemVariants({ tone: entry.isDanger ? 'danger' : 'default' })}
                  >
                    <Icon aria-hidden className={cn(entry.isDirectional && 'rtl:-scale-x-100')} />
                    {intl.formatMessage(entry.label)}
                  </button>
                </li>
              );
            })}
          </ul>
        </nav>
      </SheetContent>
    </Sheet>
  );
}
