import { seedTestStore } from '@/testing/seeded-store';
import { REQUEST_TEMPLATES, RESPONSE_DAYS, type RequestTemplate } from '../db/maintenance-request-templates';
import { MAINTENANCE_CATEGORIES } from '../db/vendors';
import { presentVendor } from '../views/vendors';
import { totalCostOf } from '../db/work-orders';
import { db, type DataSize } from '../db';
import { propertiesInOrder } from './properties-units';

/**
 * The rules that keep the demo data believable to a customer, checked over both data sets. Each set is
 * seeded for a pinned day, so the checks do not depend on when they run; the default set is cheap
 * enough to check on a month end, a leap day and a year end as well.
 */

const TEMPLATES = new Map<string, RequestTemplate>(
  MAINTENANCE_CATEGORIES.flatMap((c) => REQUEST_TEMPLATES[c].map((t) => [t.title, t] as const)),
);
const templateOf = (title: string) => {
  const template = TEMPLATES.get(title);
  if (!template) throw new Error(`no template titled "${title}"`);
  return template;
};
const daysFrom = (from: string, to: string) =>
  Math.round((Date.parse(`${to.slice(0, 10)}T00:00:00Z`) - Date.parse(`${from.slice(0, 10)}T00:00:00Z`)) / 86_400_000);
const within = (value: number, [low, high]: readonly [number, number]) => value >= low && value <= high;

const cases: Array<[DataSize, string]> = [
  ['default', '2026-11-26'],
  ['default', '2027-02-28'],
  ['default', '2028-02-29'],
  ['default', '2028-12-31'],
  ['large', '2026-11-26'],
];

describe.each(cases)('the %s set seeded on %s', (size, day) => {
  // Before each test, after the setup's own (which puts back the default set). Seeding the large set
  // takes a few seconds alone and much longer on a busy machine; the worker keeps a copy after that.
  beforeEach(() => {
    seedTestStore({ size, today: new Date(`${day}T00:00:00Z`) });
  }, 120_000);

  it('leads the property lists with an active, full, mostly let property', () => {
    const [first] = propertiesInOrder(db);
    const units = db.units.where((u) => u.rentalPropertyId === first!.id);
    expect(first!.isActive).toBe(true);
    expect(first!.propertyTaxComponents).not.toBeNull();
    expect(first!.insuranceCarrier).not.toBeNull();
    expect(units.length).toBeGreaterThan(1);
    expect(units.filter((u) => !u.isAvailable).length / units.length).toBeGreaterThan(0.5);
  });

  it('gives every property card the same kind of image: a photo on all of them, or on none', () => {
    const withPhoto = new Set(db.properties.all().map((p) => p.photos.length > 0));
    expect(withPhoto.size).toBe(1);
  });

  it('costs a job within what its kind of job costs', () => {
    const misfits: string[] = [];
    for (const r of db.maintenanceRequests.all()) {
      const { cost } = templateOf(r.title);
      if (r.estimatedCost !== null && !within(r.estimatedCost, cost))
        misfits.push(`${r.requestNumber} ${r.title}: estimate ${r.estimatedCost}`);
      if (r.actualCost !== null && !within(r.actualCost, cost))
        misfits.push(`${r.requestNumber} ${r.title}: actual ${r.actualCost}`);
    }
    for (const o of db.workOrders.all()) {
      const request = db.maintenanceRequests.get(o.maintenanceRequestId)!;
      const total = totalCostOf(o);
      if (total !== null && total > templateOf(request.title).cost[1])
        misfits.push(`${o.workOrderNumber} ${request.title}: ${total}`);
    }
    expect(misfits.slice(0, 5)).toEqual([]);
  });

  it("takes a request's priority from its kind of problem and its due date from the priority's response time", () => {
    const misfits: string[] = [];
    for (const r of db.maintenanceRequests.all()) {
      if (r.priority !== templateOf(r.title).priority) misfits.push(`${r.title}: ${r.priority}`);
      if (r.dueDate && !within(daysFrom(r.submittedDate, r.dueDate), RESPONSE_DAYS[r.priority]))
        misfits.push(
          `${r.requestNumber} ${r.priority}: due ${daysFrom(r.submittedDate, r.dueDate)} days after submission`,
        );
    }
    for (const o of db.workOrders.all()) {
      const request = db.maintenanceRequests.get(o.maintenanceRequestId)!;
      if (o.priority !== request.priority) misfits.push(`${o.workOrderNumber}: ${o.priority}`);
      // A visit still to come is booked by the due date, when that is still to come too.
      if (
        o.status === 'scheduled' &&
        request.dueDate &&
        request.dueDate >= day &&
        o.scheduledDate!.slice(0, 10) > request.dueDate
      )
        misfits.push(`${o.workOrderNumber} ${request.priority}: visit ${o.scheduledDate} after due ${request.dueDate}`);
    }
    expect(misfits.slice(0, 5)).toEqual([]);
    expect(db.maintenanceRequests.count((r) => r.priority === 'emergency')).toBeGreaterThan(0);
  });

  it('rates only vendors who finished a job', () => {
    const vendors = db.vendors.all().map((v) => presentVendor(db, v));
    const unearned = vendors
      .filter((v) => v.averageRating !== null && v.totalJobsCompleted === 0)
      .map((v) => `${v.companyName}: ${v.averageRating}`);
    expect(unearned).toEqual([]);
    expect(vendors.some((v) => v.averageRating !== null)).toBe(true);
  });

  it('never seeds two requests with the same title and text', () => {
    const seen = new Map<string, string>();
    const repeats: string[] = [];
    for (const r of db.maintenanceRequests.all()) {
      const text = `${r.title}\n${r.description}`;
      const earlier = seen.get(text);
      if (earlier) repeats.push(`${earlier} and ${r.requestNumber}: ${r.title}`);
      else seen.set(text, r.requestNumber);
    }
    expect(repeats.slice(0, 5)).toEqual([]);
  });

  it('has a cost on every billed work order (invoice received or paid)', () => {
    const billed = db.workOrders.where((o) => o.status === 'paid' || o.status === 'invoice_received');
    expect(billed.length).toBeGreaterThan(0);
    expect(billed.filter((o) => totalCostOf(o) === null).map((o) => o.workOrderNumber)).toEqual([]);
  });

  it('puts a request only a tenant could make at an occupied unit, and a move-out job at a vacant one', () => {
    const misfits: string[] = [];
    for (const r of db.maintenanceRequests.all()) {
      const { occupancy } = templateOf(r.title);
      const unit = db.units.get(r.unitId)!;
      if (occupancy === 'occupied' && unit.isAvailable) misfits.push(`${r.requestNumber} ${r.title}: vacant unit`);
      if (occupancy === 'vacant' && !unit.isAvailable) misfits.push(`${r.requestNumber} ${r.title}: occupied unit`);
    }
    expect(misfits.slice(0, 5)).toEqual([]);
    expect(db.maintenanceRequests.count((r) => templateOf(r.title).occupancy === 'vacant')).toBeGreaterThan(0);
  });
});
