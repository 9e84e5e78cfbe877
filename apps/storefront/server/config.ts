import { z } from 'zod';

/** An absolute URL, or a path on this site (tests and same-origin setups). */
const urlOrPath = z
  .string()
  .trim()
  .refine((value) => value.startsWith('/') || URL.canParse(value), 'Must be a URL or a path starting with /');

const schema = z.object({
  /** DOMAIN_MOVE_URL: the store's new address; shoppers are told once, in a dialog. Off when empty. */
  domainMoveUrl: z.string().trim().url().optional(),
  /** CHAT_WIDGET_URL: a support chat script, loaded after the page is idle. Off when empty. */
  chatWidgetUrl: urlOrPath.optional(),
  /** ANALYTICS_ENDPOINT: where page views are posted. Off (no third party) when empty. */
  analyticsEndpoint: urlOrPath.optional(),
  /**
   * SIGNIN_COUNTRY_SELECT=on|off: whether the sign-in's country selector can be changed (spec §6
   * keeps it clickable only in a DEV build). Default: on under `pnpm dev`, off in production.
   */
  isCountrySelectable: z.boolean(),
});

export type StorefrontConfig = z.infer<typeof schema>;

export function loadStorefrontConfig(env: NodeJS.ProcessEnv = process.env): StorefrontConfig {
  const blankToUndefined = (value: string | undefined) => (value?.trim() ? value : undefined);
  const parsed = schema.safeParse({
    domainMoveUrl: blankToUndefined(env.DOMAIN_MOVE_URL),
    chatWidgetUrl: blankToUndefined(env.CHAT_WIDGET_URL),
    analyticsEndpoint: blankToUndefined(env.ANALYTICS_ENDPOINT),
    isCountrySelectable: env.SIGNIN_COUNTRY_SELECT?.trim()
      ? env.SIGNIN_COUNTRY_SELECT.trim() === 'on'
      : env.NODE_ENV !== 'production',
  });
  if (!parsed.success) {
    throw new Error(
      `Invalid storefront configuration: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
    );
  }
  return parsed.data;
}
