import { ownerStatement, type StatementWorkOrderInput } from '@/lib/owner-statement';
import { http } from '../http';
import { db } from '../db';
import { isDone, totalCostOf } from '../db/work-orders';
import { rentRollUnits } from '../queries/rent-roll';
import { readQuery } from '../support/request';
import { badRequest, notFound } from '../support/responses';
import { todayIso } from '../support/time';
import { propertyRef } from '../views/tenancy';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The property's work orders (through their maintenance requests), as the statement's rules read them. */
function workOrdersOf(propertyId: string): StatementWorkOrderInput[] {
  const requests = new Map(db.maintenanceRequests.where((r) => r.propertyId === propertyId).map((r) => [r.id, r]));
  if (requests.size === 0) return [];
  return db.workOrders
    .where((w) => requests.has(w.maintenanceRequestId))
    .map((w) => {
      const request = requests.get(w.maintenanceRequestId)!;
      return {
        id: w.id,
        workOrderNumber: w.workOrderNumber,
        title: request.title,
        unitId: request.unitId,
        unitNumber: db.units.get(request.unitId)?.unitNumber ?? null,
        done: isDone(w.status),
        completedDate: w.completedDate,
        totalCost: totalCostOf(w),
      };
    });
}

/**
 * The owner statement (contract tag "Properties", openapi/paths/rental-properties_{id}_statement.yaml):
 * the rent roll's rows of the property's units plus its late fees and completed work orders, combined by
 * the rules of src/lib/owner-statement.ts.
 */
export const propertyStatementHandlers = [
  http.get('/rental-properties/{id}/statement', ({ params, request, response }) => {
    const property = db.properties.get(params.id);
    if (!property) return notFound('Property');
    const query = readQuery(request);
    const current = todayIso().slice(0, 7);
    const month = query.text('month') ?? current;
    if (!MONTH.test(month)) query.errors.push({ field: 'month', message: 'month must be YYYY-MM' });
    else if (month > current)
      query.errors.push({ field: 'month', message: 'The owner statement cannot show a future month' });
    if (query.errors.length) return badRequest(query.errors);
    const units = db.units.where((u) => u.rentalPropertyId === property.id);
    const lateFees = db.payments.where((p) => p.propertyId === property.id && p.paymentType === 'late_fee');
    const statement = ownerStatement(month, rentRollUnits(month, units), lateFees, workOrdersOf(property.id));
    return response(200).json({ property: propertyRef(property), month, ...statement });
  }),
];
