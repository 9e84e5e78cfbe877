import { type City, type Country, type Language, normalizeSearchText } from '@hadiya/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cities, countries } from '../../db/schema';
import { AppError } from '../../lib/errors';

interface CityEntry {
  city: City;
  words: string[];
  text: string;
}

/** Cities and countries: small, read on every catalogue call, kept in memory. */
export class ReferenceData {
  private cityList: CityEntry[] | null = null;
  private cityById = new Map<number, City>();
  private countryRows: (typeof countries.$inferSelect)[] | null = null;

  constructor(private readonly db: Db) {}

  async load(): Promise<void> {
    await Promise.all([this.loadCities(), this.loadCountries()]);
  }

  private async loadCities(): Promise<CityEntry[]> {
    const cityRows = await this.db
      .select()
      .from(cities)
      .where(eq(cities.isActive, true))
      .orderBy(asc(cities.sortOrder), asc(cities.id));
    const list: CityEntry[] = cityRows.map((row) => ({
      city: {
        id: row.id,
        unique_city_id: row.uniqueCityId,
        region_id: row.regionId,
        name: row.nameEn,
        other_name: row.nameAr,
        delivery_service: row.deliveryService === 'barq' ? 'barq' : 'standard',
        allow_engrave: row.allowEngrave,
      },
      words: row.searchText.split(' '),
      text: row.searchText,
    }));
    this.cityList = list;
    this.cityById = new Map(list.map((e) => [e.city.id, e.city]));
    return list;
  }

  private async loadCountries() {
    const rows = await this.db
      .select()
      .from(countries)
      .where(eq(countries.isActive, true))
      .orderBy(asc(countries.sortOrder));
    this.countryRows = rows;
    return rows;
  }

  invalidate(): void {
    this.cityList = null;
    this.countryRows = null;
  }

  private async ensureCities(): Promise<CityEntry[]> {
    return this.cityList ?? (await this.loadCities());
  }

  /** The city for `cities_id`, or a 404 'Does not find city'. Undefined when no id was given. */
  async city(id: number | undefined): Promise<City | undefined> {
    if (id === undefined) return undefined;
    await this.ensureCities();
    const city = this.cityById.get(id);
    if (!city) throw new AppError(404, 'city_not_found');
    return city;
  }

  /** Arabic or English search: every query word must start a word of the name or occur in it. */
  async searchCities(search: string | undefined, limit: number, page: number): Promise<City[]> {
    const entries = await this.ensureCities();
    const words = normalizeSearchText(search ?? '')
      .split(' ')
      .filter(Boolean);
    // Text that normalises to nothing (only punctuation) matches nothing.
    if (words.length === 0 && (search ?? '').trim() !== '') return [];
    const matches = words.length
      ? entries
          .map((entry) => {
            let score = 0;
            for (const word of words) {
              if (entry.words.some((w) => w.startsWith(word))) score += 2;
              else if (entry.text.includes(word)) score += 1;
              else return null;
            }
            return { entry, score };
          })
          .filter((m): m is { entry: CityEntry; score: number } => m !== null)
          .sort((a, b) => b.score - a.score)
          .map((m) => m.entry.city)
      : entries.map((e) => e.city);
    return matches.slice((page - 1) * limit, page * limit);
  }

  async countries(lang: Language): Promise<Country[]> {
    const rows = this.countryRows ?? (await this.loadCountries());
    return rows.map((c) => ({
      id: c.id,
      country_code: c.countryCode,
      phonecode: c.phoneCode,
      name: lang === 'ar' ? c.nameAr : c.nameEn,
      phone_digits: c.phoneDigits,
      flag: c.flag,
    }));
  }
}
