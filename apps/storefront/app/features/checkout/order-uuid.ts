/** Our orders' public reference (a UUID), checked before it goes into an API path. */
const ORDER_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isOrderUuid(value: string | null | undefined): value is string {
  return typeof value === 'string' && ORDER_UUID.test(value);
}
