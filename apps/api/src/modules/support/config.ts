import type { Language } from '@hadiya/contract';

export interface SupportConfig {
  /** STORE_INBOX_EMAIL: where every form and new ticket is copied (demo default). */
  storeInboxEmail: string;
  /** STORE_INBOX_LANGUAGE: the language of the store's copies (default en). */
  storeInboxLanguage: Language;
  /** OPERATOR_API_TOKEN (≥ 24 characters): `Authorization: Bearer …` on `/api/operator/...`. */
  operatorToken: string | null;
  /** SUPPORT_FORMS_PER_IP_PER_HOUR: submissions of each form from one address per hour. */
  formsPerIpPerHour: number;
  /** SUPPORT_FORMS_PER_EMAIL_PER_HOUR: submissions of each form for one e-mail per hour. */
  formsPerEmailPerHour: number;
  /** SUPPORT_REPLIES_PER_USER_PER_HOUR: replies of one shopper per hour. */
  repliesPerUserPerHour: number;
}

const int = (value: string | undefined, fallback: number) => {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};

export const DEMO_STORE_INBOX = 'care@hadiya.example';

export function loadSupportConfig(env: NodeJS.ProcessEnv): SupportConfig {
  const token = env.OPERATOR_API_TOKEN?.trim() ?? '';
  return {
    storeInboxEmail: env.STORE_INBOX_EMAIL?.trim() || DEMO_STORE_INBOX,
    storeInboxLanguage: env.STORE_INBOX_LANGUAGE === 'ar' ? 'ar' : 'en',
    operatorToken: token.length >= 24 ? token : null,
    formsPerIpPerHour: int(env.SUPPORT_FORMS_PER_IP_PER_HOUR, 10),
    formsPerEmailPerHour: int(env.SUPPORT_FORMS_PER_EMAIL_PER_HOUR, 5),
    repliesPerUserPerHour: int(env.SUPPORT_REPLIES_PER_USER_PER_HOUR, 30),
  };
}
