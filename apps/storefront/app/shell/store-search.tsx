import type { SelectedRegion } from '@hadiya/contract';
import { SEARCH_DELAY_MS } from '@hadiya/contract/constants';
import { SearchBox, type SearchSuggestion, useDebouncedValue, useLocale } from '@hadiya/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { queries } from '../lib/queries';
import { useBrowserApi } from '../lib/route-data';
import { messages } from './shell.messages';

/**
 * The header's search (spec §2, §5): suggestions after a 500 ms pause, only for non-empty text
 * and a chosen city; a suggestion opens its product, Enter opens the results page.
 */
export function StoreSearch({ region }: { region: SelectedRegion | null }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const api = useBrowserApi();
  const navigate = useNavigate();
  const location = useLocation();
  const [text, setText] = useState(() => new URLSearchParams(location.search).get('search') ?? '');
  const query = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  // The results page fills the box with its search: suggestions are asked for once the shopper
  // turns to the box (focus or typing), not by every results page as it loads.
  const [isInUse, setInUse] = useState(false);

  // The box shows the search of the results page it is on, and empties elsewhere.
  useEffect(() => {
    setText(location.pathname === '/products' ? (new URLSearchParams(location.search).get('search') ?? '') : '');
  }, [location.pathname, location.search]);

  const suggestions = useQuery({
    ...queries.suggestions(api, locale, query, region?.id ?? 0),
    enabled: isInUse && query.length > 0 && region !== null,
    placeholderData: keepPreviousData,
  });
  const isWaiting = text.trim() !== query || suggestions.isFetching;
  const items: SearchSuggestion[] =
    query && region
      ? (suggestions.data ?? []).map((product) => ({
          id: product.id,
          label: product.product_title,
          href: `/product/${encodeURIComponent(product.product_slug)}`,
        }))
      : [];

  return (
    <SearchBox
      value={text}
      onFocus={() => setInUse(true)}
      onValueChange={(value) => {
        setInUse(true);
        setText(value);
      }}
      suggestions={items}
      isLoading={Boolean(text.trim()) && isWaiting}
      // Without a city nothing is searched (spec §5): say so, not "No product found".
      emptyMessage={region ? undefined : intl.formatMessage(messages.searchNeedsCity)}
      onSelect={(suggestion) => {
        if (suggestion.href) navigate(suggestion.href);
      }}
      onSubmit={(value) => {
        const trimmed = value.trim();
        if (trimmed) navigate(`/products?search=${encodeURIComponent(trimmed)}`);
      }}
    />
  );
}
