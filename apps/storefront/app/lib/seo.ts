import type { Locale } from '@hadiya/ui';
import { createIntl, createIntlCache, type IntlShape, type MessageDescriptor } from 'react-intl';
import type { MetaDescriptor } from 'react-router';
import { catalogueFor } from './catalogue';
import type { CompiledMessages } from './messages.server';
import { messages } from './seo.messages';

/** Root loader data every page's meta reads (language and origin). */
export interface RootMetaData {
  locale: Locale;
  origin: string;
}

export function rootDataOf(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>): RootMetaData {
  const data = matches.find((match) => match?.id === 'root')?.data as RootMetaData | undefined;
  return data ?? { locale: 'ar', origin: '' };
}

// Creating an intl object checks the locale against the engine's locale data, which costs more
// than formatting; one per catalogue (the same object for every meta call).
const intlCache = createIntlCache();
const intlByCatalogue = new WeakMap<CompiledMessages, IntlShape>();

/** A page title or description in the page's language, from the precompiled messages. */
export function translate(root: RootMetaData, descriptor: MessageDescriptor, values?: Record<string, string | number>) {
  const catalogue = catalogueFor(root.locale);
  let intl = intlByCatalogue.get(catalogue);
  if (intl?.locale !== root.locale) {
    intl = createIntl({ locale: root.locale, messages: catalogue }, intlCache);
    intlByCatalogue.set(catalogue, intl);
  }
  return intl.formatMessage(descriptor, values);
}

/**
 * Title, description, canonical address and the Arabic/English alternates of one page. Arabic is
 * the default (no parameter); `?lang=en` serves the English rendering of the same address.
 */
export function pageMeta({
  root,
  path,
  title,
  description,
  image,
}: {
  root: RootMetaData;
  path: string;
  title: string;
  description: string;
  image?: string;
}): MetaDescriptor[] {
  const address = (locale: Locale) =>
    `${root.origin}${path}${locale === 'en' ? `${path.includes('?') ? '&' : '?'}lang=en` : ''}`;
  const fullTitle = translate(root, messages.pageTitle, { title });
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:locale', content: root.locale === 'ar' ? 'ar_SA' : 'en_SA' },
    ...(image ? [{ property: 'og:image', content: new URL(image, root.origin || 'http://localhost').href }] : []),
    { tagName: 'link', rel: 'canonical', href: address(root.locale) },
    { tagName: 'link', rel: 'alternate', hrefLang: 'ar', href: address('ar') },
    { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: address('en') },
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: address('ar') },
  ];
}
