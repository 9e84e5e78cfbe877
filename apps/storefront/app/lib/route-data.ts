import { ApiError } from '@hadiya/contract/client';
import { useLocale } from '@hadiya/ui';
import { useMemo } from 'react';
import { data } from 'react-router';
import { browserApi } from './api';

/** A missing product or page is a 404 page, not an error screen. */
export function notFoundFrom(error: unknown): never {
  if (error instanceof ApiError && error.statusCode === 404) throw data(null, { status: 404 });
  throw error;
}

/** The API client the browser uses, in the page's language. */
export function useBrowserApi() {
  const { locale } = useLocale();
  return useMemo(() => browserApi(locale), [locale]);
}
