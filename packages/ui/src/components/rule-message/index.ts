export { type RuleMessageContext, ruleParamsOf, useRuleMessage } from './rule-message';
