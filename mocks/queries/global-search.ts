import type {
  GlobalSearchResponse,
  MaintenanceRequestSearchHit,
  PropertySearchHit,
  TenantSearchHit,
  UnitSearchHit,
} from '@/lib/api/schema.gen';
import type { Db } from '../db';
import { tenantsWithActiveLease } from '../db/assignments';
import type { MaintenanceRequestRecord } from '../db/maintenance-requests';
import type { TenantRecord } from '../db/tenants';
import { todayIso } from '../support/time';
import { orderUnits, propertiesInOrder } from './properties-units';
import { haystack } from './text-index';

const PROPERTY_FIELDS = ['name', 'address', 'city', 'state', 'zipCode'] as const;
const UNIT_FIELDS = ['unitNumber', 'businessName', 'description'] as const;
const TENANT_FIELDS = ['firstName', 'lastName', 'email', 'phone'] as const;
const REQUEST_FIELDS = ['title', 'requestNumber', 'description'] as const;

/**
 * GET /search/global: case-insensitive "contains" over each entity's fields (see the contract's
 * GlobalSearchResponse). In each group, hits whose main field starts with the query come first; the
 * rest keep the group's order. `limit` and `offset` apply per group; `meta.total` sums `totalHits`.
 */

function has(value: string | null | undefined, needle: string): boolean {
  return !!value && value.toLowerCase().includes(needle);
}

function starts(value: string | null | undefined, needle: string): boolean {
  return !!value && value.toLowerCase().startsWith(needle);
}

/** Stable partition: prefix matches first. */
function ranked<T>(rows: T[], matches: (row: T) => boolean, prefix: (row: T) => boolean): T[] {
  const first: T[] = [];
  const rest: T[] = [];
  for (const row of rows) {
    if (!matches(row)) continue;
    (prefix(row) ? first : rest).push(row);
  }
  return first.concat(rest);
}

function group<T, H>(rows: T[], limit: number, offset: number, hit: (row: T) => H): { hits: H[]; totalHits: number } {
  return { hits: rows.slice(offset, offset + limit).map(hit), totalHits: rows.length };
}

export function globalSearch(db: Db, query: string | undefined, limit: number, offset: number): GlobalSearchResponse {
  const started = performance.now();
  const q = (query ?? '').trim().toLowerCase();
  const empty = { hits: [], totalHits: 0 };
  if (q.length < 2) {
    return {
      meta: { total: 0, processingTimeMs: 0, query: query ?? '' },
      data: { properties: empty, units: empty, tenants: empty, maintenance_requests: empty },
    };
  }

  const unitCounts = new Map<string, number>();
  for (const u of db.units.all()) unitCounts.set(u.rentalPropertyId, (unitCounts.get(u.rentalPropertyId) ?? 0) + 1);
  const propertyRows = ranked(
    propertiesInOrder(
      db,
      db.properties.where((p) => haystack(p, PROPERTY_FIELDS).includes(q)),
    ),
    () => true,
    (p) => starts(p.name, q),
  );
  const properties = group<(typeof propertyRows)[number], PropertySearchHit>(propertyRows, limit, offset, (p) => ({
    id: p.id,
    name: p.name,
    address: p.address,
    city: p.city,
    state: p.state,
    totalUnits: unitCounts.get(p.id) ?? 0,
  }));

  const propertyNames = new Map<string, string>();
  const matchingProperties = new Set<string>();
  for (const p of db.properties.all()) {
    propertyNames.set(p.id, p.name);
    if (has(p.name, q)) matchingProperties.add(p.id);
  }
  const unitRows = ranked(
    orderUnits(
      db,
      db.units.where((u) => matchingProperties.has(u.rentalPropertyId) || haystack(u, UNIT_FIELDS).includes(q)),
    ),
    () => true,
    (u) => starts(u.unitNumber, q),
  );
  const units = group<(typeof unitRows)[number], UnitSearchHit>(unitRows, limit, offset, (u) => ({
    id: u.id,
    unitNumber: u.unitNumber,
    propertyName: propertyNames.get(u.rentalPropertyId) ?? '',
    monthlyRent: u.monthlyRent,
    isAvailable: u.isAvailable,
  }));

  const tenantRows = ranked(
    db.tenants.all(),
    (t) => haystack(t, TENANT_FIELDS).includes(q) || (q.includes(' ') && has(`${t.firstName} ${t.lastName}`, q)),
    (t) => starts(t.firstName, q) || starts(t.lastName, q),
  );
  const shownTenants = tenantRows.slice(offset, offset + limit);
  const active = tenantsWithActiveLease(db, todayIso(), new Set(shownTenants.map((t) => t.id)));
  const tenants = group<TenantRecord, TenantSearchHit>(tenantRows, limit, offset, (t) => ({
    id: t.id,
    firstName: t.firstName,
    lastName: t.lastName,
    email: t.email,
    status: t.status,
    hasActiveLease: active.has(t.id),
  }));

  const requestRows = ranked(
    db.maintenanceRequests.all(),
    (m) => haystack(m, REQUEST_FIELDS).includes(q),
    (m) => starts(m.title, q) || starts(m.requestNumber, q),
  );
  const maintenance = group<MaintenanceRequestRecord, MaintenanceRequestSearchHit>(requestRows, limit, offset, (m) => ({
    id: m.id,
    title: m.title,
    requestNumber: m.requestNumber,
    status: m.status,
    priority: m.priority,
  }));

  return {
    meta: {
      total: properties.totalHits + units.totalHits + tenants.totalHits + maintenance.totalHits,
      processingTimeMs: Math.round((performance.now() - started) * 100) / 100,
      query: query ?? '',
    },
    data: { properties, units, tenants, maintenance_requests: maintenance },
  };
}
