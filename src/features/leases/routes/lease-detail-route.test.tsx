import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { server } from '@mocks/node';
import { db } from '@mocks/db';
import type { LeaseRecord } from '@mocks/db/leases';
import { scenarios } from '@mocks/scenarios';
import { createLease } from '@/testing/factories';
import { renderRoute } from '@/testing/render';

const find = (predicate: (l: LeaseRecord) => boolean) => {
  const lease = db.leases.find(predicate);
  if (!lease) throw new Error('the default seed has no such lease');
  return lease;
};

async function open(id: string) {
  const view = await renderRoute(`/leases/${id}`);
  await screen.findByRole('heading', { level: 1, name: /^Lease / });
  return view;
}

async function openTab(user: UserEvent, name: string) {
  await user.click(screen.getByRole('tab', { name }));
  // A tab's code loads on its first opening.
  await waitFor(() => expect(screen.queryByRole('status', { name: `Loading ${name}…` })).not.toBeInTheDocument());
}

const actionButtons = () =>
  within(screen.getByRole('region', { name: 'Lifecycle Actions' }))
    .queryAllByRole('button')
    .map((b) => b.textContent);

describe('/leases/:id', { timeout: 60_000 }, () => {
  it('states only the guest limits the lease sets, and one word when it sets none', async () => {
    const oneLimit = createLease({ guestPolicyMaxDays: 10, guestPolicyMaxPerYear: null });
    const view = await open(oneLimit.id);
    expect(await screen.findByText('10 days per stay')).toBeInTheDocument();
    view.unmount();

    const noLimit = createLease({ guestPolicyMaxDays: null, guestPolicyMaxPerYear: null });
    await open(noLimit.id);
    expect(await screen.findByText('Guests')).toBeInTheDocument();
    expect(screen.queryByText(/days per/)).not.toBeInTheDocument();
  });

  it('gives the late fee with its figure and grace period in the Overview, not its kind alone', async () => {
    const fixed = createLease({ lateFeeType: 'fixed_amount', lateFeeAmount: 75, lateFeeGracePeriodDays: 7 });
    const view = await open(fixed.id);
    const terms = screen.getByRole('region', { name: 'Rent and Deposits' });
    expect(within(terms).getByText('$75.00 (fixed)')).toBeInTheDocument();
    expect(within(terms).getByText('7 days')).toBeInTheDocument();
    expect(within(terms).queryByText('Fixed Amount')).not.toBeInTheDocument();
    view.unmount();

    const daily = createLease({ lateFeeType: 'daily', lateFeeDailyAmount: 12.5, lateFeeGracePeriodDays: 1 });
    await open(daily.id);
    const dailyTerms = screen.getByRole('region', { name: 'Rent and Deposits' });
    expect(within(dailyTerms).getByText('$12.50 per day')).toBeInTheDocument();
    expect(within(dailyTerms).getByText('1 day')).toBeInTheDocument();
  });

  it('has the five tabs, Edit and Delete', async () => {
    const lease = find(() => true);
    await open(lease.id);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Overview',
      'Documents',
      'Lifecycle',
      'Financial',
      'Tenant Assignments',
    ]);
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('shows the one text with a link back for a missing lease and for a load failure', async () => {
    const view = await renderRoute('/leases/no-such-lease');
    expect(await screen.findByRole('heading', { name: 'Lease not found or an error occurred.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Leases/ })).toHaveAttribute('href', '/leases');
    view.unmount();
    const lease = find(() => true);
    server.use(scenarios.error('/leases/:id'));
    await renderRoute(`/leases/${lease.id}`);
    expect(await screen.findByRole('heading', { name: 'Lease not found or an error occurred.' })).toBeInTheDocument();
  });

  it('offers the lifecycle actions of §4 and signs a draft, marking Signed complete on the timeline', async () => {
    const lease = find((l) => l.status === 'draft' && !l.signedDate);
    const { user } = await open(lease.id);
    await openTab(user, 'Lifecycle');
    expect(actionButtons()).toEqual(['Sign']);
    const timeline = screen.getByRole('list', { name: 'Lease timeline' });
    expect(within(timeline).getAllByText('(Pending)')).toHaveLength(4);

    await user.click(screen.getByRole('button', { name: 'Sign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign Lease' });
    expect(within(dialog).getByLabelText(/Signed Date/)).toHaveValue(new Date().toISOString().slice(0, 10));
    expect(within(dialog).getByLabelText('Primary Lease Document')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Sign' }));
    await waitFor(() => expect(db.leases.get(lease.id)!.status).toBe('active'));
    // Signed: active with a signed date and no effective date, so Execute is offered now.
    await waitFor(() =>
      expect(actionButtons()).toEqual(['Execute', 'Process Move-In', 'Process Move-Out', 'Terminate']),
    );
    expect(within(screen.getByRole('list', { name: 'Lease timeline' })).getAllByText('(Complete)')).toHaveLength(1);
  });

  it('executes, moves in and terminates an active lease with each call’s fields', async () => {
    const lease = find(
      (l) => l.status === 'active' && Boolean(l.signedDate) && !l.effectiveDate && !l.actualMoveInDate,
    );
    const { user } = await open(lease.id);
    await openTab(user, 'Lifecycle');
    expect(actionButtons()).toEqual(['Execute', 'Process Move-In', 'Process Move-Out', 'Terminate']);
    await user.click(screen.getByRole('button', { name: 'Execute' }));
    let dialog = await screen.findByRole('dialog', { name: 'Execute Lease' });
    await user.click(within(dialog).getByRole('button', { name: 'Execute' }));
    await waitFor(() => expect(actionButtons()).toEqual(['Process Move-In', 'Process Move-Out', 'Terminate']));

    await user.click(screen.getByRole('button', { name: 'Process Move-In' }));
    dialog = await screen.findByRole('dialog', { name: 'Process Move-In' });
    expect(within(dialog).getByLabelText('Move-In Inspection Report')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Process Move-In' }));
    await waitFor(() => expect(actionButtons()).toEqual(['Process Move-Out', 'Terminate']));
    expect(db.leases.get(lease.id)!.actualMoveInDate).toBe(new Date().toISOString().slice(0, 10));

    await user.click(screen.getByRole('button', { name: 'Terminate' }));
    dialog = await screen.findByRole('dialog', { name: 'Terminate Lease' });
    await user.type(within(dialog).getByLabelText('Reason'), 'Tenant relocating');
    await user.click(within(dialog).getByRole('button', { name: 'Terminate' }));
    await waitFor(() => expect(db.leases.get(lease.id)!.status).toBe('terminated'));
    expect(db.leases.get(lease.id)!.terminationReason).toBe('Tenant relocating');
    expect(await screen.findByText(/No lifecycle actions are available/)).toBeInTheDocument();
  });

  it('lists the lease assignments, current first, and says when there are none', async () => {
    const renewal = find((l) => Boolean(l.previousLeaseId));
    const view = await open(renewal.id);
    await openTab(view.user, 'Tenant Assignments');
    const table = await screen.findByRole('table', { name: 'Tenant assignments' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.length).toBe(db.assignments.count((a) => a.leaseId === renewal.id));
    expect(rows[0]).toHaveTextContent('Current');

    const bare = find((l) => db.assignments.count((a) => a.leaseId === l.id) === 0);
    server.use(scenarios.json('/tenant-unit-assignments/by-lease/:id', { data: [] }));
    view.unmount();
    const { user } = await open(bare.id);
    await openTab(user, 'Tenant Assignments');
    expect(await screen.findByText('No tenants assigned to this lease.')).toBeInTheDocument();
  });

  it('shows the financial summary and fees by days late, and previews a rent increase before confirming it', async () => {
    const lease = find((l) => l.status === 'active' && l.lateFeeType === 'fixed_amount');
    const { user } = await open(lease.id);
    await openTab(user, 'Financial');
    const summary = await screen.findByRole('region', { name: 'Financial Summary' });
    expect(await within(summary).findByText('Total Deposits')).toBeInTheDocument();
    expect(within(summary).getByText('Insurance Requirements')).toBeInTheDocument();
    expect(within(summary).getByText('Initial rent')).toBeInTheDocument();
    const fees = screen.getByRole('region', { name: 'Fee Calculation' });
    expect(await within(fees).findByText('Total Fees')).toBeInTheDocument();

    await user.click(within(summary).getByRole('button', { name: 'Rent Increase' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rent Increase' });
    await user.selectOptions(within(dialog).getByLabelText('Increase Type'), 'Percentage');
    await user.type(within(dialog).getByLabelText(/Increase Percentage/), '10');
    const expected = Math.round(lease.monthlyRent * 1.1 * 100) / 100;
    const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(expected);
    expect(within(dialog).getByRole('region', { name: 'New rent preview' })).toHaveTextContent(`New rent: ${money}`);
    expect(db.leases.get(lease.id)!.monthlyRent).toBe(lease.monthlyRent);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Increase' }));
    await waitFor(() => expect(db.leases.get(lease.id)!.monthlyRent).toBe(expected));
  });

  it('uploads a document under a type, downloads it and deletes it after confirmation', async () => {
    const lease = find((l) => l.status === 'draft');
    const before = lease.documents.length;
    const { user } = await open(lease.id);
    await openTab(user, 'Documents');
    expect(await screen.findByRole('region', { name: 'Notices Served' })).toBeInTheDocument();
    for (const category of [
      'Primary Lease Document',
      'Lease Addendums',
      'Move-In Inspection Report',
      'Move-Out Inspection Report',
      'Renewal Documents',
      'Notices Served',
      'Amendment Documents',
    ])
      expect(screen.getByRole('heading', { level: 3, name: category })).toBeInTheDocument();
    // The shared documents panel: Manage Documents opens the upload; choosing files uploads them.
    await user.click(screen.getByRole('button', { name: 'Manage Documents' }));
    await user.selectOptions(screen.getByLabelText('Document Type'), 'Notices Served');
    const file = new File(['notice text'], 'late-notice.txt', { type: 'text/plain' });
    expect(screen.getByRole('button', { name: 'Upload Documents' })).toBeEnabled();
    await user.upload(screen.getByLabelText('Choose documents to upload'), file);
    await waitFor(() => expect(db.leases.get(lease.id)!.documents).toHaveLength(before + 1));
    const notices = screen.getByRole('region', { name: 'Notices Served' });
    const stored = db.leases.get(lease.id)!.documents.at(-1)!;
    expect(stored.field).toBe('noticesServed');
    // jsdom's File loses its name on the way through the fetch body (it arrives as "blob"); a browser keeps it.
    const shown = stored.originalName ?? stored.name;
    expect(await within(notices).findByText(shown)).toBeInTheDocument();
    expect(within(notices).getByLabelText('1 document')).toBeInTheDocument();

    await user.click(within(notices).getByRole('button', { name: `Delete ${shown}` }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Document' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(db.leases.get(lease.id)!.documents).toHaveLength(before));
  });
});
