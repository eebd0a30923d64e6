import type { Activity, DashboardStats, RevenueChart } from '@/lib/api/schema.gen';
import type { Db } from '../db';
import { maintenanceCounts } from '../db/maintenance-requests';
import type { AssignmentRecord } from '../db/assignments';
import { dashboardDepositReturns } from './deposits';

/** Dashboard figures, derived from the store on every call (see the contract's DashboardStats). */

const round2 = (n: number) => Math.round(n * 100) / 100;

export function dashboardStats(db: Db, today: Date): DashboardStats {
  const properties = db.properties.all();
  let totalUnits = 0;
  let occupiedUnits = 0;
  let monthlyRevenue = 0;
  for (const unit of db.units.all()) {
    totalUnits++;
    if (!unit.isAvailable) {
      occupiedUnits++;
      monthlyRevenue += unit.monthlyRent;
    }
  }
  const todayIso = today.toISOString().slice(0, 10);
  const maintenanceRequests = maintenanceCounts(db, todayIso);
  monthlyRevenue = round2(monthlyRevenue);
  return {
    totalProperties: properties.length,
    activeProperties: properties.filter((p) => p.isActive).length,
    totalUnits,
    occupiedUnits,
    occupancyRate: totalUnits ? Math.round((occupiedUnits / totalUnits) * 1000) / 10 : 0,
    monthlyRevenue,
    yearlyRevenue: round2(monthlyRevenue * 12),
    averageRent: occupiedUnits ? round2(monthlyRevenue / occupiedUnits) : 0,
    maintenanceRequests,
    depositReturns: dashboardDepositReturns(todayIso),
  };
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

function humanize(value: string): string {
  return value.replace(/_/g, ' ');
}

/** Where a record (payment, lease via its assignment) is: "Maple Court Apartments unit 101". */
function placeOf(db: Db, unitId: string, propertyId: string): string {
  const unit = unitId ? db.units.get(unitId) : undefined;
  const property = db.properties.get(unit?.rentalPropertyId ?? propertyId);
  if (property && unit) return `${property.name} unit ${unit.unitNumber}`;
  return property?.name ?? (unit ? `Unit ${unit.unitNumber}` : '');
}

function tenantName(db: Db, tenantId: string | undefined): string {
  const t = tenantId ? db.tenants.get(tenantId) : undefined;
  return [t?.firstName, t?.lastName].filter(Boolean).join(' ');
}

/** The first of a record's dates or timestamps as an ISO timestamp (`YYYY-MM-DD` is midnight UTC), or ''. */
function timestamp(...values: Array<string | null | undefined>): string {
  for (const v of values) {
    if (!v) continue;
    if (/^\d{4}-\d{2}-\d{2}$/.test(v)) return `${v}T00:00:00.000Z`;
    const d = new Date(v);
    if (!Number.isNaN(d.getTime())) return d.toISOString();
  }
  return '';
}

/**
 * The `limit` newest rows by `dateOf` (rows without a date left out), newest first; rows with the same
 * date keep the table's order. One pass keeping the few newest, instead of sorting every row: the large
 * set has 59,608 payments for the 10 activities the dashboard shows.
 */
function newest<T>(rows: T[], dateOf: (row: T) => string, limit: number): Array<{ row: T; date: string }> {
  const top: Array<{ row: T; date: string }> = [];
  if (limit <= 0) return top;
  for (const row of rows) {
    const date = dateOf(row);
    if (!date || (top.length === limit && date <= top[limit - 1]!.date)) continue;
    let at = top.length;
    while (at > 0 && top[at - 1]!.date < date) at--;
    top.splice(at, 0, { row, date });
    if (top.length > limit) top.pop();
  }
  return top;
}

/**
 * Recent activity from real records: payments (by payment date), leases (by their latest change:
 * updatedAt, else signed, start or created date) and maintenance requests (by submitted date), newest first.
 */
export function recentActivities(db: Db, limit: number): Activity[] {
  const out: Activity[] = [];
  for (const { row: p, date } of newest(db.payments.all(), (p) => timestamp(p.paymentDate, p.createdAt), limit)) {
    const who = tenantName(db, p.tenantId);
    const where = placeOf(db, p.unitId, p.propertyId);
    out.push({
      id: `payment-${p.id}`,
      type: 'payment',
      date,
      title: p.status === 'completed' ? 'Payment received' : `Payment ${humanize(p.status)}`,
      description: [`${usd.format(p.amount)} ${humanize(p.paymentType)}`, who && `from ${who}`, where && `· ${where}`]
        .filter(Boolean)
        .join(' '),
      entityId: p.id,
    });
  }
  const assignmentByLease = new Map<string, AssignmentRecord>();
  for (const a of db.assignments.all()) {
    if (a.leaseId && !assignmentByLease.has(a.leaseId)) assignmentByLease.set(a.leaseId, a);
  }
  for (const { row: l, date } of newest(
    db.leases.all(),
    (l) => timestamp(l.updatedAt, l.signedDate, l.startDate, l.createdAt),
    limit,
  )) {
    const a = assignmentByLease.get(l.id);
    const who = tenantName(db, a?.tenantId);
    const where = placeOf(db, a?.unitId ?? '', '');
    out.push({
      id: `lease-${l.id}`,
      type: 'lease',
      date,
      title: `Lease ${l.leaseNumber}`.trim() + ` ${humanize(l.status)}`,
      description: [who, where].filter(Boolean).join(' · ') || `${usd.format(l.monthlyRent)} per month`,
      entityId: l.id,
    });
  }
  for (const { row: m, date } of newest(
    db.maintenanceRequests.all(),
    (m) => timestamp(m.submittedDate, m.createdAt),
    limit,
  )) {
    out.push({
      id: `maintenance-${m.id}`,
      type: 'maintenance',
      date,
      title: m.title || 'Maintenance request',
      description: [m.requestNumber, humanize(m.status), m.priority && `${m.priority} priority`]
        .filter(Boolean)
        .join(' · '),
      entityId: m.id,
    });
  }
  return out.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : a.id.localeCompare(b.id))).slice(0, limit);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Completed payments summed per calendar month (UTC), the last `months` months ending with today's. */
export function revenueChart(db: Db, months: number, today: Date): RevenueChart {
  const points: RevenueChart['data'] = [];
  const index = new Map<string, number>();
  for (let i = months - 1; i >= 0; i--) {
    const d = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - i, 1));
    const month = `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
    index.set(month, points.length);
    points.push({ month, label: `${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`, revenue: 0, paymentCount: 0 });
  }
  const todayIso = today.toISOString().slice(0, 10);
  for (const p of db.payments.all()) {
    if (p.status !== 'completed') continue;
    const day = p.paymentDate.slice(0, 10);
    if (!day || day > todayIso) continue;
    const i = index.get(day.slice(0, 7));
    if (i === undefined) continue;
    points[i].revenue += p.amount;
    points[i].paymentCount++;
  }
  for (const point of points) point.revenue = round2(point.revenue);
  return { data: points };
}
