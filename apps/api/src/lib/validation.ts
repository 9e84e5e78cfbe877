import {
  type FieldError,
  type Language,
  type RuleMessageKey,
  ruleKeyOf,
  ruleMessage,
  ruleParamsOf,
} from '@hadiya/contract';
import { t } from './i18n';

/** One issue as fastify-type-provider-zod reports it (zod's issue code, path, message and the rest). */
interface ValidationIssue {
  keyword?: string;
  instancePath?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/**
 * The message id of an issue and its values: the contract's `ruleKeyOf` (the rule's own key, else
 * one chosen by zod's issue code), as the storefront's forms read the same issue.
 */
function ruleOf(issue: ValidationIssue): { key: RuleMessageKey; params: Record<string, string | number> } {
  const params = issue.params ?? {};
  return {
    key: ruleKeyOf({ code: issue.keyword, message: issue.message, origin: params.origin }),
    params: ruleParamsOf(params),
  };
}

/** One field's error: the rule's message in the caller's language, with its message id. */
export function fieldError(
  field: string,
  key: RuleMessageKey,
  params: Readonly<Record<string, string | number>> | undefined,
  lang: Language,
): FieldError {
  return { field, message: ruleMessage(key, lang, params), rule: key };
}

/** Field errors of a failed validation, in the caller's language, each with its message id. */
export function translateValidation(issues: ValidationIssue[], context: string, lang: Language): FieldError[] {
  return issues.map((issue) => {
    const path = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
    const { key, params } = ruleOf(issue);
    return fieldError(path || context, key, params, lang);
  });
}

/** Rules whose message does not say which field it is about ('This field is required'). */
const GENERIC_RULES: ReadonlySet<RuleMessageKey> = new Set([
  'required',
  'invalid_value',
  'invalid_type',
  'too_short',
  'too_long',
  'too_small',
  'too_big',
  'too_few_items',
  'too_many_items',
  'unknown_option',
  'must_be_integer',
  'must_be_positive_integer',
]);

/**
 * The envelope's message for a refused field: a rule that names its field reads as a whole sentence
 * in the caller's language ('الاسم طويل جدا'), which a form can show as it is; a generic one keeps
 * the field's name ('Invalid value for {field}: …'). `data.errors` names the field either way.
 */
export function refusalMessage(error: FieldError, lang: Language): string {
  if (error.rule && !GENERIC_RULES.has(error.rule as RuleMessageKey)) return error.message;
  return t(lang, 'validation_failed', { field: error.field, detail: error.message });
}
