import {
  type FieldError,
  fieldLabel,
  type Language,
  type RuleMessageKey,
  ruleKeyOf,
  ruleMessage,
  ruleParamsOf,
} from '@hadiya/contract';
import { AppError } from './errors';
import { type MessageKey, t } from './i18n';

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
  const errors = issues.map((issue) => {
    const path = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
    const { key, params } = ruleOf(issue);
    return fieldError(path || context, key, params, lang);
  });
  // Each refusal once: a field's check and a refinement over its object may report the same rule.
  return errors.filter(
    (error, index) =>
      errors.findIndex((other) => other.field === error.field && other.message === error.message) === index,
  );
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

/** Where a refused value was: the body, or a query, path or header parameter (fastify's validation contexts). */
export type ValidationContext = 'body' | 'querystring' | 'params' | 'headers';

/**
 * The envelope's message of a refused value, as a message id and its values:
 * - a body field under a rule that names it reads as the rule's whole sentence in the caller's
 *   language ('الاسم طويل جدا'), which a form can show as it is;
 * - a body field under a generic rule ('This field is required') is named by its label in the
 *   caller's language ('اسم الشركة: هذا الحقل مطلوب'), never by the API's key (`company_name`);
 * - a body that is not an object (`[]`, `"x"`, `42`) reads as one sentence saying so;
 * - a query, path or header parameter is named as sent, in a sentence of the caller's language
 *   ('Invalid value for the parameter limit: …'): the developer who built the URL reads it.
 * `data.errors` names the field by its key either way.
 */
export function refusalOf(
  error: FieldError,
  lang: Language,
  context: ValidationContext = 'body',
): { key: MessageKey; params: Record<string, string> } {
  const detail = error.message;
  if (context !== 'body') {
    // The key is Latin inside an Arabic sentence: an isolate keeps it and its colon in order.
    return {
      key: 'validation_failed',
      params: { field: lang === 'ar' ? `\u2068${error.field}\u2069` : error.field, detail },
    };
  }
  // The body as a whole has the wrong type: it is not an object ("The request: Invalid value type"
  // said nothing useful). `null` and no body never get here: route.ts reads them as `{}`.
  if (error.field === 'body' && error.rule === 'invalid_type') return { key: 'body_not_object', params: {} };
  if (error.rule && !GENERIC_RULES.has(error.rule as RuleMessageKey))
    return { key: 'rule_refused', params: { detail } };
  const label = fieldLabel(error.field, lang);
  return label
    ? { key: 'field_refused', params: { field: label, detail } }
    : { key: 'rule_refused', params: { detail } };
}

/** The envelope's message of a refused value (`refusalOf`) in the caller's language. */
export function refusalMessage(error: FieldError, lang: Language, context: ValidationContext = 'body'): string {
  const { key, params } = refusalOf(error, lang, context);
  return t(lang, key, params);
}

/** The 400 of one refused value found after the schema's validation (a handler's own check). */
export function refusalError(error: FieldError, lang: Language, context: ValidationContext = 'body'): AppError {
  const { key, params } = refusalOf(error, lang, context);
  return new AppError(400, key, params, [error]);
}
