import { StatusBadge } from '@/components/status-badge';
import type { BadgeProps } from '@chakra-ui/react';
import type { MaintenancePriority, WorkOrderStatus } from '@/lib/api/schema.gen';
import { PRIORITY_PALETTE, WORK_ORDER_STATUS_PALETTE } from '../lib/work-order-list';

/** A work order's status ("Vendor Assigned", "In Progress"). */
export function WorkOrderStatusBadge({ status, size }: { status: WorkOrderStatus; size?: BadgeProps['size'] }) {
  return <StatusBadge status={status} palette={WORK_ORDER_STATUS_PALETTE} size={size} />;
}

/** A priority, named as such so a badge "High" reads as the priority ("High Priority"). */
export function PriorityBadge({ priority, size }: { priority: MaintenancePriority; size?: BadgeProps['size'] }) {
  return (
    <StatusBadge status={priority} palette={PRIORITY_PALETTE} size={size} variant="outline">
      {`${priority[0]!.toUpperCase()}${priority.slice(1)} Priority`}
    </StatusBadge>
  );
}
