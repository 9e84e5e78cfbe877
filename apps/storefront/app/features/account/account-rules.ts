/**
 * Spec §5's form rules as the dialogs check them while the shopper types. The messages are the
 * contract's (`ruleMessages`), the same the server answers with; the server checks again.
 */
import { PASSWORD_MIN_LENGTH } from '@hadiya/contract/constants';
import { type RuleMessageKey, ruleKeyOf, ruleMessage } from '@hadiya/contract/messages';
import { accountNameSchema } from '@hadiya/contract/rules';
import type { Locale } from '@hadiya/ui';

type Check = RuleMessageKey | null;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkEmail(value: string, { requireDotCom = true } = {}): Check {
  const email = value.trim();
  if (!email) return 'email_required';
  if (!EMAIL_PATTERN.test(email)) return 'email_invalid';
  if (requireDotCom && !email.toLowerCase().endsWith('.com')) return 'email_must_end_with_com';
  return null;
}

export function checkPassword(value: string): Check {
  if (!value) return 'password_required';
  if (value.length < PASSWORD_MIN_LENGTH) return 'password_min_length';
  return null;
}

export function checkConfirm(password: string, confirm: string): Check {
  if (!confirm) return 'confirm_password_required';
  return confirm === password ? null : 'passwords_must_match';
}

/** The server's own rule for a name (`accountNameSchema`: required, at least 2, at most 80 characters). */
export function checkName(value: string): Check {
  const parsed = accountNameSchema.safeParse(value);
  return parsed.success ? null : ruleKeyOf(parsed.error.issues[0] ?? {});
}

/** The message of a broken rule in the page's language, shown once the field was left or sent. */
export function ruleText(check: Check, locale: Locale, isShown: boolean): string | undefined {
  return check && isShown ? ruleMessage(check, locale) : undefined;
}
