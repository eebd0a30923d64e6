import type { Activity, DashboardStats, RevenueChart } from '@/lib/api/schema.gen';
import type { Db } from '../db';
import { maintenanceCounts } from '../db/maintenance-requests';
import { loose, num, text, timestamp, type Loose } from './loose';

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

function tenantName(db: Db, tenantId: string): string {
  const t = tenantId ? loose(db.tenants.get(tenantId)) : ({} as Loose);
  return [text(t, 'firstName'), text(t, 'lastName')].filter(Boolean).join(' ');
}

function newest<T>(rows: T[], dateOf: (row: T) => string, limit: number): Array<{ row: T; date: string }> {
  return rows
    .map((row) => ({ row, date: dateOf(row) }))
    .filter((x) => x.date)
    .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0))
    .slice(0, limit);
}

/**
 * Recent activity from real records: payments (by payment date), leases (by their latest change:
 * updatedAt, else signed, start or created date) and maintenance requests (by submitted date), newest first.
 */
export function recentActivities(db: Db, limit: number): Activity[] {
  const out: Activity[] = [];
  for (const { row: p, date } of newest(
    db.payments.all().map(loose),
    (p) => timestamp(p, 'paymentDate', 'createdAt'),
    limit,
  )) {
    const status = text(p, 'status');
    const who = tenantName(db, text(p, 'tenantId'));
    const where = placeOf(db, text(p, 'unitId'), text(p, 'propertyId'));
    const type = humanize(text(p, 'paymentType') || 'payment');
    out.push({
      id: `payment-${text(p, 'id')}`,
      type: 'payment',
      date,
      title: status === 'completed' || !status ? 'Payment received' : `Payment ${humanize(status)}`,
      description: [`${usd.format(num(p, 'amount'))} ${type}`, who && `from ${who}`, where && `· ${where}`]
        .filter(Boolean)
        .join(' '),
      entityId: text(p, 'id'),
    });
  }
  const assignmentByLease = new Map<string, Loose>();
  for (const a of db.assignments.all().map(loose)) {
    const leaseId = text(a, 'leaseId');
    if (leaseId && !assignmentByLease.has(leaseId)) assignmentByLease.set(leaseId, a);
  }
  for (const { row: l, date } of newest(
    db.leases.all().map(loose),
    (l) => timestamp(l, 'updatedAt', 'signedDate', 'startDate', 'createdAt'),
    limit,
  )) {
    const a = assignmentByLease.get(text(l, 'id')) ?? ({} as Loose);
    const who = tenantName(db, text(a, 'tenantId'));
    const where = placeOf(db, text(a, 'unitId') || text(l, 'unitId'), text(l, 'propertyId'));
    const status = text(l, 'status');
    out.push({
      id: `lease-${text(l, 'id')}`,
      type: 'lease',
      date,
      title: `Lease ${text(l, 'leaseNumber') || ''}`.trim() + (status ? ` ${humanize(status)}` : ''),
      description: [who, where].filter(Boolean).join(' · ') || `${usd.format(num(l, 'monthlyRent'))} per month`,
      entityId: text(l, 'id'),
    });
  }
  for (const { row: m, date } of newest(
    db.maintenanceRequests.all().map(loose),
    (m) => timestamp(m, 'submittedDate', 'createdAt'),
    limit,
  )) {
    out.push({
      id: `maintenance-${text(m, 'id')}`,
      type: 'maintenance',
      date,
      title: text(m, 'title') || 'Maintenance request',
      description: [
        text(m, 'requestNumber'),
        humanize(text(m, 'status')),
        text(m, 'priority') && `${text(m, 'priority')} priority`,
      ]
        .filter(Boolean)
        .join(' · '),
      entityId: text(m, 'id'),
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
  for (const payment of db.payments.all()) {
    const p = loose(payment);
    if (text(p, 'status') !== 'completed') continue;
    const day = text(p, 'paymentDate').slice(0, 10);
    if (!day || day > todayIso) continue;
    const i = index.get(day.slice(0, 7));
    if (i === undefined) continue;
    points[i].revenue += num(p, 'amount');
    points[i].paymentCount++;
  }
  for (const point of points) point.revenue = round2(point.revenue);
  return { data: points };
}
