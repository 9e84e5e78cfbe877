import { createHash } from 'node:crypto';
import { type MessageFormatElement, parse } from '@formatjs/icu-messageformat-parser';
import { type Locale, uiMessages } from '@hadiya/ui';
import { appMessages } from '../i18n';

export type CompiledMessages = Record<string, MessageFormatElement[]>;

const compiled = new Map<Locale, CompiledMessages>();

/**
 * Every text of one language, the design system's and the storefront's, precompiled to react-intl's
 * AST once per process. Pages receive only their language, and the browser needs no ICU parser.
 */
export function compiledMessagesFor(locale: Locale): CompiledMessages {
  let messages = compiled.get(locale);
  if (!messages) {
    const sources = { ...uiMessages[locale], ...appMessages[locale] };
    messages = Object.fromEntries(Object.entries(sources).map(([id, text]) => [id, parse(text)]));
    compiled.set(locale, messages);
  }
  return messages;
}

interface CatalogueModule {
  /** `/i18n/{locale}.{hash}.js`: the hash changes with the texts, so browsers may cache it for good. */
  href: string;
  source: string;
}

const modules = new Map<Locale, CatalogueModule>();

/** One language's compiled texts as an ES module the browser imports before hydrating. */
export function catalogueModuleFor(locale: Locale): CatalogueModule {
  let module = modules.get(locale);
  if (!module) {
    const json = JSON.stringify(compiledMessagesFor(locale));
    // JSON.parse of a string literal parses faster than the same object as JavaScript.
    const source = `export default JSON.parse(${JSON.stringify(json)});\n`;
    const hash = createHash('sha256').update(source).digest('hex').slice(0, 12);
    module = { href: `/i18n/${locale}.${hash}.js`, source };
    modules.set(locale, module);
  }
  return module;
}
