import type { ReactNode } from 'react';
import { Badge, type BadgeProps } from '@chakra-ui/react';
import type {
  BackgroundCheckStatus,
  DepositDispositionStatus,
  LeaseStatus,
  MaintenancePriority,
  MaintenanceRequestStatus,
  OverdueSeverity,
  TenantStatus,
  WorkOrderStatus,
} from '@/lib/api/schema.gen';
import { DISPOSITION_STATUS_LABELS } from '@/lib/deposit-disposition';
import type { RentRollStatus } from '@/lib/late-fees';
import {
  ALARM_SEVERITIES,
  AVAILABILITY_PALETTE,
  BACKGROUND_CHECK_PALETTE,
  DEPOSIT_DISPOSITION_STATUS_PALETTE,
  LEASE_STATUS_PALETTE,
  OVERDUE_SEVERITY_PALETTE,
  PRIORITY_PALETTE,
  RENT_ROLL_STATUS_PALETTE,
  REQUEST_STATUS_PALETTE,
  type StatusPalette,
  TENANT_STATUS_PALETTE,
  WORK_ORDER_STATUS_PALETTE,
} from './status-badge-palettes';

export type { StatusPalette } from './status-badge-palettes';

/*
 * One look per meaning: every badge is the same size wherever it stands (a page header or a table
 * row), and what the value is picks its variant. A state is filled and ringed in its colour, so a
 * grey one (Draft, Closed, Inactive) still reads as a chip on the page's warm background; an alarm
 * (the worst overdue band) is filled solid; a priority is a ring only; a kind (a category, a specialty)
 * is a flat sage chip. The meaning's badge below is
 * the only way a screen shows that value, so its look cannot drift between pages.
 */
const BADGE_SIZE = 'sm';

/** What a badge says: a record's state, a state that needs action first, a priority, or a kind of thing. */
export type BadgeMeaning = 'state' | 'alarm' | 'priority' | 'kind';

const VARIANT_OF: Record<BadgeMeaning, NonNullable<BadgeProps['variant']>> = {
  state: 'surface',
  alarm: 'solid',
  priority: 'outline',
  kind: 'subtle',
};

/** A kind has no colour of its own: the brand's sage, whatever the value. */
const KIND_COLOR = 'secondary';

type Color = NonNullable<BadgeProps['colorPalette']>;

/** Extra attributes a badge may carry (a link's or a menu button's), never its own look. */
type PassThrough = Omit<BadgeProps, 'colorPalette' | 'size' | 'variant' | 'children'>;

/**
 * The one Chakra badge behind every badge of the app. `data-meaning` and `data-color` say which look
 * it has, so a test can compare two screens' badges without reading generated class names.
 */
function MeaningBadge({
  meaning,
  color,
  children,
  ...rest
}: PassThrough & { meaning: BadgeMeaning; color: Color; children: ReactNode }) {
  const palette = meaning === 'kind' ? KIND_COLOR : color;
  return (
    <Badge
      colorPalette={palette}
      size={BADGE_SIZE}
      variant={VARIANT_OF[meaning]}
      data-meaning={meaning}
      data-color={String(palette)}
      {...rest}
    >
      {children}
    </Badge>
  );
}

/** `in_progress` → `In Progress`, `work-order-created` → `Work Order Created`. */
export function humanizeStatus(status: string): string {
  return status
    .replace(/[_-]+/g, ' ')
    .trim()
    .split(/\s+/)
    .map((word) => (word ? word[0]!.toUpperCase() + word.slice(1).toLowerCase() : word))
    .join(' ');
}

export interface StatusBadgeProps extends Omit<PassThrough, 'status'> {
  status: string | null | undefined;
  /** Colour per status value; unknown values are grey. */
  palette?: StatusPalette;
  /** Label per status value; unknown values are humanised (`in_progress` → `In Progress`). */
  labels?: Record<string, string>;
  /** Shown when status is empty. */
  emptyLabel?: string;
  /** A state (the default), a priority or a kind: picks the badge's variant. */
  meaning?: BadgeMeaning;
  children?: ReactNode;
}

