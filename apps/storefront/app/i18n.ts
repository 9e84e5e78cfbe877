import type { Locale, Translations } from '@hadiya/ui';
import type { MessageDescriptor } from 'react-intl';

interface MessageModule {
  messages: Record<string, MessageDescriptor>;
  arabic: Translations<Record<string, MessageDescriptor>>;
}

// Each screen keeps its texts beside it (`*.messages.ts`); the catalogue gathers them at build time.
const modules = import.meta.glob<MessageModule>('./**/*.messages.ts', { eager: true });

function buildCatalog(locale: Locale): Record<string, string> {
  const catalog: Record<string, string> = {};
  for (const module of Object.values(modules)) {
    for (const [key, descriptor] of Object.entries(module.messages)) {
      catalog[String(descriptor.id)] =
        locale === 'en' ? String(descriptor.defaultMessage ?? '') : (module.arabic[key] ?? '');
    }
  }
  return catalog;
}

/** The storefront's own texts by locale; the design system's built-in texts come with LocaleProvider. */
export const appMessages: Record<Locale, Record<string, string>> = { ar: buildCatalog('ar'), en: buildCatalog('en') };
export const appMessageModules = modules;
