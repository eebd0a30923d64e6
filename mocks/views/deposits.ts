import type { DepositDisposition, DepositReturn } from '@/lib/api/schema.gen';

/** A lease's row of `GET /deposit-returns`: where its disposition stands (the lease has a move-out date). */
export function depositReturnView(d: DepositDisposition): DepositReturn {
  return {
    leaseId: d.leaseId,
    leaseNumber: d.leaseNumber,
    status: d.status,
    tenant: d.tenant,
    property: d.property,
    unitNumber: d.unit?.unitNumber ?? null,
    moveOutDate: d.moveOutDate!,
    deadline: d.deadline!,
    daysLeft: d.status === 'final' ? null : d.daysLeft,
    held: d.held,
    refundDue: d.refundDue,
    balanceOwed: d.balanceOwed,
  };
}
