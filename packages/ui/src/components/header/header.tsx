import { ChevronDown, MapPin, Menu, ShoppingBag } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { IconButton } from '../icon-button';
import { HeaderLogo } from './header-logo';
import { messages } from './messages';

export interface HeaderProps extends Omit<ComponentProps<'header'>, 'children'> {
  /** The chosen delivery city, in the page's language. Without one the button reads 'Choose your city'. */
  cityName?: string;
  /** Opens the city picker. */
  onCityClick?: () => void;
  /** Opens the side menu. */
  onMenuClick?: () => void;
  /** Opens the cart drawer. */
  onCartClick?: () => void;
  /** Shows a dot on the cart and says so in its name (spec §2). @default false */
  hasCartItems?: boolean;
  /** The search box. Below `sm` it gets a full-width second row. */
  search?: ReactNode;
  /** Where the logo links to. @default '/' */
  homeHref?: string;
}

/**
 * The store's sticky top bar (spec §2): menu, 'Deliver to {city}', the logo, search and the cart.
 * Below 575 px (spec §9) the search moves to its own row and the city button shows only the city.
 */
export function Header({
  cityName,
  onCityClick,
  onMenuClick,
  onCartClick,
  hasCartItems = false,
  search,
  homeHref = '/',
  className,
  ...props
}: HeaderProps) {
  const intl = useIntl();
  const cityLabel = cityName
    ? intl.formatMessage(messages.deliverTo, { city: cityName })
    : intl.formatMessage(messages.chooseCity);
  return (
    <header
      data-slot="header"
      className={cn('sticky top-0 z-40 border-line border-b bg-surface-raised text-ink', className)}
      {...props}
    >
      <div
        data-slot="header-bar"
        // A grid rather than a wrapping flex row: the city shrinks (truncates) instead of pushing the
        // cart onto another line, and the search takes its own row below 575 px (spec §9).
        className="mx-auto grid max-w-7xl grid-cols-[auto_auto_minmax(0,1fr)_auto] items-center gap-x-1 gap-y-2 px-2 py-2 sm:grid-cols-[auto_auto_auto_minmax(0,1fr)_auto] sm:gap-x-3 sm:px-6"
      >
        <IconButton
          data-slot="header-menu"
          label={intl.formatMessage(messages.menu)}
          icon={<Menu />}
          aria-haspopup="dialog"
          onClick={onMenuClick}
        />
        <HeaderLogo href={homeHref} className="me-1" />
        <button
          type="button"
          data-slot="header-city"
          data-state={cityName ? 'chosen' : 'empty'}
          aria-haspopup="dialog"
          // The visible text is shortened on small screens; the name always says what the button does.
          aria-label={cityLabel}
          onClick={onCityClick}
          className="inline-flex h-11 min-w-0 max-w-full items-center gap-1.5 justify-self-end rounded-md px-2 text-ink text-sm transition-colors hover:bg-sand-100 focus-visible:outline-2 focus-visible:outline-focus focus-visible:outline-offset-2 sm:justify-self-start [&_svg]:size-4 [&_svg]:shrink-0"
        >
          <MapPin aria-hidden className="text-leaf-700" />
          <span data-slot="header-city-full" className="hidden truncate sm:block sm:max-w-56">
            {cityLabel}
          </span>
          <span data-slot="header-city-short" className="block min-w-0 truncate font-medium sm:hidden">
            {cityName ?? intl.formatMessage(messages.chooseCity)}
          </span>
          <ChevronDown aria-hidden className="text-ink-muted" />
        </button>
        {search ? (
          <div
            data-slot="header-search"
            className="col-span-full row-start-2 min-w-0 sm:col-span-1 sm:col-start-4 sm:row-start-1 sm:max-w-2xl"
          >
            {search}
          </div>
        ) : null}
        <IconButton
          data-slot="header-cart"
          label={intl.formatMessage(hasCartItems ? messages.cartWithItems : messages.cart)}
          icon={<ShoppingBag />}
          hasDot={hasCartItems}
          aria-haspopup="dialog"
          onClick={onCartClick}
          className="col-start-4 sm:col-start-5"
        />
      </div>
    </header>
  );
}
