// The rule is shared with the server (spec §5), so it lives in the contract.
export { digitsOnly as toAsciiDigits, normalizeDigits } from '@hadiya/contract/normalize';
