import { leaseStatusValues, type Lease } from '@/lib/api/schema.gen';

/** The five lifecycle actions of a lease (spec 2 §2 "Lifecycle tab", §7). */
export type LeaseAction = 'sign' | 'execute' | 'moveIn' | 'moveOut' | 'terminate';

export const LEASE_ACTIONS: readonly LeaseAction[] = ['sign', 'execute', 'moveIn', 'moveOut', 'terminate'];

export const LEASE_ACTION_LABELS: Record<LeaseAction, string> = {
  sign: 'Sign',
  execute: 'Execute',
  moveIn: 'Process Move-In',
  moveOut: 'Process Move-Out',
  terminate: 'Terminate',
};

export type LifecycleFacts = Pick<
  Lease,
  'status' | 'signedDate' | 'effectiveDate' | 'actualMoveInDate' | 'actualMoveOutDate'
>;

/**
 * Whether an action is offered, exactly as spec 2 §4 "Lifecycle actions" says:
 * - Sign: status draft and no signed date.
 * - Execute: status active, signed, and no effective date.
 * - Process Move-In: status active and no actual move-in date.
 * - Process Move-Out: status active and no actual move-out date.
 * - Terminate: status active.
 */
export function isActionAvailable(action: LeaseAction, lease: LifecycleFacts): boolean {
  const active = lease.status === 'active';
  switch (action) {
    case 'sign':
      return lease.status === 'draft' && !lease.signedDate;
    case 'execute':
      return active && Boolean(lease.signedDate) && !lease.effectiveDate;
    case 'moveIn':
      return active && !lease.actualMoveInDate;
    case 'moveOut':
      return active && !lease.actualMoveOutDate;
    case 'terminate':
      return active;
  }
}

/** The actions offered for a lease, in the spec's order. */
export function availableActions(lease: LifecycleFacts): LeaseAction[] {
  return LEASE_ACTIONS.filter((action) => isActionAvailable(action, lease));
}

export interface TimelineStep {
  label: 'Signed' | 'Executed' | 'Move-In' | 'Move-Out';
  date: string | null;
  complete: boolean;
}

/** The lifecycle timeline: each step is complete when its date is set (spec 2 §2). */
export function leaseTimeline(lease: LifecycleFacts): TimelineStep[] {
  const step = (label: TimelineStep['label'], date: string | null | undefined): TimelineStep => ({
    label,
    date: date ?? null,
    complete: Boolean(date),
  });
  return [
    step('Signed', lease.signedDate),
    step('Executed', lease.effectiveDate),
    step('Move-In', lease.actualMoveInDate),
    step('Move-Out', lease.actualMoveOutDate),
  ];
}

export const LEASE_STATUSES = leaseStatusValues;
