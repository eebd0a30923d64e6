import type { ReactNode } from 'react';
import { Badge } from '@chakra-ui/react';
import type {
  BackgroundCheckStatus,
  LeaseStatus,
  MaintenancePriority,
  MaintenanceRequestStatus,
  TenantStatus,
  WorkOrderStatus,
} from '@/lib/api/schema.gen';
import {
  BACKGROUND_CHECK_PALETTE,
  LEASE_STATUS_PALETTE,
  PRIORITY_PALETTE,
  REQUEST_STATUS_PALETTE,
  type StatusPalette,
  TENANT_STATUS_PALETTE,
  WORK_ORDER_STATUS_PALETTE,
} from './status-badge-palettes';

export type { StatusPalette } from './status-badge-palettes';

/*
 * One look per meaning: every badge is the same size wherever it stands (a page header or a table
 * row), a status is `subtle`, a priority `outline`, a kind (a category) `surface`. The meaning's
 * badge below is the only way a screen shows that value, so its colour cannot drift between pages.
 */
const BADGE_SIZE = 'sm';

/** `in_progress` → `In Progress`, `work-order-created` → `Work Order Created`. */
export function humanizeStatus(status: string): string {
  return status
    .replace(/[_-]+/g, ' ')
    .trim()
    .split(/\s+/)
    .map((word) => (word ? word[0]!.toUpperCase() + word.slice(1).toLowerCase() : word))
    .join(' ');
}

export interface StatusBadgeProps {
  status: string | null | undefined;
  /** Colour per status value; unknown values are grey. */
  palette?: StatusPalette;
  /** Label per status value; unknown values are humanised (`in_progress` → `In Progress`). */
  labels?: Record<string, string>;
  /** Shown when status is empty. */
  emptyLabel?: string;
  /** `subtle` for a state, `outline` for a priority, `surface` for a kind. */
  variant?: 'subtle' | 'outline' | 'surface';
  children?: ReactNode;
}

/** A coloured pill for an enumerated status, priority or type. */
export function StatusBadge({
  status,
  palette = {},
  labels = {},
  emptyLabel = 'Unknown',
  variant = 'subtle',
  children,
}: StatusBadgeProps) {
  const key = status ?? '';
  const label = children ?? (key ? (labels[key] ?? humanizeStatus(key)) : emptyLabel);
  return (
    <Badge colorPalette={palette[key] ?? 'gray'} size={BADGE_SIZE} variant={variant} data-status={key || undefined}>
      {label}
    </Badge>
  );
}

/** A work order's status ("Vendor Assigned", "In Progress"), on its own page and its request's alike. */
export function WorkOrderStatusBadge({ status }: { status: WorkOrderStatus }) {
  return <StatusBadge status={status} palette={WORK_ORDER_STATUS_PALETTE} />;
}

export function RequestStatusBadge({ status }: { status: MaintenanceRequestStatus }) {
  return <StatusBadge status={status} palette={REQUEST_STATUS_PALETTE} />;
}

/** "High Priority" and the like: a bare "High" beside a status badge would not say what it is. */
export function PriorityBadge({ priority }: { priority: MaintenancePriority }) {
  return (
    <StatusBadge status={priority} palette={PRIORITY_PALETTE} variant="outline">
      {`${humanizeStatus(priority)} Priority`}
    </StatusBadge>
  );
}

export function TenantStatusBadge({ status }: { status: TenantStatus }) {
  return <StatusBadge status={status} palette={TENANT_STATUS_PALETTE} />;
}

export function BackgroundCheckBadge({ status }: { status: BackgroundCheckStatus | null | undefined }) {
  return <StatusBadge status={status} palette={BACKGROUND_CHECK_PALETTE} emptyLabel="Not started" />;
}

export function LeaseStatusBadge({ status }: { status: LeaseStatus }) {
  return <StatusBadge status={status} palette={LEASE_STATUS_PALETTE} />;
}

/** Spec 1 §4: true, 'active' or 'true' is active; anything else inactive. */
export function isActiveValue(value: unknown): boolean {
  return value === true || value === 'active' || value === 'true';
}

/** Active (green) or Inactive (grey). */
export function ActiveBadge({ value }: { value: unknown }) {
  const active = isActiveValue(value);
  return (
    <Badge colorPalette={active ? 'green' : 'gray'} size={BADGE_SIZE} variant="subtle">
      {active ? 'Active' : 'Inactive'}
    </Badge>
  );
}

/** Spec 1 §4: unit availability shows as Available (green) or Occupied (orange). */
export function AvailabilityBadge({ isAvailable }: { isAvailable: boolean | null | undefined }) {
  return (
    <Badge colorPalette={isAvailable ? 'green' : 'orange'} size={BADGE_SIZE} variant="subtle">
      {isAvailable ? 'Available' : 'Occupied'}
    </Badge>
  );
}
