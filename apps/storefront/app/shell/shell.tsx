import type { SelectedRegion } from '@hadiya/contract';
import { toSelectedRegion } from '@hadiya/contract/region';
import { Footer, Header, LinkProvider, type Locale } from '@hadiya/ui';
import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useRevalidator } from 'react-router';
import { storedToken } from '../lib/api';
import { storageKeys, storePreference } from '../lib/preferences';
import { queries } from '../lib/queries';
import { useBrowserApi } from '../lib/route-data';
import type { PublicConfig } from '../load-context';
import { RouterLink } from './router-link';
import { messages } from './shell.messages';
import { StoreSearch } from './store-search';
import { useChatWidget } from './use-chat-widget';
import { useGuestSession } from './use-guest-session';
import { usePageViews } from './use-page-views';

const SideMenu = lazy(() => import('./overlays').then((module) => ({ default: module.SideMenu })));
const CartDrawer = lazy(() => import('./overlays').then((module) => ({ default: module.CartDrawer })));
const CityPicker = lazy(() => import('./overlays').then((module) => ({ default: module.StoreCityPicker })));
const DomainMoveDialog = lazy(() => import('./overlays').then((module) => ({ default: module.DomainMoveDialog })));

/** Whether an overlay has ever been opened: it mounts then (fetching its code) and stays mounted. */
function useMountedOnce(isOpen: boolean): boolean {
  const [isMounted, setMounted] = useState(isOpen);
  if (isOpen && !isMounted) setMounted(true);
  return isMounted;
}

export interface ShellProps {
  locale: Locale;
  region: SelectedRegion | null;
  config: PublicConfig;
  children: ReactNode;
}

/** Header, menu, cart panel, city picker and footer around every page (spec §2). */
export function Shell({ locale, region, config, children }: ShellProps) {
  const intl = useIntl();
  const api = useBrowserApi();
  const location = useLocation();
  const revalidator = useRevalidator();
  const [isMenuOpen, setMenuOpen] = useState(false);
  const [isCartOpen, setCartOpen] = useState(false);
  // Spec §2: the picker opens on the first visit, when no city is stored.
  const [isCityPickerOpen, setCityPickerOpen] = useState(region === null);
  useGuestSession();
  usePageViews(config.analyticsEndpoint, region?.id ?? null);
  useChatWidget(config.chatWidgetUrl);

  const isMenuMounted = useMountedOnce(isMenuOpen);
  const isCartMounted = useMountedOnce(isCartOpen);
  const isCityPickerMounted = useMountedOnce(isCityPickerOpen);
  const cities = useQuery({ ...queries.cities(api, locale), enabled: isCityPickerOpen });

  const switchLanguage = async (next: Locale) => {
    storePreference('language', next);
    const guest = JSON.parse(window.localStorage.getItem(storageKeys.guestUser) ?? 'null') as { id?: number } | null;
    if (storedToken() && guest?.id) {
      // Spec §4: tell the server, then reload; a failure must not keep the shopper in the old language.
      await api
        .request('updateCurrentLanguage', { body: { user_id: guest.id, current_language: next } }, { language: next })
        .catch(() => undefined);
    }
    const url = new URL(window.location.href);
    url.searchParams.delete('lang');
    window.location.replace(url.href);
  };

  return (
    <LinkProvider component={RouterLink}>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:inset-s-2 focus:top-2 focus:z-50 focus:rounded-md focus:bg-surface-raised focus:px-4 focus:py-2"
      >
        {intl.formatMessage(messages.skipToContent)}
      </a>
      <Header
        cityName={region ? (locale === 'ar' ? region.city_name_ar : region.city_name) : undefined}
        onCityClick={() => setCityPickerOpen(true)}
        onMenuClick={() => setMenuOpen(true)}
        onCartClick={() => setCartOpen(true)}
        hasCartItems={false}
        search={<StoreSearch region={region} />}
      />
      <main id="main" className="min-h-[60vh]">
        {children}
      </main>
      <Footer />
      <Suspense fallback={null}>
        {isMenuMounted ? (
          <SideMenu
            open={isMenuOpen}
            onOpenChange={setMenuOpen}
            isSignedIn={false}
            currentPath={location.pathname}
            onLanguageToggle={(next) => void switchLanguage(next)}
          />
        ) : null}
        {isCartMounted ? <CartDrawer open={isCartOpen} onOpenChange={setCartOpen} items={[]} /> : null}
        {isCityPickerMounted ? (
          <CityPicker
            open={isCityPickerOpen}
            onOpenChange={setCityPickerOpen}
            cities={cities.data ?? []}
            isLoading={cities.isPending}
            savedCityId={region?.id}
            onSave={(city) => {
              storePreference('selectedRegion', JSON.stringify(toSelectedRegion(city)));
              // The loaders read the city from its cookie: run them again for the new city.
              void revalidator.revalidate();
            }}
          />
        ) : null}
        {config.domainMoveUrl ? <DomainMoveDialog url={config.domainMoveUrl} isBlocked={isCityPickerOpen} /> : null}
      </Suspense>
    </LinkProvider>
  );
}
