export { useRuleMessage } from './rule-message';
