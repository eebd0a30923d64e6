import type { ReactNode } from 'react';
import { Badge, type BadgeProps } from '@chakra-ui/react';

/** A status value → Chakra colour palette (e.g. `{ completed: 'green', cancelled: 'gray' }`). */
export type StatusPalette = Record<string, BadgeProps['colorPalette']>;

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
  size?: BadgeProps['size'];
  variant?: BadgeProps['variant'];
  children?: ReactNode;
}

/** A coloured pill for an enumerated status, priority or type. */
export function StatusBadge({
  status,
  palette = {},
  labels = {},
  emptyLabel = 'Unknown',
  size = 'sm',
  variant = 'subtle',
  children,
}: StatusBadgeProps) {
  const key = status ?? '';
  const label = children ?? (key ? (labels[key] ?? humanizeStatus(key)) : emptyLabel);
  return (
    <Badge colorPalette={palette[key] ?? 'gray'} size={size} variant={variant} data-status={key || undefined}>
      {label}
    </Badge>
  );
}

/** Spec 1 §4: true, 'active' or 'true' is active; anything else inactive. */
export function isActiveValue(value: unknown): boolean {
  return value === true || value === 'active' || value === 'true';
}

/** Active (green) or Inactive (grey). */
export function ActiveBadge({ value, size = 'sm' }: { value: unknown; size?: BadgeProps['size'] }) {
  const active = isActiveValue(value);
  return (
    <Badge colorPalette={active ? 'green' : 'gray'} size={size} variant="subtle">
      {active ? 'Active' : 'Inactive'}
    </Badge>
  );
}

/** Spec 1 §4: unit availability shows as Available (green) or Occupied (orange). */
export function AvailabilityBadge({
  isAvailable,
  size = 'sm',
}: {
  isAvailable: boolean | null | undefined;
  size?: BadgeProps['size'];
}) {
  return (
    <Badge colorPalette={isAvailable ? 'green' : 'orange'} size={size} variant="subtle">
      {isAvailable ? 'Available' : 'Occupied'}
    </Badge>
  );
}
