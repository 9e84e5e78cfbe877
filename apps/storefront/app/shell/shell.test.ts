import type { City, SelectedRegion } from '@hadiya/contract';
import { describe, expect, it } from 'vitest';
import type { Shopper } from '../lib/shopper';
import type { PublicConfig } from '../load-context';
import type { FirstVisitCity } from './first-visit-city';
import { dialogsOpeningByThemselves } from './shell';

const riyadh = { id: 1 } as SelectedRegion;
const config = { domainMoveUrl: null } as unknown as PublicConfig;
const guest = { kind: 'anonymous' } as Shopper;
const jeddah = { id: 2, name: 'Jeddah', other_name: 'جدة', delivery_service: 'standard' } as City;
/** What the root's loader brings: the cities without a stored city, none with one. */
const withCities: FirstVisitCity = { cities: [jeddah], notice: null };
const none: FirstVisitCity = { cities: [], notice: null };

describe('dialogsOpeningByThemselves', () => {
  it('opens the city picker on a first visit only where the page needs a city', () => {
    const firstVisit = { region: null, shopper: guest, config, firstVisit: withCities };
    expect(dialogsOpeningByThemselves(firstVisit, undefined)).toMatchObject({
      firstVisitPicker: true,
      cityPicker: false,
    });
    expect(dialogsOpeningByThemselves(firstVisit, { isCityOptional: true })).toMatchObject({
      firstVisitPicker: false,
      cityPicker: false,
    });
    const known = { region: riyadh, shopper: guest, config, firstVisit: none };
    expect(dialogsOpeningByThemselves(known, undefined)).toMatchObject({ firstVisitPicker: false, cityPicker: false });
  });

  it('falls back to the picker that loads its cities in the browser when the server brought none', () => {
    const firstVisit = { region: null, shopper: guest, config, firstVisit: none };
    expect(dialogsOpeningByThemselves(firstVisit, undefined)).toMatchObject({
      firstVisitPicker: false,
      cityPicker: true,
    });
  });

  it('shows the delivery notice after the picker form stored a city without same-day delivery', () => {
    const stored = { region: riyadh, shopper: guest, config, firstVisit: { cities: [], notice: jeddah } };
    expect(dialogsOpeningByThemselves(stored, undefined).firstVisitPicker).toBe(true);
  });

  it('asks a signed-in user with no saved name for one, and announces a domain move', () => {
    const nameless = { kind: 'user', id: 5, name: '' } as unknown as Shopper;
    const named = { kind: 'user', id: 5, name: 'Sara' } as unknown as Shopper;
    expect(
      dialogsOpeningByThemselves({ region: riyadh, shopper: nameless, config, firstVisit: none }, undefined),
    ).toEqual({
      firstVisitPicker: false,
      cityPicker: false,
      accountName: true,
      domainMove: false,
    });
    expect(
      dialogsOpeningByThemselves({ region: riyadh, shopper: named, config, firstVisit: none }, undefined).accountName,
    ).toBe(false);
    const moving = { domainMoveUrl: 'https://hadiya.example' } as unknown as PublicConfig;
    expect(
      dialogsOpeningByThemselves({ region: riyadh, shopper: named, config: moving, firstVisit: none }, undefined)
        .domainMove,
    ).toBe(true);
  });
});
