import type { Property, PropertySuggestion, SearchMeta, Unit, UnitSuggestion } from '@/lib/api/schema.gen';
import type { Db } from '../db';
import type { PropertyRecord } from '../db/properties';
import { compareUnitNumbers, type UnitRecord } from '../db/units';
import { propertyView, unitView } from '../views/properties-units';
import { cachedNaturalKey } from './text-index';
import { derived } from './derived';

/**
 * Read-side queries over properties and units: the joins and derived figures the contract returns
 * (computed on every call, never stored), lists, smart searches and suggestions. Pure functions of the
 * store, shared by the MSW handlers and the Node benchmark (scripts/bench-mock.ts).
 */

/** Units grouped by property id, each group in unit-number order. One pass over the table. */
export function unitsByProperty(db: Db): Map<string, UnitRecord[]> {
  const groups = new Map<string, UnitRecord[]>();
  for (const unit of db.units.all()) {
    const list = groups.get(unit.rentalPropertyId);
    if (list) list.push(unit);
    else groups.set(unit.rentalPropertyId, [unit]);
  }
  for (const list of groups.values()) list.sort(compareUnitNumbers);
  return groups;
}

export function propertyById(db: Db, id: string): Property | undefined {
  const record = db.properties.get(id);
  if (!record) return undefined;
  return propertyView(record, db.units.where((u) => u.rentalPropertyId === id).sort(compareUnitNumbers));
}

export function unitById(db: Db, id: string): Unit | undefined {
  const unit = db.units.get(id);
  return unit ? unitView(unit, db.properties.get(unit.rentalPropertyId)) : undefined;
}

