/**
 * Moyasar's wire format (reference/payment-providers.md §1.2–§1.7), shared by the adapter and the
 * sandbox. Amounts are integer halalas.
 */

export type MoyasarStatus =
  | 'initiated'
  | 'paid'
  | 'authorized'
  | 'captured'
  | 'failed'
  | 'voided'
  | 'refunded'
  | 'verified'
  | 'abandoned'
  | 'canceled'
  | 'expired';

export interface MoyasarSource {
  type: 'creditcard' | 'applepay' | 'stcpay' | 'token' | string;
  company?: string | null;
  name?: string | null;
  /** Always masked by the gateway: `XXXX-XXXX-XXXX-1111`. */
  number?: string | null;
  gateway_id?: string | null;
  reference_number?: string | null;
  token?: string | null;
  message?: string | null;
  transaction_url?: string | null;
  authorization_code?: string | null;
  response_code?: string | null;
  mobile?: string | null;
  cashier?: string | null;
  branch?: string | null;
  month?: number | null;
  year?: number | null;
}

export interface MoyasarPayment {
  id: string;
  status: MoyasarStatus;
  amount: number;
  fee: number;
  currency: string;
  refunded: number;
  refunded_at: string | null;
  captured: number;
  captured_at: string | null;
  voided_at: string | null;
  description: string | null;
  amount_format: string;
  fee_format: string;
  refunded_format: string;
  captured_format: string;
  invoice_id: string | null;
  ip: string | null;
  callback_url: string | null;
  created_at: string;
  updated_at: string;
  metadata: Record<string, string> | null;
  source: MoyasarSource;
}

export interface MoyasarErrorBody {
  type: string;
  message: string;
  errors: Record<string, string[]> | null;
}

export const MOYASAR_WEBHOOK_EVENTS = [
  'payment_paid',
  'payment_failed',
  'payment_authorized',
  'payment_captured',
  'payment_voided',
  'payment_refunded',
] as const;
export type MoyasarWebhookEvent = (typeof MOYASAR_WEBHOOK_EVENTS)[number];

export interface MoyasarWebhookBody {
  id: string;
  type: string;
  created_at: string;
  secret_token: string;
  account_name: string;
  live: boolean;
  data: MoyasarPayment;
}

/** `XXXX-XXXX-XXXX-1111` from anything that ends in four digits; null otherwise. */
export function maskCardNumber(value: string | null | undefined): string | null {
  if (!value) return null;
  const digits = value.replace(/\D/g, '');
  if (digits.length < 4) return null;
  return `XXXX-XXXX-XXXX-${digits.slice(-4)}`;
}

/** `05XXXXXXXX` from `05…`, `5…`, `9665…`, `+9665…`, `009665…`; null when it is not a Saudi mobile. */
export function toLocalSaudiMobile(value: string): string | null {
  const digits = value.replace(/[\s-]/g, '').replace(/^\+/, '').replace(/^00/, '');
  if (/^05\d{8}$/.test(digits)) return digits;
  if (/^5\d{8}$/.test(digits)) return `0${digits}`;
  if (/^9665\d{8}$/.test(digits)) return `0${digits.slice(3)}`;
  return null;
}

/** `05XXXXXXXX` → `9665XXXXXXXX` (what Saudi SMS gateways want). */
export function toInternationalSaudiMobile(local: string): string {
  return `966${local.slice(1)}`;
}

/** `05******67`: the first two and last two digits. */
export function maskMobile(local: string): string {
  return `${local.slice(0, 2)}${'*'.repeat(Math.max(0, local.length - 4))}${local.slice(-2)}`;
}

export function formatSar(halalas: number): string {
  return `${(halalas / 100).toFixed(2)} SAR`;
}
