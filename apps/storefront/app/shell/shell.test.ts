import type { SelectedRegion } from '@hadiya/contract';
import { describe, expect, it } from 'vitest';
import type { Shopper } from '../lib/shopper';
import type { PublicConfig } from '../load-context';
import { dialogsOpeningByThemselves } from './shell';

const riyadh = { id: 1 } as SelectedRegion;
const config = { domainMoveUrl: null } as unknown as PublicConfig;
const guest = { kind: 'anonymous' } as Shopper;

describe('dialogsOpeningByThemselves', () => {
  it('opens the city picker on a first visit only where the page needs a city', () => {
    expect(dialogsOpeningByThemselves({ region: null, shopper: guest, config }, undefined).cityPicker).toBe(true);
    expect(
      dialogsOpeningByThemselves({ region: null, shopper: guest, config }, { isCityOptional: true }).cityPicker,
    ).toBe(false);
    expect(dialogsOpeningByThemselves({ region: riyadh, shopper: guest, config }, undefined).cityPicker).toBe(false);
  });

  it('asks a signed-in user with no saved name for one, and announces a domain move', () => {
    const nameless = { kind: 'user', id: 5, name: '' } as unknown as Shopper;
    const named = { kind: 'user', id: 5, name: 'Sara' } as unknown as Shopper;
    expect(dialogsOpeningByThemselves({ region: riyadh, shopper: nameless, config }, undefined)).toEqual({
      cityPicker: false,
      accountName: true,
      domainMove: false,
    });
    expect(dialogsOpeningByThemselves({ region: riyadh, shopper: named, config }, undefined).accountName).toBe(false);
    const moving = { domainMoveUrl: 'https://hadiya.example' } as unknown as PublicConfig;
    expect(dialogsOpeningByThemselves({ region: riyadh, shopper: named, config: moving }, undefined).domainMove).toBe(
      true,
    );
  });
});
