import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Shopper, writeShopperKeys } from './shopper';

/** A localStorage that records every write, so a test can tell "unchanged" from "rewritten". */
function recordingStorage(initial: Record<string, string>) {
  const items = new Map(Object.entries(initial));
  const writes: string[] = [];
  return {
    writes,
    items,
    storage: {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => {
        writes.push(`set ${key}`);
        items.set(key, value);
      },
      removeItem: (key: string) => {
        writes.push(`remove ${key}`);
        items.delete(key);
      },
    },
  };
}

const user: Shopper = {
  kind: 'user',
  id: 7,
  name: 'Noura',
  phoneCode: '966',
  phoneNumber: '501234567',
  loginType: 'mobileNumber',
  email: null,
} as Shopper;

describe('writeShopperKeys', () => {
  let recorded: ReturnType<typeof recordingStorage>;
  beforeEach(() => {
    recorded = recordingStorage({ guest_user_id: '41', userData: '{"token":"old"}' });
    vi.stubGlobal('window', { localStorage: recorded.storage });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("writes the signed-in shopper's keys and clears the guest's and an old build's token", () => {
    writeShopperKeys(user, null);
    expect(Object.fromEntries(recorded.items)).toEqual({
      isSignin: 'true',
      loginType: 'mobileNumber',
      name: 'Noura',
      phone_code: '966',
      phone_number: '501234567',
    });
  });

  it('keeps the city the server knows, and drops one it does not', () => {
    const riyadh = {
      id: 1,
      unique_city_id: 'RUH',
      region_id: 1,
      city_name: 'Riyadh',
      city_name_ar: 'الرياض',
      delivery_service: 'barq',
      allow_engrave: true,
    } as const;
    writeShopperKeys(user, riyadh);
    expect(JSON.parse(recorded.items.get('selectedRegion') ?? 'null')).toEqual(riyadh);
    recorded.writes.length = 0;
    writeShopperKeys(user, riyadh);
    expect(recorded.writes).toEqual([]);
    writeShopperKeys(user, null);
    expect(recorded.items.has('selectedRegion')).toBe(false);
  });

  it('writes nothing on a page load where the shopper has not changed', () => {
    writeShopperKeys(user, null);
    recorded.writes.length = 0;
    writeShopperKeys(user, null);
    expect(recorded.writes).toEqual([]);
  });
});
