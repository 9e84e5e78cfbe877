import { ENGRAVING_MAX_LENGTH } from '@hadiya/contract/constants';
import {
  isRuleMessageKey,
  type RuleMessageKey,
  ruleMessages,
  ruleParamsOf,
  ruleValues,
} from '@hadiya/contract/messages';
import { MESSAGE_CARD_MAX_LENGTH, RATING_COMMENT_MAX_LENGTH } from '@hadiya/contract/orders';
import { phoneDigitsFor } from '@hadiya/contract/phone';
import { useIntl } from 'react-intl';
import { toAsciiDigits } from '../../lib/digits';
import { messages, NUMBER_PLACEHOLDERS } from './messages';

type ParamValue = string | number | bigint;

/** Re-exported for forms: the values of a zod issue, as the server reads them. */
export { ruleParamsOf };

export interface RuleMessageContext {
  /** The calling code of the number the message is about: gives `phone_length` its `{n}` and `{code}`. */
  phoneCode?: string;
  /**
   * Values of the message's placeholders (`min`, `max`, `n`, `code`), e.g. from the zod issue with
   * `ruleParamsOf(issue)`. They win over the defaults (`phoneCode`, the contract's constants).
   */
  params?: Readonly<Record<string, ParamValue | undefined>>;
}

/** Values the contract fixes for a message whatever the issue (spec §5's limits). */
const defaultValues: Partial<Record<RuleMessageKey, Readonly<Record<string, number>>>> = {
  ...ruleValues,
  engraving_too_long: { max: ENGRAVING_MAX_LENGTH },
  message_card_too_long: { max: MESSAGE_CARD_MAX_LENGTH },
  rating_comment_too_long: { max: RATING_COMMENT_MAX_LENGTH },
};

const placeholdersOf = (key: RuleMessageKey) =>
  [...ruleMessages[key].en.matchAll(/\{(\w+)(?:\}|, plural,)/g)].map((match) => match[1] as string);

/**
 * Turns a validation message of the contract's rules (a key of `ruleMessages`, e.g.
 * `email_must_end_with_com`) into the shopper's language, every placeholder filled and numbers in
 * the locale's digits. Anything else (a server message already in the shopper's language) is
 * returned unchanged.
 */
export function useRuleMessage(): (message: string | undefined, context?: RuleMessageContext) => string | undefined {
  const intl = useIntl();
  return (message, context) => {
    if (!message) return undefined;
    if (!isRuleMessageKey(message)) return message;
    const phoneCode = context?.phoneCode === undefined ? '' : toAsciiDigits(context.phoneCode);
    const values: Record<string, string | number> = {
      ...defaultValues[message],
      // The resolver keeps an issue's message, not its parameters: the phone rule's come from the code.
      ...(phoneCode ? { code: phoneCode } : {}),
      ...(phoneCode && phoneDigitsFor(phoneCode) !== undefined ? { n: phoneDigitsFor(phoneCode) as number } : {}),
    };
    for (const [name, value] of Object.entries(context?.params ?? {})) {
      if (value !== undefined) values[name] = typeof value === 'bigint' ? Number(value) : value;
    }
    for (const name of NUMBER_PLACEHOLDERS) if (name in values) values[name] = Number(values[name]);
    const isKnown = (name: string) =>
      typeof values[name] === 'number' ? Number.isFinite(values[name]) : Boolean(values[name]);
    // A value still unknown would leave a gap ("at least  characters"): say what is wrong without it.
    if (!placeholdersOf(message).every(isKnown)) {
      return intl.formatMessage(message === 'phone_length' ? messages.phone_invalid : messages.invalid_value);
    }
    return intl.formatMessage(messages[message], values);
  };
}
