import { type RuleMessageKey, ruleMessages } from '@hadiya/contract/messages';
import type { MessageDescriptor } from 'react-intl';
import type { Translations } from '../../i18n/translations';

type RuleDescriptor = MessageDescriptor & { id: `rule.${RuleMessageKey}`; defaultMessage: string };

const keys = Object.keys(ruleMessages) as RuleMessageKey[];

/**
 * The contract's validation messages (`ruleMessages`, spec §5) as react-intl messages with ids
 * `rule.<key>`: the same ids the server's 400 envelopes name and the storefront's forms show.
 */
export const messages = Object.fromEntries(
  keys.map((key) => [key, { id: `rule.${key}`, defaultMessage: ruleMessages[key].en }]),
) as Record<RuleMessageKey, RuleDescriptor>;

export const arabic = Object.fromEntries(keys.map((key) => [key, ruleMessages[key].ar])) as Translations<
  typeof messages
>;