/** Sorts by a precomputed key (plain string comparison: far cheaper than a collator per comparison). */
function sortByKey<T>(rows: T[], keyOf: (row: T) => string): T[] {
  return rows
    .map((row) => ({ row, key: keyOf(row) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map((x) => x.row);
}

/** Properties by name (case-insensitive). */
export function propertiesInOrder(db: Db, rows: PropertyRecord[] = db.properties.all()): PropertyRecord[] {
  return sortByKey(rows, (p) => `${p.name.toLowerCase()}\u0000${p.id}`);
}

/**
 * Orders some units by property name, then unit number, without a full-table sort: used on the matches
 * of a search, which are usually few.
 */
export function orderUnits(db: Db, units: UnitRecord[]): UnitRecord[] {
  const names = new Map<string, string>();
  const nameOf = (id: string) => {
    let name = names.get(id);
    if (name === undefined) {
      name = `${(db.properties.get(id)?.name ?? '').toLowerCase()}\u0000${id}`;
      names.set(id, name);
    }
    return name;
  };
  return units
    .map((unit) => ({ unit, key: `${nameOf(unit.rentalPropertyId)}\u0000${cachedNaturalKey(unit, 'unitNumber')}` }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map((x) => x.unit);
}

const unitOrders = new WeakMap<Db, () => readonly UnitRecord[]>();

/**
 * Every unit, by property name and then unit number (natural order). Kept per version of the units and
 * properties tables (./derived.ts): the units list reads every unit a page of 1,000 at a time, and the
 * large set's 10,000 units were sorted again for each of its ten pages.
 */
export function unitsInOrder(db: Db): readonly UnitRecord[] {
  let view = unitOrders.get(db);
  if (!view) {
    view = derived([db.units, db.properties], () => orderUnits(db, db.units.all()));
    unitOrders.set(db, view);
  }
  return view();
}

function slice<T>(rows: T[], limit: number, offset: number): T[] {
  return rows.slice(offset, offset + limit);
}

function elapsed(started: number): number {
  return Math.max(0, Math.round((performance.now() - started) * 100) / 100);
}

/** `"5"` → exactly 5; `"5+"` → at least 5; anything else → no filter. */
export function countFilter(value: string | undefined): ((n: number | null | undefined) => boolean) | undefined {
  if (!value) return undefined;
  const m = /^(\d+(?:\.5)?)(\+?)$/.exec(value.trim());
  if (!m) return undefined;
  const target = Number(m[1]);
  return m[2] ? (n) => n != null && n >= target : (n) => n === target;
}

function includes(haystack: string | null | undefined, needle: string): boolean {
  return !!haystack && haystack.toLowerCase().includes(needle);
}

export interface PropertySearchParams {
  q?: string;
  propertyType?: string;
  city?: string;
  state?: string;
  yearBuilt?: string;
  totalUnits?: string;
  limit: number;
  offset: number;
}

export function searchProperties(db: Db, params: PropertySearchParams): { data: Property[]; meta: SearchMeta } {
  const started = performance.now();
  const q = params.q?.toLowerCase();
  const city = params.city?.toLowerCase();
  const state = params.state?.toLowerCase();
  const year = countFilter(params.yearBuilt);
  const units = countFilter(params.totalUnits);
  const groups = unitsByProperty(db);
  const matches = db.properties.all().filter((p) => {
    if (params.propertyType && p.propertyType !== params.propertyType) return false;
    if (city && !includes(p.city, city)) return false;
    if (state && !includes(p.state, state)) return false;
    if (year && !year(p.yearBuilt)) return false;
    if (units && !units(groups.get(p.id)?.length ?? 0)) return false;
    if (
      q &&
      !(
        includes(p.name, q) ||
        includes(p.address, q) ||
        includes(p.city, q) ||
        includes(p.state, q) ||
        includes(p.zipCode, q) ||
        includes(p.description, q)
      )
    )
      return false;
    return true;
  });
  const data = slice(propertiesInOrder(db, matches), params.limit, params.offset).map((p) =>
    propertyView(p, groups.get(p.id) ?? []),
  );
  return {
    data,
    meta: { total: matches.length, processingTimeMs: elapsed(started), limit: params.limit, offset: params.offset },
  };
}

/** Names starting with `q` first, then the other matches; each part by name. */
export function suggestProperties(db: Db, q: string | undefined, limit: number): PropertySuggestion[] {
  const needle = q?.trim().toLowerCase() ?? '';
  if (needle.length < 2) return [];
  const all = propertiesInOrder(
    db,
    db.properties
      .all()
      .filter(
        (p) =>
          includes(p.name, needle) ||
          includes(p.address, needle) ||
          includes(p.city, needle) ||
          includes(p.state, needle),
      ),
  );
  const first = all.filter((p) => p.name.toLowerCase().startsWith(needle));
  const rest = all.filter((p) => !p.name.toLowerCase().startsWith(needle));
  return [...first, ...rest].slice(0, limit).map((p) => ({
    id: p.id,
    name: p.name,
    address: p.address,
    city: p.city,
    state: p.state,
    propertyType: p.propertyType,
  }));
}

export interface UnitSearchParams {
  q?: string;
  propertyId?: string;
  isAvailable?: boolean;
  bedrooms?: string;
  bathrooms?: string;
  minRent?: number;
  maxRent?: number;
  petAllowed?: boolean;
  limit: number;
  offset: number;
}

export function searchUnits(db: Db, params: UnitSearchParams): { data: Unit[]; meta: SearchMeta } {
  const started = performance.now();
  const q = params.q?.toLowerCase();
  const bedrooms = countFilter(params.bedrooms);
  const bathrooms = countFilter(params.bathrooms);
  const propertyNames = new Map<string, string>();
  if (q) for (const p of db.properties.all()) propertyNames.set(p.id, p.name.toLowerCase());
  const matches = db.units.all().filter((u) => {
    if (params.propertyId && u.rentalPropertyId !== params.propertyId) return false;
    if (params.isAvailable !== undefined && u.isAvailable !== params.isAvailable) return false;
    if (params.petAllowed === true && !u.petAllowed) return false;
    if (bedrooms && !bedrooms(u.bedrooms)) return false;
    if (bathrooms && !bathrooms(u.bathrooms)) return false;
    if (params.minRent !== undefined && u.monthlyRent < params.minRent) return false;
    if (params.maxRent !== undefined && u.monthlyRent > params.maxRent) return false;
    if (
      q &&
      !(
        includes(u.unitNumber, q) ||
        includes(u.description, q) ||
        includes(u.businessName, q) ||
        propertyNames.get(u.rentalPropertyId)?.includes(q)
      )
    )
      return false;
    return true;
  });
  const data = slice(orderUnits(db, matches), params.limit, params.offset).map((u) =>
    unitView(u, db.properties.get(u.rentalPropertyId)),
  );
  return {
    data,
    meta: { total: matches.length, processingTimeMs: elapsed(started), limit: params.limit, offset: params.offset },
  };
}

/** Unit numbers starting with `q` first, then other matches (business or property name). */
export function suggestUnits(db: Db, q: string | undefined, limit: number, propertyId?: string): UnitSuggestion[] {
  const needle = q?.trim().toLowerCase() ?? '';
  if (needle.length < 2) return [];
  const names = new Map<string, string>();
  for (const p of db.properties.all()) names.set(p.id, p.name.toLowerCase());
  const first: UnitRecord[] = [];
  const rest: UnitRecord[] = [];
  for (const u of db.units.all()) {
    if (propertyId && u.rentalPropertyId !== propertyId) continue;
    if (u.unitNumber.toLowerCase().startsWith(needle)) first.push(u);
    else if (
      includes(u.unitNumber, needle) ||
      includes(u.businessName, needle) ||
      names.get(u.rentalPropertyId)?.includes(needle)
    )
      rest.push(u);
  }
  return [...orderUnits(db, first), ...orderUnits(db, rest)].slice(0, limit).map((u) => ({
    id: u.id,
    unitNumber: u.unitNumber,
    rentalPropertyId: u.rentalPropertyId,
    propertyName: db.properties.get(u.rentalPropertyId)?.name ?? '',
    isAvailable: u.isAvailable,
    monthlyRent: u.monthlyRent,
  }));
}
