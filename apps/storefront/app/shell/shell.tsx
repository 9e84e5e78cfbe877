import { type SelectedRegion, toSelectedRegion } from '@hadiya/contract';
import { CartDrawer, CityPicker, Footer, Header, LinkProvider, type Locale, SideMenu } from '@hadiya/ui';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useRevalidator } from 'react-router';
import { storedToken } from '../lib/api';
import { storageKeys, storePreference } from '../lib/preferences';
import { queries } from '../lib/queries';
import { useBrowserApi } from '../lib/route-data';
import { RouterLink } from './router-link';
import { messages } from './shell.messages';
import { StoreSearch } from './store-search';
import { useGuestSession } from './use-guest-session';

export interface ShellProps {
  locale: Locale;
  region: SelectedRegion | null;
  children: ReactNode;
}

/** Header, menu, cart panel, city picker and footer around every page (spec §2). */
export function Shell({ locale, region, children }: ShellProps) {
  const intl = useIntl();
  const api = useBrowserApi();
  const location = useLocation();
  const revalidator = useRevalidator();
  const [isMenuOpen, setMenuOpen] = useState(false);
  const [isCartOpen, setCartOpen] = useState(false);
  // Spec §2: the picker opens on the first visit, when no city is stored.
  const [isCityPickerOpen, setCityPickerOpen] = useState(region === null);
  useGuestSession();

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
      <SideMenu
        open={isMenuOpen}
        onOpenChange={setMenuOpen}
        isSignedIn={false}
        currentPath={location.pathname}
        onLanguageToggle={(next) => void switchLanguage(next)}
      />
      <CartDrawer open={isCartOpen} onOpenChange={setCartOpen} items={[]} />
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
    </LinkProvider>
  );
}
