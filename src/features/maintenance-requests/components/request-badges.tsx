import { StatusBadge } from '@/components/status-badge';
import type { BadgeProps } from '@chakra-ui/react';
import {
  categoryLabel,
  PRIORITY_PALETTE,
  REQUEST_STATUS_PALETTE,
  WORK_ORDER_STATUS_PALETTE,
} from '../lib/maintenance-options';

type Size = BadgeProps['size'];

export function RequestStatusBadge({ status, size }: { status: string; size?: Size }) {
  return <StatusBadge status={status} palette={REQUEST_STATUS_PALETTE} size={size} />;
}

/** "High Priority" and the like: a bare "High" beside a status badge would not say what it is. */
export function PriorityBadge({ priority, size }: { priority: string; size?: Size }) {
  return (
    <StatusBadge status={priority} palette={PRIORITY_PALETTE} size={size} variant="outline">
      {`${priority.charAt(0).toUpperCase()}${priority.slice(1)} Priority`}
    </StatusBadge>
  );
}

export function CategoryBadge({ category, size }: { category: string; size?: Size }) {
  return (
    <StatusBadge status={category} size={size} variant="surface">
      {categoryLabel(category)}
    </StatusBadge>
  );
}

export function WorkOrderStatusBadge({ status, size }: { status: string; size?: Size }) {
  return <StatusBadge status={status} palette={WORK_ORDER_STATUS_PALETTE} size={size} />;
}
