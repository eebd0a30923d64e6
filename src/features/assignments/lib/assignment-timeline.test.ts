import { activeLeaseOf, currentThenPast, isPastAssignment } from './assignment-timeline';

const today = '2026-11-24';

describe('current vs past assignments', () => {
  it('an assignment that ended before today, or under an expired or terminated lease, is past', () => {
    expect(isPastAssignment({ startDate: '2025-01-01', endDate: '2026-11-23' }, today)).toBe(true);
    expect(isPastAssignment({ startDate: '2025-01-01', endDate: '2026-11-24' }, today)).toBe(false);
    expect(isPastAssignment({ startDate: '2025-01-01', endDate: null }, today)).toBe(false);
    expect(isPastAssignment({ startDate: '2025-01-01', endDate: null, lease: { status: 'expired' } }, today)).toBe(
      true,
    );
    expect(
      isPastAssignment({ startDate: '2025-01-01', endDate: '2027-01-01', lease: { status: 'terminated' } }, today),
    ).toBe(true);
    expect(
      isPastAssignment({ startDate: '2025-01-01', endDate: '2027-01-01', lease: { status: 'active' } }, today),
    ).toBe(false);
  });

  it('lists the current ones first, then the past ones, latest start first in each', () => {
    const rows = currentThenPast(
      [
        { id: 'old', startDate: '2023-01-01', endDate: '2024-01-01' },
        { id: 'now', startDate: '2025-06-01', endDate: null },
        { id: 'renewed', startDate: '2024-01-01', endDate: '2025-01-01', lease: { status: 'expired' } },
        { id: 'next', startDate: '2026-01-01', endDate: '2027-01-01', lease: { status: 'active' } },
      ],
      today,
    );
    expect(rows.map((r) => [r.assignment.id, r.past])).toEqual([
      ['next', false],
      ['now', false],
      ['renewed', true],
      ['old', true],
    ]);
  });

  it('finds the active lease of a current assignment (the hasActiveLease rule), none for ended ones', () => {
    const lease = (id: string, status: string) => ({ id, leaseNumber: id, status });
    expect(
      activeLeaseOf(
        [
          { startDate: '2024-01-01', endDate: '2025-01-01', lease: lease('old', 'active') },
          { startDate: '2025-01-01', endDate: null, lease: lease('draft', 'draft') },
          { startDate: '2025-06-01', endDate: '2026-11-24', lease: lease('now', 'active') },
        ],
        today,
      )?.id,
    ).toBe('now');
    expect(
      activeLeaseOf(
        [
          { startDate: '2025-01-01', endDate: null, lease: lease('x', 'expired') },
          { startDate: '2025-01-01', endDate: null, lease: lease('t', 'terminated') },
          { startDate: '2025-01-01', endDate: null, lease: null },
        ],
        today,
      ),
    ).toBeNull();
  });
});
