import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { ActiveBadge, AvailabilityBadge, humanizeStatus, isActiveValue, StatusBadge } from './status-badge';

describe('isActiveValue (spec 1 §4)', () => {
  it.each([true, 'active', 'true'])('%s is active', (value) => expect(isActiveValue(value)).toBe(true));
  it.each([false, 'inactive', 'Active', 'TRUE', 1, null, undefined, ''])('%s is inactive', (value) =>
    expect(isActiveValue(value)).toBe(false),
  );
});

describe('humanizeStatus', () => {
  it('turns enum values into words', () => {
    expect(humanizeStatus('in_progress')).toBe('In Progress');
    expect(humanizeStatus('work_order_created')).toBe('Work Order Created');
    expect(humanizeStatus('pest-control')).toBe('Pest Control');
    expect(humanizeStatus('ACTIVE')).toBe('Active');
  });
});

describe('badges', () => {
  it('render their labels', async () => {
    renderWithProviders(
      <>
        <ActiveBadge value="true" />
        <ActiveBadge value="archived" />
        <AvailabilityBadge isAvailable />
        <AvailabilityBadge isAvailable={false} />
        <StatusBadge status="in_progress" palette={{ in_progress: 'orange' }} />
        <StatusBadge status="late" labels={{ late: 'Overdue' }} />
        <StatusBadge status={undefined} />
      </>,
    );
    expect(await screen.findByText('Active')).toBeInTheDocument();
    expect(screen.getByText('Inactive')).toBeInTheDocument();
    expect(screen.getByText('Available')).toBeInTheDocument();
    expect(screen.getByText('Occupied')).toBeInTheDocument();
    expect(screen.getByText('In Progress')).toHaveAttribute('data-status', 'in_progress');
    expect(screen.getByText('Overdue')).toBeInTheDocument();
    expect(screen.getByText('Unknown')).toBeInTheDocument();
  });
});
