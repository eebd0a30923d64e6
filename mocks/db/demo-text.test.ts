import { en } from '@faker-js/faker';
import { seedTestStore } from '@/testing/seeded-store';
import { MAINTENANCE_CATEGORIES } from './vendors';
import { US_AREA_CODES } from './demo-text';
import { REQUEST_TEMPLATES } from './maintenance-request-templates';
import { db, resetDb, type TableName } from './index';

/**
 * faker's Latin filler, as the dictionary to look for. Words under six letters and the few longer ones
 * that are also English words or first names (a tenant may be called Stella) would flag honest text.
 */
const ENGLISH_OR_NAMES = new Set([
  'angelus',
  'animus',
  'apparatus',
  'calculus',
  'carmen',
  'corona',
  'creator',
  'curriculum',
  'dolores',
  'maxime',
  'patria',
  'provident',
  'stella',
  'studio',
  'sublime',
  'tandem',
  'terror',
  'thesaurus',
  'thesis',
  'thorax',
  'universe',
  'versus',
  'vesper',
  'victoria',
]);
const LOREM = new Set((en.lorem?.word ?? []).filter((w) => w.length >= 6 && !ENGLISH_OR_NAMES.has(w)));

/** Every string inside a value, JSON text included (references, tax components). */
function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') {
    out.push(value);
    if (/^[[{]/.test(value)) {
      try {
        strings(JSON.parse(value), out);
      } catch {
        // Not JSON: already checked as text.
      }
    }
  } else if (Array.isArray(value)) value.forEach((v) => strings(v, out));
  else if (value && typeof value === 'object' && !ArrayBuffer.isView(value))
    Object.values(value).forEach((v) => strings(v, out));
  return out;
}

function fillerFound(): string[] {
  const found: string[] = [];
  for (const table of Object.keys(db) as TableName[]) {
    for (const record of db[table].all() as unknown[]) {
      for (const text of strings(record)) {
        const words = text.toLowerCase().match(/[a-z]+/g) ?? [];
        const latin = words.filter((w) => LOREM.has(w));
        if (latin.length) found.push(`${table}: "${text}" (${latin.join(', ')})`);
      }
    }
  }
  return found;
}

const today = new Date('2026-11-26T00:00:00Z');

describe('demo data a reviewer can show', () => {
  it('has a dictionary to check against', () => {
    expect(LOREM.size).toBeGreaterThan(500);
    expect(LOREM.has('voluptatem')).toBe(true);
  });

  it('gives phone numbers real area codes and the fictional 555-01xx block', () => {
    resetDb({ size: 'default', today });
    const phones = [
      ...db.tenants.all().flatMap((t) => [t.phone, t.emergencyContactPhone]),
      ...db.vendors.all().flatMap((v) => [v.phone, v.alternatePhone]),
    ].filter((p): p is string => !!p);
    expect(phones.length).toBeGreaterThan(20);
    const invalid = phones.filter((phone) => {
      const match = /^\((\d{3})\) 555-01\d{2}$/.exec(phone);
      return !match || !(US_AREA_CODES as readonly string[]).includes(match[1]);
    });
    expect(invalid).toEqual([]);
  });

  it('keeps routine requests out of the emergency queue and gives every priority a request', () => {
    const templates = MAINTENANCE_CATEGORIES.flatMap((c) => REQUEST_TEMPLATES[c]);
    expect(templates.find((t) => t.title === 'Common area carpet cleaning')?.priority).toBe('low');
    expect(new Set(templates.map((t) => t.priority))).toEqual(new Set(['low', 'medium', 'high', 'emergency']));
    resetDb({ size: 'default', today });
    const misfits = db.maintenanceRequests
      .all()
      .filter((r) => REQUEST_TEMPLATES[r.category].find((t) => t.title === r.title)?.priority !== r.priority)
      .map((r) => `${r.title}: ${r.priority}`);
    expect(misfits).toEqual([]);
  });

  it('sends each work order to a vendor whose trade it is', () => {
    resetDb({ size: 'default', today });
    const assigned = db.workOrders.where((o) => !!o.vendorId);
    const misfits = assigned
      .map((o) => ({
        o,
        request: db.maintenanceRequests.get(o.maintenanceRequestId),
        vendor: db.vendors.get(o.vendorId!),
      }))
      .filter(({ request, vendor }) => vendor?.specialties[0] !== request?.category)
      .map(({ o, request, vendor }) => `${o.workOrderNumber}: ${request?.category} → ${vendor?.specialties.join('/')}`);
    expect(assigned.length).toBeGreaterThan(10);
    expect(misfits).toEqual([]);
  });
});

/** A charge partly paid: `partial` only when a completed payment of the same lease, month and type exists. */
function unpaidPartials(): string[] {
  const paid = new Set(
    db.payments.where((p) => p.status === 'completed').map((p) => `${p.leaseId}|${p.dueDate}|${p.paymentType}`),
  );
  return db.payments
    .where((p) => p.status === 'partial')
    .filter((p) => !paid.has(`${p.leaseId}|${p.dueDate}|${p.paymentType}`))
    .map((p) => p.id);
}

describe.each(['default', 'large'] as const)('the %s set', (size) => {
  // Before each test, after the setup's own (which puts back the default set). Seeding the large set
  // takes a few seconds alone and much longer on a busy machine; the worker keeps a copy after that.
  beforeEach(() => {
    seedTestStore({ size, today });
  }, 120_000);

  it('has no Latin filler in any text field', () => {
    expect(fillerFound().slice(0, 5)).toEqual([]);
  });

  it('marks a charge partial only when part of it was paid', () => {
    expect(unpaidPartials()).toEqual([]);
  });
});
