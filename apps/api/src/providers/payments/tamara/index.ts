export {
  TAMARA_REFUSAL_MESSAGES,
  TamaraApiError,
  type TamaraMoney,
  type TamaraOrder,
  type TamaraPaymentType,
  TamaraProvider,
  type TamaraProviderOptions,
  tamaraAmount,
  tamaraStatus,
} from './provider';
export {
  createTamaraSandbox,
  TAMARA_SANDBOX_DEFAULTS,
  TAMARA_SANDBOX_PATH,
  TAMARA_TEST_IDENTITIES,
  type TamaraSandbox,
  type TamaraSandboxConfig,
  type TamaraSandboxOptions,
  tamaraLocalPhone,
} from './sandbox';
