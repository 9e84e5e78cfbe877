import { isRuleMessageKey } from '@hadiya/contract/messages';
import { phoneDigitsFor } from '@hadiya/contract/phone';
import { useIntl } from 'react-intl';
import { messages } from './messages';

/**
 * Turns a validation message of the contract's rules (a key of `ruleMessages`, e.g.
 * `email_must_end_with_com`) into the shopper's language. Anything else (a server message
 * already in the shopper's language) is returned unchanged.
 */
export function useRuleMessage(): (
  message: string | undefined,
  context?: { phoneCode?: string },
) => string | undefined {
  const intl = useIntl();
  return (message, context) => {
    if (!message) return undefined;
    if (!isRuleMessageKey(message)) return message;
    // The resolver keeps an issue's message, not its parameters: the phone rule's come from the code.
    const code = context?.phoneCode ?? '';
    return intl.formatMessage(messages[message], { n: phoneDigitsFor(code) ?? 0, code });
  };
}
