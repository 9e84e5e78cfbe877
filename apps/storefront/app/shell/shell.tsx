import type { SelectedRegion } from '@hadiya/contract';
import { Header, LinkProvider, type Locale } from '@hadiya/ui';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useMatches, useRevalidator } from 'react-router';
import {
  type AccountDialogName,
  AccountDialogsContext,
  type AccountRequest,
} from '../features/account/account-dialogs';
import { CartPanelContext } from '../features/cart/cart-panel';
import { useShellCart } from '../features/cart/use-shell-cart';
import { importWhenReachable } from '../lib/import-when-reachable';
import { storePreference } from '../lib/preferences';
import { queries } from '../lib/queries';
import { useBrowserApi } from '../lib/route-data';
import { type Shopper, writeShopperKeys } from '../lib/shopper';
import type { PublicConfig } from '../load-context';
import type { FirstVisitCity } from './first-visit-city';
import { firstVisitPickerInPage } from './first-visit-picker-in-page';
import { RouterLink } from './router-link';
import { messages } from './shell.messages';
import { StoreSearch } from './store-search';
import { useAfterLoad } from './use-after-load';
import { usePageViews } from './use-page-views';

// Code the page can live without for a while: a dropped connection delays it (the server's HTML
// stands, an overlay opens when its code arrives) instead of replacing the page with an error.
// Below the fold and only links: the server's HTML stands until its code hydrates it.
// The support chat and the push client: loaded after the page (issue 15 §8).
const AfterLoadServices = lazy(() =>
  importWhenReachable(() => import('./after-load-services')).then((module) => ({
    default: module.AfterLoadServices,
  })),
);
const Footer = lazy(() => importWhenReachable(() => import('./footer')).then((module) => ({ default: module.Footer })));
const loadOverlays = () => importWhenReachable(() => import('./overlays'));
const SideMenu = lazy(() => loadOverlays().then((module) => ({ default: module.SideMenu })));
const CartDrawer = lazy(() =>
  importWhenReachable(() => import('../features/cart/cart-drawer-panel')).then((module) => ({
    default: module.CartDrawerPanel,
  })),
);
const CityPicker = lazy(() => loadOverlays().then((module) => ({ default: module.StoreCityPicker })));
// Sign-in dialogs, logout and delete-account confirmations: their code loads when one opens.
const AccountFlow = lazy(() =>
  importWhenReachable(() => import('../features/account/account-screens')).then((module) => ({
    default: module.AccountFlow,
  })),
);
const DomainMoveDialog = lazy(() => loadOverlays().then((module) => ({ default: module.DomainMoveDialog })));
// A first visit's only: the server renders it in the page, and the browser fetches its code while
// hydrating (its forms work meanwhile), so the pages of every later visit do not carry it.
// A first visit's only: the server renders it in the page (first-visit-picker-in-page.ts), the browser
// fetches its code while hydrating (its forms work meanwhile).
const LazyFirstVisitCityPicker = lazy(() =>
  importWhenReachable(() => import('./first-visit-city-picker')).then((module) => ({
    default: module.StoreFirstVisitCityPicker,
  })),
);

/**
 * Once the page has loaded and the browser is idle: the chat widget and the push client. Its own
 * component, so that moment re-renders only this, not the header and the page around it.
 */
function AfterLoad({ chatWidgetUrl, shopper }: { chatWidgetUrl: string | undefined; shopper: Shopper }) {
  return useAfterLoad() ? (
    <Suspense fallback={null}>
      <AfterLoadServices chatWidgetUrl={chatWidgetUrl} shopper={shopper} />
    </Suspense>
  ) : null;
}

/** Whether an overlay has ever been opened: it mounts then (fetching its code) and stays mounted. */
function useMountedOnce(isOpen: boolean): boolean {
  const [isMounted, setMounted] = useState(isOpen);
  if (isOpen && !isMounted) setMounted(true);
  return isMounted;
}

/**
 * What a route tells the shell in its `handle`. `isCityOptional`: the page does not depend on the
 * shopper's city (a recipient's gift link, a payment's result, tracking a gift), so a first visit
 * there does not open the city picker over it.
 */
export interface ShellHandle {
  isCityOptional?: boolean;
}

