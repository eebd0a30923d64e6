import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { HttpResponse, http as mswHttp } from 'msw';
import { server } from '@mocks/node';
import { db } from '@mocks/db';
import { API_PATTERN } from '@mocks/http';
import { scenarios } from '@mocks/scenarios';
import { pinClock } from '@/testing/clock';
import { createLease } from '@/testing/factories';
import { fill } from '@/testing/fields';
import { renderRoute } from '@/testing/render';

const dialog = () => screen.getByRole('dialog', { name: /Add New Lease|Edit Lease/ });
/** The dialog's field labelled `label`. */
const field = (label: string | RegExp) => within(dialog()).getByLabelText(label);
const tab = (name: string | RegExp) => within(dialog()).getByRole('tab', { name });

async function openAdd() {
  const view = await renderRoute('/leases');
  await view.user.click(await screen.findByRole('button', { name: 'Add New Lease' }));
  await screen.findByRole('dialog', { name: 'Add New Lease' });
  // The form shows once the suggested number is known, with it in the field.
  expect(await within(dialog()).findByLabelText(/Lease Number/)).not.toHaveValue('');
  return view;
}

async function fillBasics(user: UserEvent, number = 'L-TEST-0001') {
  await fill(user, field(/Lease Number/), number);
  await fill(user, field(/Start Date/), '2026-06-01');
  await fill(user, field(/End Date/), '2027-05-31');
}

async function fillMoney(user: UserEvent) {
  await user.click(tab(/Financial Terms/));
  await fill(user, field(/Monthly Rent/), '1850');
  await fill(user, field(/Security Deposit/), '1850');
}

const submit = (user: UserEvent) =>
  user.click(within(dialog()).getByRole('button', { name: /Create Lease|Update Lease/ }));