/** A coloured pill for an enumerated status, priority or type. */
export function StatusBadge({
  status,
  palette = {},
  labels = {},
  emptyLabel = 'Unknown',
  meaning = 'state',
  children,
  ...rest
}: StatusBadgeProps) {
  const key = status ?? '';
  const label = children ?? (key ? (labels[key] ?? humanizeStatus(key)) : emptyLabel);
  return (
    <MeaningBadge meaning={meaning} color={palette[key] ?? 'gray'} data-status={key || undefined} {...rest}>
      {label}
    </MeaningBadge>
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
    <StatusBadge status={priority} palette={PRIORITY_PALETTE} meaning="priority">
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

/** A lease's status; `children` words it otherwise ("Active Lease", the tenant page's link to the lease). */
export function LeaseStatusBadge({ status, ...rest }: PassThrough & { status: LeaseStatus; children?: ReactNode }) {
  return <StatusBadge status={status} palette={LEASE_STATUS_PALETTE} {...rest} />;
}

/** A deposit disposition's status: "Not started", "Draft", "Final". */
export function DepositDispositionStatusBadge({ status }: { status: DepositDispositionStatus }) {
  return (
    <StatusBadge status={status} palette={DEPOSIT_DISPOSITION_STATUS_PALETTE} labels={DISPOSITION_STATUS_LABELS} />
  );
}

/** Spec 1 §4: true, 'active' or 'true' is active; anything else inactive. */
export function isActiveValue(value: unknown): boolean {
  return value === true || value === 'active' || value === 'true';
}

/** Active (green) or Inactive (grey). */
export function ActiveBadge({ value }: { value: unknown }) {
  const active = isActiveValue(value);
  return (
    <MeaningBadge meaning="state" color={active ? 'green' : 'gray'}>
      {active ? 'Active' : 'Inactive'}
    </MeaningBadge>
  );
}

/** Spec 1 §4: unit availability shows as Available or Occupied (colours: `AVAILABILITY_PALETTE`). */
export function AvailabilityBadge({ isAvailable }: { isAvailable: boolean | null | undefined }) {
  return (
    <MeaningBadge meaning="state" color={isAvailable ? AVAILABILITY_PALETTE.available : AVAILABILITY_PALETTE.occupied}>
      {isAvailable ? 'Available' : 'Occupied'}
    </MeaningBadge>
  );
}

/** An assignment on the unit, tenant and lease pages: Current (green) or Past (grey). */
export function AssignmentTimeBadge({ past }: { past: boolean }) {
  return (
    <MeaningBadge meaning="state" color={past ? 'gray' : 'green'}>
      {past ? 'Past' : 'Current'}
    </MeaningBadge>
  );
}

/** A kind of thing ("Commercial", "HVAC", a vendor's specialty): one flat sage look for every kind. */
export function KindBadge({ children, ...rest }: PassThrough & { children: ReactNode }) {
  return (
    <MeaningBadge meaning="kind" color={KIND_COLOR} {...rest}>
      {children}
    </MeaningBadge>
  );
}

/** A state that is not an enum's value ("Emergency Available", "Ends in 12 days", "This unit"): the state look in `color`. */
export function FlagBadge({ color, children, ...rest }: PassThrough & { color: Color; children: ReactNode }) {
  return (
    <MeaningBadge meaning="state" color={color} {...rest}>
      {children}
    </MeaningBadge>
  );
}

/** The primary tenant of a unit (assignments on the unit, tenant and lease pages). */
export function PrimaryBadge() {
  return <FlagBadge color="green">Primary</FlagBadge>;
}

/** How late a payment is, by its severity band; the label ("12 days") is the caller's. */
export function OverdueSeverityBadge({
  severity,
  children,
  ...rest
}: PassThrough & { severity: OverdueSeverity; children: ReactNode }) {
  return (
    <StatusBadge
      status={severity}
      palette={OVERDUE_SEVERITY_PALETTE}
      meaning={ALARM_SEVERITIES.includes(severity) ? 'alarm' : 'state'}
      {...rest}
    >
      {children}
    </StatusBadge>
  );
}

/** A unit's rent roll status, or `grace` (unpaid within the grace period); the label is the caller's. */
export function RentRollStatusBadge({
  status,
  children,
  ...rest
}: PassThrough & { status: RentRollStatus | 'grace'; children: ReactNode }) {
  return (
    <StatusBadge status={status} palette={RENT_ROLL_STATUS_PALETTE} {...rest}>
      {children}
    </StatusBadge>
  );
}
