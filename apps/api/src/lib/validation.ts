import {
  type FieldError,
  isRuleMessageKey,
  type Language,
  type RuleMessageKey,
  ruleMessage,
  ruleParamsOf,
} from '@hadiya/contract';

/** One issue as fastify-type-provider-zod reports it (zod's issue code, path, message and the rest). */
interface ValidationIssue {
  keyword?: string;
  instancePath?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/**
 * The message id of an issue: the rule's own (every contract rule reports a `ruleMessages` key),
 * else one chosen by zod's issue code, so zod's English never reaches an answer.
 */
function ruleOf(issue: ValidationIssue): { key: RuleMessageKey; params: Record<string, string | number> } {
  const params = issue.params ?? {};
  const values = ruleParamsOf(params);
  if (isRuleMessageKey(issue.message)) return { key: issue.message, params: values };
  const origin = params.origin;
  switch (issue.keyword) {
    case 'invalid_type':
      return {
        key: /received undefined|received null/.test(issue.message ?? '') ? 'required' : 'invalid_type',
        params: values,
      };
    case 'too_small':
      return {
        key: origin === 'string' ? 'too_short' : origin === 'array' || origin === 'set' ? 'too_few_items' : 'too_small',
        params: values,
      };
    case 'too_big':
      return {
        key: origin === 'string' ? 'too_long' : origin === 'array' || origin === 'set' ? 'too_many_items' : 'too_big',
        params: values,
      };
    case 'invalid_value':
    case 'invalid_key':
    case 'unrecognized_keys':
      return { key: 'unknown_option', params: values };
    case 'not_multiple_of':
      return { key: 'must_be_integer', params: values };
    default:
      return { key: 'invalid_value', params: values };
  }
}

/** Field errors of a failed validation, in the caller's language, each with its message id. */
export function translateValidation(issues: ValidationIssue[], context: string, lang: Language): FieldError[] {
  return issues.map((issue) => {
    const path = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
    const { key, params } = ruleOf(issue);
    return { field: path || context, message: ruleMessage(key, lang, params), rule: key };
  });
}
