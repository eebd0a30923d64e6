import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { server } from '@mocks/node';
import { API_PATTERN } from '@mocks/http';
import { db } from '@mocks/db';
import { scenarios } from '@mocks/scenarios';
import { isMarkedBusy } from '@/testing/busy';
import { renderRoute } from '@/testing/render';
import { createLease, createTenancy } from '@/testing/factories';
import { addDays, todayIso } from '@/lib/format';

const cards = () => within(screen.getByRole('list', { name: 'Leases' })).getAllByRole('article');

describe('/leases', { timeout: 60_000 }, () => {
  it('shows cards 10 a page with Previous, Next and Page x of y, the page in the URL', async () => {
    const total = db.leases.count();
    expect(total).toBeGreaterThan(10);
    const { user, router } = await renderRoute('/leases');
    expect(await screen.findByRole('heading', { level: 1, name: 'Leases' })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Leases' });
    expect(cards()).toHaveLength(10);
    const pages = Math.ceil(total / 10);
    expect(screen.getByText(`Page 1 of ${pages}`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(`Page 2 of ${pages}`)).toBeInTheDocument();
    expect(router.state.location.search).toContain('page=2');
    await waitFor(() => expect(cards()).toHaveLength(Math.min(10, total - 10)));
  });

  it('a card shows number, tenants, unit and property, dates, rent and status, and marks a lease ending within 60 days', async () => {
    const { lease } = createTenancy({ lease: { status: 'active', endDate: addDays(todayIso(), 30) } });
    await renderRoute(`/leases?search=${encodeURIComponent(lease.leaseNumber)}`);
    const card = await screen.findByRole('article', { name: `Lease ${lease.leaseNumber}` });
    const assignment = db.assignments.find((a) => a.leaseId === lease.id && a.isPrimary)!;
    const tenant = db.tenants.get(assignment.tenantId)!;
    const unit = db.units.get(assignment.unitId)!;
    expect(within(card).getByRole('link', { name: lease.leaseNumber })).toHaveAttribute('href', `/leases/${lease.id}`);
    expect(card).toHaveTextContent(`${tenant.firstName} ${tenant.lastName}`);
    expect(card).toHaveTextContent(`Unit ${unit.unitNumber}`);
    expect(card).toHaveTextContent(/Ends (today|in \d+ days?)/);
    expect(within(card).getByText('Active')).toBeInTheDocument();
    // Searching narrows the list to that lease; the search text is in the URL.
    expect(cards()).toHaveLength(1);
  });

  it('filters by status through the URL and resets to page 1', async () => {
    createLease({ status: 'draft' });
    const { user, router } = await renderRoute('/leases?page=2');
    await screen.findByRole('list', { name: 'Leases' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Draft');
    const drafts = db.leases.count((l) => l.status === 'draft');
    await waitFor(() => expect(cards()).toHaveLength(Math.min(10, drafts)));
    expect(router.state.location.search).toBe('?status=draft');
    for (const card of cards()) expect(within(card).getByText('Draft')).toBeInTheDocument();
  });

  it('marks the previous page busy while the leases of a chosen status load', async () => {
    createLease({ status: 'terminated' });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // Holds the terminated leases' answer, then lets the mock answer it.
    server.use(
      http.get(`${API_PATTERN}/leases`, async ({ request }) => {
        if (new URL(request.url).searchParams.get('status') === 'terminated') await held;
      }),
    );
    const { user } = await renderRoute('/leases');
    const list = await screen.findByRole('list', { name: 'Leases' });
    expect(isMarkedBusy(list)).toBe(false);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Terminated');
    await waitFor(() => expect(isMarkedBusy(list)).toBe(true));

    release();
    const terminated = db.leases.count((l) => l.status === 'terminated');
    await waitFor(() => expect(cards()).toHaveLength(Math.min(10, terminated)));
    for (const card of cards()) expect(within(card).getByText('Terminated')).toBeInTheDocument();
    expect(isMarkedBusy(screen.getByRole('list', { name: 'Leases' }))).toBe(false);
  });

  it('shows the spec texts when the list fails or is empty', async () => {
    server.use(scenarios.error('/leases'));
    const view = await renderRoute('/leases');
    expect(await screen.findByText('Error loading leases. Please try again later.')).toBeInTheDocument();
    view.unmount();
    server.use(scenarios.emptyList('/leases'));
    await renderRoute('/leases');
    expect(await screen.findByText('No leases found. Create a new lease to get started.')).toBeInTheDocument();
  });

  it('deletes a lease from its card after confirmation and stays on /leases', async () => {
    const { lease } = createTenancy();
    const { user, router } = await renderRoute(`/leases?search=${encodeURIComponent(lease.leaseNumber)}`);
    await screen.findByRole('article', { name: `Lease ${lease.leaseNumber}` });
    await user.click(screen.getByRole('button', { name: `Delete lease ${lease.leaseNumber}` }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Lease' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(db.leases.has(lease.id)).toBe(false));
    expect(router.state.location.pathname).toBe('/leases');
    expect(await screen.findByText('No leases found. Create a new lease to get started.')).toBeInTheDocument();
  });
});
