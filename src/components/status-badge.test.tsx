import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import {
  ActiveBadge,
  AvailabilityBadge,
  humanizeStatus,
  isActiveValue,
  AssignmentTimeBadge,
  KindBadge,
  LeaseStatusBadge,
  OverdueSeverityBadge,
  PriorityBadge,
  RequestStatusBadge,
  StatusBadge,
  TenantStatusBadge,
  WorkOrderStatusBadge,
} from './status-badge';
import {
  BACKGROUND_CHECK_PALETTE,
  OVERDUE_SEVERITY_PALETTE,
  PAYMENT_STATUS_PALETTE,
  TENANT_STATUS_PALETTE,
} from './status-badge-palettes';

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

describe('badge colours (spec 2 §4)', () => {
  it('tenant status: active green, applicant warning, previous info, evicted error', () => {
    expect(TENANT_STATUS_PALETTE).toEqual({
      active: 'green',
      applicant: 'warning',
      previous: 'info',
      evicted: 'error',
    });
  });
  it('background check: passed green, failed red, pending warning, expired grey', () => {
    expect(BACKGROUND_CHECK_PALETTE).toMatchObject({
      passed: 'green',
      failed: 'red',
      pending: 'warning',
      expired: 'gray',
    });
  });
});

describe('colours that must not be confused', () => {
  const look = (el: HTMLElement) => ({ meaning: el.dataset.meaning, color: el.dataset.color });

  it('an occupied unit does not wear the orange of a pending payment', async () => {
    renderWithProviders(
      <>
        <AvailabilityBadge isAvailable={false} />
        <AvailabilityBadge isAvailable />
        <StatusBadge status="pending" palette={PAYMENT_STATUS_PALETTE} />
      </>,
    );
    const occupied = look(await screen.findByText('Occupied'));
    expect(occupied.color).not.toBe(look(screen.getByText('Pending')).color);
    expect(occupied.color).not.toBe(look(screen.getByText('Available')).color);
  });

  it('overdue severity rises from yellow through orange and red to a solid red for over a month', async () => {
    expect(OVERDUE_SEVERITY_PALETTE).toEqual({ low: 'yellow', medium: 'orange', high: 'red', critical: 'red' });
    renderWithProviders(
      <>
        <OverdueSeverityBadge severity="high">20 days</OverdueSeverityBadge>
        <OverdueSeverityBadge severity="critical">45 days</OverdueSeverityBadge>
      </>,
    );
    expect(look(await screen.findByText('20 days'))).toEqual({ meaning: 'state', color: 'red' });
    // The worst band is filled, so it reads as more urgent than the ringed red before it.
    expect(look(screen.getByText('45 days'))).toEqual({ meaning: 'alarm', color: 'red' });
    expect(screen.getByText('45 days')).toHaveAttribute('data-status', 'critical');
  });
});

describe('one look per meaning', () => {
  const look = (el: HTMLElement) => ({ meaning: el.dataset.meaning, color: el.dataset.color });

  it('a work order status and a priority take their colours from the one palette', async () => {
    renderWithProviders(
      <>
        <WorkOrderStatusBadge status="scheduled" />
        <StatusBadge status="blue" palette={{ blue: 'blue' }} />
        <WorkOrderStatusBadge status="vendor_assigned" />
        <StatusBadge status="purple" palette={{ purple: 'purple' }} />
        <PriorityBadge priority="emergency" />
        <StatusBadge status="red" palette={{ red: 'red' }} meaning="priority" />
      </>,
    );
    // Equal meaning and colour make equal generated classes: the same look, whatever the screen.
    expect((await screen.findByText('Scheduled')).className).toBe(screen.getByText('Blue').className);
    expect(screen.getByText('Vendor Assigned').className).toBe(screen.getByText('Purple').className);
    expect(screen.getByText('Vendor Assigned').className).not.toBe(screen.getByText('Scheduled').className);
    expect(screen.getByText('Emergency Priority').className).toBe(screen.getByText('Red').className);
  });

  it('a state, a priority and a kind each have their own look; a grey state is a state like any other', async () => {
    renderWithProviders(
      <>
        <RequestStatusBadge status="draft" />
        <LeaseStatusBadge status="draft" />
        <ActiveBadge value={false} />
        <PriorityBadge priority="low" />
        <KindBadge>Commercial</KindBadge>
        <AssignmentTimeBadge past />
      </>,
    );
    const [requestDraft, leaseDraft] = await screen.findAllByText('Draft');
    expect(look(requestDraft!)).toEqual({ meaning: 'state', color: 'gray' });
    expect(requestDraft!.className).toBe(leaseDraft!.className);
    expect(screen.getByText('Inactive').className).toBe(requestDraft!.className);
    expect(screen.getByText('Past').className).toBe(requestDraft!.className);
    expect(look(screen.getByText('Low Priority'))).toEqual({ meaning: 'priority', color: 'gray' });
    expect(screen.getByText('Low Priority').className).not.toBe(requestDraft!.className);
    expect(look(screen.getByText('Commercial'))).toEqual({ meaning: 'kind', color: 'secondary' });
  });

  it('a tenant who is active and lives under an active lease shows two badges of one look', async () => {
    renderWithProviders(
      <>
        <TenantStatusBadge status="active" />
        <LeaseStatusBadge status="active">Active Lease</LeaseStatusBadge>
      </>,
    );
    const tenant = await screen.findByText('Active');
    expect(look(tenant)).toEqual({ meaning: 'state', color: 'green' });
    expect(screen.getByText('Active Lease').className).toBe(tenant.className);
  });
});