/**
 * The shell's dialogs that open by themselves, with no input from the shopper: the first visit's
 * city picker where the page needs a city (spec §2), the request for a name when the shopper has an
 * account without one (spec §4) and the domain-move notice. The shell opens them; the root hydrates
 * their page as it loads rather than at the first input (hydration-mode.ts), except the city picker
 * the server draws with its cities (`firstVisitPicker`), which works before the page's scripts.
 */
export function dialogsOpeningByThemselves(
  { region, shopper, config, firstVisit }: Pick<ShellProps, 'region' | 'shopper' | 'config' | 'firstVisit'>,
  pageHandle: unknown,
) {
  const needsCity = region === null && (pageHandle as ShellHandle | undefined)?.isCityOptional !== true;
  const hasCities = firstVisit.cities.length > 0;
  return {
    // Its delivery notice too, after its form stored a city without same-day delivery.
    firstVisitPicker: (needsCity && hasCities) || firstVisit.notice !== null,
    // The server could not bring the cities: the picker that loads them in the browser.
    cityPicker: needsCity && !hasCities,
    accountName: shopper.kind === 'user' && !shopper.name,
    domainMove: Boolean(config.domainMoveUrl),
  };
}

export interface ShellProps {
  locale: Locale;
  region: SelectedRegion | null;
  config: PublicConfig;
  /** Who the shopper is, as server rendering learnt it (root loader). */
  shopper: Shopper;
  /** The first visit's city picker, as the server draws it (first-visit-city.server.ts). */
  firstVisit: FirstVisitCity;
  children: ReactNode;
}

