import { ApiError } from '@hadiya/contract/client';
import { useLocale } from '@hadiya/ui';
import { useMemo } from 'react';
import { data } from 'react-router';
import { browserApi } from './api';

/**
 * A missing product or page is a 404 page, not an error screen: one the API does not know, or an
 * address that cannot even name one (`/product/Hello%20World`: the API refuses its `id` with a 400).
 */
export function notFoundFrom(error: unknown): never {
  if (error instanceof ApiError && (error.statusCode === 404 || namesNoPage(error))) {
    throw data(null, { status: 404 });
  }
  throw error;
}

const namesNoPage = (error: ApiError) =>
  error.statusCode === 400 && error.fieldErrors.some((field) => field.field === 'id');

/** The API client the browser uses, in the page's language. */
export function useBrowserApi() {
  const { locale } = useLocale();
  return useMemo(() => browserApi(locale), [locale]);
}
