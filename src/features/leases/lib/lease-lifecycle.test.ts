import type { LeaseStatus } from '@/lib/api/schema.gen';
import {
  availableActions,
  isActionAvailable,
  LEASE_ACTIONS,
  LEASE_STATUSES,
  leaseTimeline,
  type LeaseAction,
  type LifecycleFacts,
} from './lease-lifecycle';

const DATE = '2026-01-15';

/** Every status × every combination of the four lifecycle dates (5 × 16 leases). */
function everyLease(): LifecycleFacts[] {
  const leases: LifecycleFacts[] = [];
  for (const status of LEASE_STATUSES)
    for (let bits = 0; bits < 16; bits++)
      leases.push({
        status,
        signedDate: bits & 1 ? DATE : null,
        effectiveDate: bits & 2 ? DATE : null,
        actualMoveInDate: bits & 4 ? DATE : null,
        actualMoveOutDate: bits & 8 ? DATE : null,
      });
  return leases;
}

/** Spec 2 §4, written independently of the implementation. */
const RULES: Record<LeaseAction, (l: LifecycleFacts) => boolean> = {
  sign: (l) => l.status === 'draft' && l.signedDate === null,
  execute: (l) => l.status === 'active' && l.signedDate !== null && l.effectiveDate === null,
  moveIn: (l) => l.status === 'active' && l.actualMoveInDate === null,
  moveOut: (l) => l.status === 'active' && l.actualMoveOutDate === null,
  terminate: (l) => l.status === 'active',
};

describe('lease lifecycle availability (spec 2 §4), the whole matrix', () => {
  const leases = everyLease();

  it.each(LEASE_ACTIONS)('%s is offered exactly by its §4 condition on all 80 combinations', (action) => {
    expect(leases).toHaveLength(80);
    for (const lease of leases)
      expect({ lease, offered: isActionAvailable(action, lease) }).toEqual({ lease, offered: RULES[action](lease) });
  });

  it.each<[LeaseStatus, LeaseAction[]]>([
    ['draft', ['sign']],
    ['active', ['execute', 'moveIn', 'moveOut', 'terminate']],
    ['expired', []],
    ['terminated', []],
    ['renewed', []],
  ])('a %s lease: %j offered when only the signed date is set (active) or nothing (draft)', (status, expected) => {
    const signed = status === 'active';
    expect(
      availableActions({
        status,
        signedDate: signed ? DATE : null,
        effectiveDate: null,
        actualMoveInDate: null,
        actualMoveOutDate: null,
      }),
    ).toEqual(expected);
  });

  it('a draft with a signed date cannot be signed again; a fully moved-out active lease can only be terminated', () => {
    expect(
      availableActions({
        status: 'draft',
        signedDate: DATE,
        effectiveDate: null,
        actualMoveInDate: null,
        actualMoveOutDate: null,
      }),
    ).toEqual([]);
    expect(
      availableActions({
        status: 'active',
        signedDate: DATE,
        effectiveDate: DATE,
        actualMoveInDate: DATE,
        actualMoveOutDate: DATE,
      }),
    ).toEqual(['terminate']);
  });
});

describe('lease timeline', () => {
  it('marks Signed, Executed, Move-In and Move-Out complete when their dates are set', () => {
    const steps = leaseTimeline({
      status: 'active',
      signedDate: DATE,
      effectiveDate: null,
      actualMoveInDate: '2026-02-01',
      actualMoveOutDate: null,
    });
    expect(steps.map((s) => [s.label, s.complete, s.date])).toEqual([
      ['Signed', true, DATE],
      ['Executed', false, null],
      ['Move-In', true, '2026-02-01'],
      ['Move-Out', false, null],
    ]);
  });
});
