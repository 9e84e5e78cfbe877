import { normalizeDigits, toAsciiDigits } from '../../lib/digits';

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

/** Saudi Post's formats: building and additional numbers 4 digits, postal code 5, short address 4 letters + 4 digits. */
export function checkNationalAddress(
  address: Partial<NationalAddress>,
): Partial<Record<keyof NationalAddress, NationalAddressProblem>> {
  const problems: Partial<Record<keyof NationalAddress, NationalAddressProblem>> = {};
  const digits = (value: string | undefined) => normalizeDigits(value ?? '').trim();
  const building = digits(address.buildingNumber);
  if (building && !/^\d{4}$/.test(building)) problems.buildingNumber = 'fourDigits';
  const postal = digits(address.postalCode);
  if (postal && !/^\d{5}$/.test(postal)) problems.postalCode = 'fiveDigits';
  const additional = digits(address.additionalNumber);
  if (additional && !/^\d{4}$/.test(additional)) problems.additionalNumber = 'fourDigits';
  const short = digits(address.shortAddress).replace(/\s+/g, '');
  if (short && !/^[A-Za-z]{4}\d{4}$/.test(short)) problems.shortAddress = 'shortAddressInvalid';
  return problems;
}

/** Digits as ASCII and the short address upper-case, as the server stores them. */
export function normalizeNationalAddress(address: Partial<NationalAddress>): Partial<NationalAddress> {
  return {
    ...address,
    buildingNumber: address.buildingNumber === undefined ? undefined : toAsciiDigits(address.buildingNumber),
    postalCode: address.postalCode === undefined ? undefined : toAsciiDigits(address.postalCode),
    additionalNumber: address.additionalNumber === undefined ? undefined : toAsciiDigits(address.additionalNumber),
    shortAddress:
      address.shortAddress === undefined
        ? undefined
        : normalizeDigits(address.shortAddress).replace(/\s+/g, '').toUpperCase(),
  };
}
