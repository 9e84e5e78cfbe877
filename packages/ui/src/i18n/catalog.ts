import type { Locale } from '../lib/direction';
import type { MessageModule } from './translations';

// Each component keeps its messages beside it; the catalogue gathers them at build time.
const modules = import.meta.glob<MessageModule>('../components/*/messages.ts', { eager: true });

function buildCatalog(locale: Locale): Record<string, string> {
  const catalog: Record<string, string> = {};
  for (const module of Object.values(modules)) {
    for (const [key, descriptor] of Object.entries(module.messages)) {
      const id = String(descriptor.id);
      catalog[id] = locale === 'en' ? String(descriptor.defaultMessage ?? '') : (module.arabic[key] ?? '');
    }
  }
  return catalog;
}

/** Built-in texts of the design system by locale; apps merge their own on top. */
export const uiMessages: Record<Locale, Record<string, string>> = {
  ar: buildCatalog('ar'),
  en: buildCatalog('en'),
};

export const messageModules = modules;