/** Header, menu, cart panel, city picker and footer around every page (spec §2). */
export function Shell({ locale, region, config, shopper, firstVisit, children }: ShellProps) {
  const intl = useIntl();
  const api = useBrowserApi();
  const location = useLocation();
  const revalidator = useRevalidator();
  const [isMenuOpen, setMenuOpen] = useState(false);
  const opensByItself = dialogsOpeningByThemselves(
    { region, shopper, config, firstVisit },
    useMatches().at(-1)?.handle,
  );
  const [isFirstVisitPickerOpen, setFirstVisitPickerOpen] = useState(opensByItself.firstVisitPicker);
  const [isCityPickerOpen, setCityPickerOpen] = useState(opensByItself.cityPicker);
  const isChoosingCity = isCityPickerOpen || isFirstVisitPickerOpen;
  const FirstVisitCityPicker = firstVisitPickerInPage() ?? LazyFirstVisitCityPicker;
  // After a city change the drawer shows what no longer delivers, once the picker has closed.
  const cart = useShellCart({ isBlocked: isChoosingCity });
  const isCartOpen = cart.isOpen;
  const setCartOpen = cart.setOpen;
  const [accountRequest, setAccountRequest] = useState<AccountRequest | null>(null);
  const isSignedIn = shopper.kind === 'user';
  // Spec §3 storage keys, written from what the server knows (never the token).
  useEffect(() => writeShopperKeys(shopper, region), [shopper, region]);
  const hasNoName = opensByItself.accountName;
  useEffect(() => {
    if (hasNoName) setAccountRequest((current) => current ?? { dialog: 'account-name' });
  }, [hasNoName]);
  const accountDialogs = useMemo(
    () => ({
      open: (dialog: AccountDialogName, onSignedIn?: () => void) => setAccountRequest({ dialog, onSignedIn }),
    }),
    [],
  );
  const isAccountMounted = useMountedOnce(accountRequest !== null);
  usePageViews(config.analyticsEndpoint, region?.id ?? null);

  const isMenuMounted = useMountedOnce(isMenuOpen);
  const isCartMounted = useMountedOnce(isCartOpen);
  const isCityPickerMounted = useMountedOnce(isCityPickerOpen);
  // The picker observes the cities itself (overlays.tsx), the sign-in dialog its social providers:
  // their requests start with their code's.
  const queryClient = useQueryClient();
  const isSigningIn = accountRequest?.dialog === 'signin';
  useEffect(() => {
    if (isCityPickerOpen) void queryClient.prefetchQuery(queries.cities(api, locale));
    if (isSigningIn) void queryClient.prefetchQuery(queries.socialConfig(api));
  }, [isCityPickerOpen, isSigningIn, queryClient, api, locale]);

  const saveCity = (region: SelectedRegion) => {
    storePreference('selectedRegion', JSON.stringify(region));
    void cart.onCitySaved(region.id);
    // The loaders read the city from its cookie: run them again for the new city.
    void revalidator.revalidate();
  };

  const switchLanguage = async (next: Locale) => {
    storePreference('language', next);
    const userId = shopper.kind === 'user' ? shopper.id : shopper.kind === 'guest' ? shopper.guestUserId : null;
    if (userId) {
      // Spec §4: tell the server, then reload; a failure must not keep the shopper in the old language.
      await api
        .request('updateCurrentLanguage', { body: { user_id: userId, current_language: next } }, { language: next })
        .catch(() => undefined);
    }
    const url = new URL(window.location.href);
    url.searchParams.delete('lang');
    window.location.replace(url.href);
  };

  return (
    <AccountDialogsContext value={accountDialogs}>
      <LinkProvider component={RouterLink}>
        {/* Under the first visit's picker the page is inert, so the picker is modal without scripts. */}
        <div className="contents" inert={isFirstVisitPickerOpen}>
          <a
            href="#main"
            className="sr-only focus:not-sr-only focus:absolute focus:inset-s-2 focus:top-2 focus:z-50 focus:rounded-md focus:bg-surface-raised focus:px-4 focus:py-2"
          >
            {intl.formatMessage(messages.skipToContent)}
          </a>
          <Header
            cityName={region ? (locale === 'ar' ? region.city_name_ar : region.city_name) : undefined}
            onCityClick={() => setCityPickerOpen(true)}
            // The city picker is modal and may still be loading its code on a first visit: the menu
            // waits for it rather than opening under it.
            onMenuClick={() => setMenuOpen(!isChoosingCity)}
            onCartClick={() => setCartOpen(true)}
            hasCartItems={cart.hasItems}
            search={<StoreSearch region={region} />}
          />
          <main id="main" className="min-h-[60vh]">
            <CartPanelContext value={cart.panel}>{children}</CartPanelContext>
            <AfterLoad chatWidgetUrl={config.chatWidgetUrl} shopper={shopper} />
          </main>
          <Suspense fallback={null}>
            <Footer />
          </Suspense>
        </div>
        {isFirstVisitPickerOpen ? (
          <Suspense fallback={null}>
            <FirstVisitCityPicker
              firstVisit={firstVisit}
              onSave={saveCity}
              onClose={() => setFirstVisitPickerOpen(false)}
            />
          </Suspense>
        ) : null}
        <Suspense fallback={null}>
          {isMenuMounted ? (
            <SideMenu
              open={isMenuOpen}
              onOpenChange={setMenuOpen}
              isSignedIn={isSignedIn}
              currentPath={location.pathname}
              onLanguageToggle={(next) => void switchLanguage(next)}
              onSignIn={() => setAccountRequest({ dialog: 'signin' })}
              onLogout={() => setAccountRequest({ dialog: 'logout' })}
              onDeleteAccount={() => setAccountRequest({ dialog: 'delete-account' })}
            />
          ) : null}
          {isCartMounted ? <CartDrawer open={isCartOpen} onOpenChange={setCartOpen} notice={cart.notice} /> : null}
          {isCityPickerMounted ? (
            <CityPicker
              open={isCityPickerOpen}
              onOpenChange={setCityPickerOpen}
              savedCityId={region?.id}
              // On a first visit nothing opened the picker: focus goes to the button that reopens it.
              returnFocusFallback={() => document.querySelector<HTMLElement>('[data-slot="header-city"]')}
              onSave={saveCity}
            />
          ) : null}
          {isAccountMounted ? (
            <AccountFlow
              request={accountRequest}
              shopper={shopper}
              isCountrySelectable={config.isCountrySelectable}
              onClose={() => setAccountRequest(null)}
              onNavigate={(dialog) => setAccountRequest((current) => ({ ...current, dialog }))}
            />
          ) : null}
          {config.domainMoveUrl ? <DomainMoveDialog url={config.domainMoveUrl} isBlocked={isChoosingCity} /> : null}
        </Suspense>
      </LinkProvider>
    </AccountDialogsContext>
  );
}