describe('lease form (spec 2 §5, §9)', { timeout: 60_000 }, () => {
  it('opens with the §9 defaults', async () => {
    const { user } = await openAdd();
    expect(within(dialog()).getByLabelText('Lease Type')).toHaveValue('fixed_term');
    expect(within(dialog()).getByLabelText('Status')).toHaveValue('draft');
    await user.click(tab('Lifecycle'));
    expect(within(dialog()).getByLabelText('Renewal Notice Period')).toHaveValue(30);
    expect(within(dialog()).getByLabelText('Renewal Notice Unit')).toHaveValue('days');
    await user.click(tab('Legal & Compliance'));
    expect(within(dialog()).getByLabelText('Early Termination Notice (days)')).toHaveValue(30);
    await user.click(tab('Occupancy Rules'));
    expect(within(dialog()).getByLabelText('Minimum Occupant Age')).toHaveValue(18);
    expect(within(dialog()).getByLabelText('Guest Max Stay (days)')).toHaveValue(14);
    expect(within(dialog()).getByLabelText('Guest Max Days per Year')).toHaveValue(30);
    expect(within(dialog()).getByRole('checkbox', { name: 'Subletting Requires Approval' })).toBeChecked();
    expect(within(dialog()).getByRole('checkbox', { name: 'Alterations Require Approval' })).toBeChecked();
  });

  it("suggests the next free number of this year's series, which the manager may change", async () => {
    pinClock('2027-03-06T10:00:00Z');
    for (const lease of db.leases.all()) db.leases.delete(lease.id);
    // Three numbers in this year's series, one of them out of turn, and last year's.
    for (const leaseNumber of ['L-2027-1001', 'L-2027-1002', 'L-2027-1004', 'L-2026-1100'])
      createLease({ leaseNumber });
    const { user } = await openAdd();
    const number = field(/Lease Number/);
    expect(number).toHaveValue('L-2027-1005');
    await fill(user, number, 'HV-204-2027');
    expect(number).toHaveValue('HV-204-2027');
  });

  it("suggests the series' first number when this year has none", async () => {
    pinClock('2027-03-06T10:00:00Z');
    for (const lease of db.leases.all()) db.leases.delete(lease.id);
    createLease({ leaseNumber: 'L-2026-1100' });
    await openAdd();
    expect(within(dialog()).getByLabelText(/Lease Number/)).toHaveValue('L-2027-1001');
  });

  it('opens with the number field empty when the lease numbers cannot be looked up', async () => {
    server.use(
      mswHttp.get(`${API_PATTERN}/leases`, ({ request }) =>
        new URL(request.url).searchParams.get('search')?.startsWith('L-')
          ? HttpResponse.json({ title: 'Server error', status: 500 }, { status: 500 })
          : undefined,
      ),
    );
    const { user } = await renderRoute('/leases');
    await user.click(await screen.findByRole('button', { name: 'Add New Lease' }));
    const number = await within(await screen.findByRole('dialog', { name: 'Add New Lease' })).findByLabelText(
      /Lease Number/,
      {},
      { timeout: 10_000 },
    );
    expect(number).toHaveValue('');
  });

  it('shows the required messages, marks the tabs holding them and goes to the first one', async () => {
    const { user } = await openAdd();
    // The suggested number cleared: the field is required all the same, and stays empty.
    await fill(user, field(/Lease Number/), '');
    await user.click(tab('Insurance'));
    await submit(user);
    expect(await screen.findByText('Lease number is required')).toBeInTheDocument();
    expect(screen.getByText('Start date is required')).toBeInTheDocument();
    expect(screen.getByText('End date is required')).toBeInTheDocument();
    expect(tab(/Basic Info/)).toHaveAttribute('aria-selected', 'true');
    expect(tab(/Basic Info/)).toHaveAccessibleName('Basic Info(has errors)');
    expect(tab(/Financial Terms/)).toHaveAccessibleName('Financial Terms(has errors)');
    expect(tab('Insurance')).toHaveAccessibleName('Insurance');
    await waitFor(() => expect(within(dialog()).getByLabelText(/Lease Number/)).toHaveFocus());

    // Basics filled: the next submit lands on Financial Terms with the rent and deposit messages.
    await fillBasics(user);
    await submit(user);
    await waitFor(() => expect(tab(/Financial Terms/)).toHaveAttribute('aria-selected', 'true'));
    expect(screen.getByText('Monthly rent must be positive')).toBeInTheDocument();
    expect(screen.getByText('Security deposit must be positive')).toBeInTheDocument();
    expect(tab(/Basic Info/)).toHaveAccessibleName('Basic Info');
  });

  it('refuses an end date not after the start, a negative rent or deposit, and pets without a deposit', async () => {
    const { user } = await openAdd();
    await fill(user, field(/Lease Number/), 'L-X');
    await fill(user, field(/Start Date/), '2026-06-01');
    await fill(user, field(/End Date/), '2026-06-01');
    await user.click(tab(/Financial Terms/));
    await fill(user, field(/Monthly Rent/), '-1');
    await fill(user, field(/Security Deposit/), '-5');
    await user.click(within(dialog()).getByRole('checkbox', { name: 'Pets Allowed' }));
    await submit(user);
    expect(await screen.findByText('End date must be after start date')).toBeInTheDocument();
    await user.click(tab(/Financial Terms/));
    expect(screen.getByText('Monthly rent must be positive')).toBeInTheDocument();
    expect(screen.getByText('Security deposit must be positive')).toBeInTheDocument();
    expect(screen.getByText('Pet deposit is required when pets are allowed')).toBeInTheDocument();
    await fill(user, field(/Pet Deposit/), '-3');
    expect(await screen.findByText('Pet deposit must be positive')).toBeInTheDocument();
    await fill(user, field(/Rent Increase Percentage/), '101');
    await user.tab();
    expect(await screen.findByText('Rent increase percentage must be between 0 and 100')).toBeInTheDocument();
  });

  it('creates a lease through the structured JSON editors, numbers as numbers, and opens it', async () => {
    let sent: Record<string, unknown> | undefined;
    server.use(
      mswHttp.post(`${API_PATTERN}/leases`, async ({ request }) => {
        sent = (await request.clone().json()) as Record<string, unknown>;
        return undefined;
      }),
    );
    const { user, router } = await openAdd();
    await fillBasics(user);
    await fillMoney(user);
    await user.click(within(dialog()).getByRole('checkbox', { name: 'Water' }));
    await user.click(within(dialog()).getByRole('checkbox', { name: 'Trash' }));
    expect(within(dialog()).getByLabelText('Utilities Included (JSON)')).toHaveValue('["water","trash"]');
    await user.click(within(dialog()).getByRole('button', { name: 'Add Fee' }));
    await fill(user, field('Fee name 1'), 'parking');
    await fill(user, field('Fee amount 1'), '50');
    expect(within(dialog()).getByLabelText('Additional Fees (JSON)')).toHaveValue('{"parking":50}');
    await user.click(tab('Legal & Compliance'));
    await user.click(within(dialog()).getByRole('button', { name: 'Add Area' }));
    await fill(user, field('Area 1'), 'lawn');
    expect(within(dialog()).getByLabelText('Maintenance Responsibility (JSON)')).toHaveValue('{"lawn":"tenant"}');
    await submit(user);
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/leases\/.+/));
    expect(sent).toMatchObject({
      leaseNumber: 'L-TEST-0001',
      monthlyRent: 1850,
      securityDeposit: 1850,
      status: 'draft',
      leaseType: 'fixed_term',
      utilitiesIncluded: ['water', 'trash'],
      additionalFees: { parking: 50 },
      maintenanceResponsibility: { lawn: 'tenant' },
      minOccupantAge: 18,
    });
    const created = db.leases.find((l) => l.leaseNumber === 'L-TEST-0001')!;
    expect(created.additionalFees).toEqual({ parking: 50 });
  });

  it('reads raw JSON into the editors and refuses invalid JSON with a clear message', async () => {
    const { user } = await openAdd();
    await fillBasics(user);
    await fillMoney(user);
    await fill(user, field('Additional Fees (JSON)'), '{"storage": 25}');
    expect(within(dialog()).getByLabelText('Fee name 1')).toHaveValue('storage');
    expect(within(dialog()).getByLabelText('Fee amount 1')).toHaveValue(25);
    await fill(user, field('Utilities Included (JSON)'), '["water",');
    await user.tab();
    expect(await screen.findByText('Invalid JSON: check the brackets, quotes and commas.')).toBeInTheDocument();
    expect(within(dialog()).getByRole('checkbox', { name: 'Water' })).toBeDisabled();
    const before = db.leases.count();
    await submit(user);
    await waitFor(() => expect(tab(/Financial Terms/)).toHaveAccessibleName('Financial Terms(has errors)'));
    expect(db.leases.count()).toBe(before);
  });

  it('shows the server message on a refused create, else the §8 text, keeping what was typed', async () => {
    server.use(scenarios.json('/leases', { detail: 'Lease number already used' }, 'post', 409));
    const { user } = await openAdd();
    await fillBasics(user);
    await fillMoney(user);
    await submit(user);
    expect(await within(dialog()).findByText('Lease number already used')).toBeInTheDocument();
    server.use(scenarios.json('/leases', {}, 'post', 500));
    await submit(user);
    expect(await within(dialog()).findByText('Failed to create lease. Please try again.')).toBeInTheDocument();
    await user.click(tab(/Basic Info/));
    expect(within(dialog()).getByLabelText(/Lease Number/)).toHaveValue('L-TEST-0001');
  });

  it('updates without id, createdAt, updatedAt or tenantUnitAssignments, numbers as numbers; a failure shows the §8 text', async () => {
    const lease = db.leases.find((l) => l.isPetAllowed && l.petDeposit !== null)!;
    let sent: Record<string, unknown> | undefined;
    server.use(
      mswHttp.put(`${API_PATTERN}/leases/:id`, async ({ request }) => {
        sent = (await request.clone().json()) as Record<string, unknown>;
        return undefined;
      }),
    );
    const { user } = await renderRoute(`/leases?search=${encodeURIComponent(lease.leaseNumber)}`);
    await user.click(await screen.findByRole('button', { name: `Edit lease ${lease.leaseNumber}` }));
    await screen.findByRole('dialog', { name: 'Edit Lease' });
    await user.click(tab(/Financial Terms/));
    await fill(user, field(/Monthly Rent/), '2,000');
    await submit(user);
    await waitFor(() => expect(db.leases.get(lease.id)!.monthlyRent).toBe(2000));
    expect(sent).toBeDefined();
    for (const key of ['id', 'createdAt', 'updatedAt', 'tenantUnitAssignments']) expect(sent).not.toHaveProperty(key);
    expect(sent).toMatchObject({
      monthlyRent: 2000,
      securityDeposit: lease.securityDeposit,
      petDeposit: lease.petDeposit,
    });

    server.use(scenarios.json('/leases/:id', {}, 'put', 500));
    await user.click(await screen.findByRole('button', { name: `Edit lease ${lease.leaseNumber}` }));
    await screen.findByRole('dialog', { name: 'Edit Lease' });
    await submit(user);
    expect(await within(dialog()).findByText('Failed to update lease. Please try again.')).toBeInTheDocument();
  });
});
