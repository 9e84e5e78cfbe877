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
