import {
  isNationalAddressCode,
  type NationalAddressCodeField,
  normalizeNationalAddressCode,
} from '@hadiya/contract/orders';

/** The Saudi National Address fields, as the shopper may give them (all optional). */
export interface NationalAddress {
  buildingNumber: string;
  street: string;
  district: string;
  postalCode: string;
  additionalNumber: string;
  unit: string;
  shortAddress: string;
}

export type NationalAddressProblem = 'fourDigits' | 'fiveDigits' | 'shortAddressInvalid';

/** The coded fields, their API names and what a wrong format is called here. */
const CODES = [
  ['buildingNumber', 'building_number', 'fourDigits'],
  ['postalCode', 'postal_code', 'fiveDigits'],
  ['additionalNumber', 'additional_number', 'fourDigits'],
  ['shortAddress', 'short_address', 'shortAddressInvalid'],
] as const satisfies readonly (readonly [keyof NationalAddress, NationalAddressCodeField, NationalAddressProblem])[];

/**
 * Saudi Post's formats: building and additional numbers 4 digits, postal code 5, short address 4
 * letters + 4 digits. The contract's rule (`isNationalAddressCode`, the one its schema applies), so
 * Arabic-Indic and Persian digits pass here exactly when the API accepts them.
 */
export function checkNationalAddress(
  address: Partial<NationalAddress>,
): Partial<Record<keyof NationalAddress, NationalAddressProblem>> {
  const problems: Partial<Record<keyof NationalAddress, NationalAddressProblem>> = {};
  for (const [key, field, problem] of CODES) {
    if (!isNationalAddressCode(field, address[key] ?? '')) problems[key] = problem;
  }
  return problems;
}

/** Digits as ASCII and the short address upper-case without spaces, as the server stores them (the contract's normaliser). */
export function normalizeNationalAddress(address: Partial<NationalAddress>): Partial<NationalAddress> {
  const normalized = { ...address };
  for (const [key, field] of CODES) {
    const value = address[key];
    if (value !== undefined) normalized[key] = normalizeNationalAddressCode(field, value);
  }
  return normalized;
}
