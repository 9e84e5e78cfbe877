export { parseDecimal, toDecimalString } from './money';
export {
  TABBY_REJECTION_MESSAGES,
  TabbyApiError,
  type TabbyPayment,
  TabbyProvider,
  type TabbyProviderOptions,
  type TabbySession,
  tabbyStatus,
} from './provider';
export {
  createTabbySandbox,
  TABBY_SANDBOX_DEFAULTS,
  TABBY_SANDBOX_PATH,
  TABBY_TEST_IDENTITIES,
  type TabbySandbox,
  type TabbySandboxConfig,
  type TabbySandboxOptions,
} from './sandbox';
