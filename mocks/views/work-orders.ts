import type { WorkOrder } from '@/lib/api/schema.gen';
import type { Db, WorkOrderRecord } from '../db/tables';
import { totalCostOf } from '../db/work-orders';

/** The contract's WorkOrder: the record with its request (property name, unit number), vendor and total cost. */
export function presentWorkOrder(db: Db, record: WorkOrderRecord): WorkOrder {
  const request = db.maintenanceRequests.get(record.maintenanceRequestId);
  const vendor = record.vendorId ? db.vendors.get(record.vendorId) : undefined;
  let maintenanceRequest: WorkOrder['maintenanceRequest'] = null;
  if (request) {
    const property = db.properties.get(request.propertyId) as Record<string, unknown> | undefined;
    const unit = db.units.get(request.unitId) as Record<string, unknown> | undefined;
    maintenanceRequest = {
      id: request.id,
      requestNumber: request.requestNumber,
      title: request.title,
      category: request.category,
      priority: request.priority,
      status: request.status,
      propertyId: request.propertyId,
      unitId: request.unitId,
      property: property ? { id: request.propertyId, name: String(property.name ?? '') } : null,
      unit: unit ? { id: request.unitId, unitNumber: String(unit.unitNumber ?? '') } : null,
    };
  }
  return {
    ...record,
    maintenanceRequest,
    vendor: vendor
      ? {
          id: vendor.id,
          companyName: vendor.companyName,
          contactName: vendor.contactName,
          phone: vendor.phone,
          email: vendor.email,
        }
      : null,
    totalCost: totalCostOf(record),
  };
}
