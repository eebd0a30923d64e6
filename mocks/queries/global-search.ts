import type {
  GlobalSearchResponse,
  MaintenanceRequestSearchHit,
  PropertySearchHit,
  TenantSearchHit,
  UnitSearchHit,
} from '@/lib/api/schema.gen';
import type { Db } from '../db';
import { loose, text, type Loose } from './loose';
import { propertiesInOrder, unitsByProperty, unitsInOrder } from './properties-units';

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

/** Tenants linked by an assignment to a lease whose status is active. */
export function tenantsWithActiveLease(db: Db): Set<string> {
  const activeLeases = new Set<string>();
  for (const lease of db.leases.all()) if (text(loose(lease), 'status') === 'active') activeLeases.add(lease.id);
  const tenants = new Set<string>();
  for (const assignment of db.assignments.all()) {
    const a = loose(assignment);
    const leaseId = text(a, 'leaseId');
    if (leaseId && activeLeases.has(leaseId)) tenants.add(text(a, 'tenantId'));
  }
  return tenants;
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

  const groups = unitsByProperty(db);
  const propertyRows = ranked(
    propertiesInOrder(db),
    (p) => has(p.name, q) || has(p.address, q) || has(p.city, q) || has(p.state, q) || has(p.zipCode, q),
    (p) => starts(p.name, q),
  );
  const properties = group<(typeof propertyRows)[number], PropertySearchHit>(propertyRows, limit, offset, (p) => ({
    id: p.id,
    name: p.name,
    address: p.address,
    city: p.city,
    state: p.state,
    totalUnits: groups.get(p.id)?.length ?? 0,
  }));

  const propertyNames = new Map<string, string>();
  for (const p of db.properties.all()) propertyNames.set(p.id, p.name);
  const unitRows = ranked(
    unitsInOrder(db, groups),
    (u) => has(u.unitNumber, q) || has(u.businessName, q) || has(u.description, q) || has(propertyNames.get(u.rentalPropertyId), q),
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
    db.tenants.all().map(loose),
    (t) => {
      const first = text(t, 'firstName');
      const last = text(t, 'lastName');
      return has(first, q) || has(last, q) || has(`${first} ${last}`, q) || has(text(t, 'email'), q) || has(text(t, 'phone'), q);
    },
    (t) => starts(text(t, 'firstName'), q) || starts(text(t, 'lastName'), q),
  );
  const active = tenantRows.length ? tenantsWithActiveLease(db) : new Set<string>();
  const tenants = group<Loose, TenantSearchHit>(tenantRows, limit, offset, (t) => ({
    id: text(t, 'id'),
    firstName: text(t, 'firstName'),
    lastName: text(t, 'lastName'),
    email: text(t, 'email'),
    status: text(t, 'status'),
    hasActiveLease: active.has(text(t, 'id')),
  }));

  const requestRows = ranked(
    db.maintenanceRequests.all().map(loose),
    (m) => has(text(m, 'title'), q) || has(text(m, 'requestNumber'), q) || has(text(m, 'description'), q),
    (m) => starts(text(m, 'title'), q) || starts(text(m, 'requestNumber'), q),
  );
  const maintenance = group<Loose, MaintenanceRequestSearchHit>(requestRows, limit, offset, (m) => ({
    id: text(m, 'id'),
    title: text(m, 'title'),
    requestNumber: text(m, 'requestNumber'),
    status: text(m, 'status'),
    priority: text(m, 'priority'),
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
