import type { BadgeProps } from '@chakra-ui/react';
import type {
  BackgroundCheckStatus,
  DepositDispositionStatus,
  LeaseStatus,
  MaintenancePriority,
  MaintenanceRequestStatus,
  OverdueSeverity,
  PaymentStatus,
  TenantStatus,
  WorkOrderStatus,
} from '@/lib/api/schema.gen';
import type { RentRollStatus } from '@/lib/late-fees';

/** A status value → Chakra colour palette (e.g. `{ completed: 'green', cancelled: 'gray' }`). */
export type StatusPalette = Record<string, BadgeProps['colorPalette']>;

type PaletteOf<T extends string> = Record<T, NonNullable<BadgeProps['colorPalette']>>;

/*
 * Every enumerated status's colours, in one place: a record shows the same colours on every screen
 * (a work order on its request's page and on its own). Each palette names every value of its
 * generated enum, so a value added to the contract fails the typecheck until it has a colour.
 */

/** A work order's lifecycle, from new (grey) through the vendor's steps to paid (green). */
export const WORK_ORDER_STATUS_PALETTE: PaletteOf<WorkOrderStatus> = {
  created: 'gray',
  vendor_assigned: 'purple',
  scheduled: 'blue',
  in_progress: 'orange',
  completed: 'green',
  closed: 'gray',
  invoice_received: 'teal',
  paid: 'green',
};

export const REQUEST_STATUS_PALETTE: PaletteOf<MaintenanceRequestStatus> = {
  draft: 'gray',
  submitted: 'blue',
  review: 'purple',
  approved: 'teal',
  work_order_created: 'cyan',
  in_progress: 'orange',
  completed: 'green',
  closed: 'gray',
  cancelled: 'red',
};

/** Maintenance requests' and work orders' priority. */
export const PRIORITY_PALETTE: PaletteOf<MaintenancePriority> = {
  low: 'gray',
  medium: 'blue',
  high: 'orange',
  emergency: 'red',
};

/** Spec 2 §4: active green, applicant warning, previous info, evicted error. */
export const TENANT_STATUS_PALETTE: PaletteOf<TenantStatus> = {
  active: 'green',
  applicant: 'warning',
  previous: 'info',
  evicted: 'error',
};

/** Spec 2 §4: passed green, failed red, pending warning, expired grey (completed: not given; blue, a finished check). */
export const BACKGROUND_CHECK_PALETTE: PaletteOf<BackgroundCheckStatus> = {
  passed: 'green',
  failed: 'red',
  pending: 'warning',
  expired: 'gray',
  completed: 'blue',
};

/** Spec 2 is silent: active green like a tenant's, draft neutral, ended ones muted. */
export const LEASE_STATUS_PALETTE: PaletteOf<LeaseStatus> = {
  draft: 'gray',
  active: 'green',
  expired: 'orange',
  terminated: 'red',
  renewed: 'blue',
};

/** A move-out disposition of the deposits: nothing yet (grey), being written (blue), sent and recorded (green). */
export const DEPOSIT_DISPOSITION_STATUS_PALETTE: PaletteOf<DepositDispositionStatus> = {
  not_started: 'gray',
  draft: 'blue',
  final: 'green',
};

/** Not in the spec: money in green, waiting in amber, lost in red. */
export const PAYMENT_STATUS_PALETTE: PaletteOf<PaymentStatus> = {
  pending: 'orange',
  partial: 'yellow',
  completed: 'green',
  failed: 'red',
  cancelled: 'gray',
  refunded: 'purple',
};

/**
 * The overdue report's severity bands (spec 2 §4) as a rising scale of warmth: a week late yellow, two
 * weeks orange, a month red, and over a month red filled solid (`ALARM_SEVERITIES`), so the worst band
 * reads as the most urgent rather than as a cooler colour beside it.
 */
export const OVERDUE_SEVERITY_PALETTE: PaletteOf<OverdueSeverity> = {
  low: 'yellow',
  medium: 'orange',
  high: 'red',
  critical: 'red',
};

/** Severities shown filled in their colour: the band that needs action first. */
export const ALARM_SEVERITIES: readonly OverdueSeverity[] = ['critical'];

/**
 * A unit's availability (spec 1 §4 names the badge, not its colours): free to let in green, let in blue,
 * apart from the orange of waiting states (a pending payment, work in progress).
 */
export const AVAILABILITY_PALETTE = {
  available: 'green',
  occupied: 'blue',
} as const satisfies Record<string, NonNullable<BadgeProps['colorPalette']>>;

/** A unit's rent roll status (spec 2 §4); `grace` is unpaid within the grace period. */
export const RENT_ROLL_STATUS_PALETTE: PaletteOf<RentRollStatus | 'grace'> = {
  paid: 'green',
  partial: 'yellow',
  overdue: 'red',
  unpaid: 'gray',
  grace: 'orange',
};
