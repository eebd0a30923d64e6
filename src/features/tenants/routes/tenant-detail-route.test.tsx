import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { db } from '@mocks/db';
import { API_PATTERN } from '@mocks/http';
import { scenarios } from '@mocks/scenarios';
import { activeLeaseOf } from '@/features/assignments';
import { todayIso } from '@/lib/format';
import { pinClock } from '@/testing/clock';
import { createAssignment, createLease, createTenancy, createTenant, createUnit } from '@/testing/factories';
import { renderRoute } from '@/testing/render';
import { fill } from '@/testing/fields';

/** A tenant with an SSN on file, living in a unit under a lease: made for the test. */
const tenantWithSsn = () => createTenancy({ tenant: { ssn: '512-34-6789' } }).tenant;
/** A tenant never assigned to a unit. */
const tenantWithoutAssignments = () => createTenant();
const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('/tenants/:id', { timeout: 60_000 }, () => {
  it('shows the tenant: name, status, contact, only the last 4 digits of the SSN, emergency contact, assignments', async () => {
    const tenant = tenantWithSsn();
    const ssn = tenant.ssn!;
    const { user } = await renderRoute(`/tenants/${tenant.id}`);
    await heading(`${tenant.firstName} ${tenant.lastName}`);
    const contact = screen.getByRole('region', { name: 'Contact Information' });
    expect(within(contact).getByText(`***-**-${ssn.slice(-4)}`)).toBeInTheDocument();
    // The full number never reaches the DOM, in any form.
    expect(document.body.innerHTML).not.toContain(ssn);
    expect(document.body.innerHTML).not.toContain(ssn.replace(/\D/g, ''));
    expect(within(contact).getByText(tenant.email)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Emergency Contact' })).toBeInTheDocument();

    const section = screen.getByRole('region', { name: 'Unit Assignments' });
    const table = await within(section).findByRole('table');
    // In this order, each named exactly (a sortable header's arrow is not part of its name).
    expect(within(table).getAllByRole('columnheader')).toEqual(
      ['Unit', 'Property', 'Lease', 'Primary', 'Start', 'End', 'Actions'].map((name) =>
        within(table).getByRole('columnheader', { name }),
      ),
    );

    // Editing does not put the stored SSN in the form either.
    await user.click(screen.getByRole('button', { name: 'Edit Tenant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Tenant' });
    expect(within(dialog).getByRole('textbox', { name: /SSN/ })).toHaveValue('');
    expect(document.body.innerHTML).not.toContain(ssn);
  });

  it('shows the not-found and load-error texts of spec 2 §2', async () => {
    const { unmount } = await renderRoute('/tenants/no-such-tenant');
    expect(await screen.findByRole('heading', { name: 'Tenant not found' })).toBeInTheDocument();
    expect(screen.getByText("The tenant you're looking for doesn't exist or has been deleted.")).toBeInTheDocument();
    unmount();

    server.use(scenarios.error('/tenants/:id'));
    await renderRoute(`/tenants/${createTenant().id}`);
    expect(await screen.findByText('Error loading tenant')).toBeInTheDocument();
    expect(
      screen.getByText('There was an error loading the tenant information. Please try again later.'),
    ).toBeInTheDocument();
  });

  it('changes the status through a confirm dialog', async () => {
    const tenant = createTenant({ status: 'applicant' });
    const { user } = await renderRoute(`/tenants/${tenant.id}`);
    await heading(`${tenant.firstName} ${tenant.lastName}`);
    const group = screen.getByRole('group', { name: 'Change status' });
    expect(within(group).queryByRole('button', { name: 'Mark as Applicant' })).not.toBeInTheDocument();
    await user.click(within(group).getByRole('button', { name: 'Mark as Active' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Change Status' });
    expect(confirm).toHaveTextContent('from Applicant to Active');
    await user.click(within(confirm).getByRole('button', { name: 'Change Status' }));
    await waitFor(() => expect(db.tenants.get(tenant.id)!.status).toBe('active'));
    expect(
      await within(screen.getByRole('group', { name: 'Change status' })).findByRole('button', {
        name: 'Mark as Applicant',
      }),
    ).toBeInTheDocument();
  });

  it('edits the tenant sending only the changed fields; an answer without an id shows Invalid response from server', async () => {
    const tenant = tenantWithSsn();
    const bodies: unknown[] = [];
    server.use(
      http.put(`${API_PATTERN}/tenants/:id`, async ({ request }) => {
        bodies.push(await request.clone().json());
        return bodies.length === 1 ? HttpResponse.json({ firstName: 'X' }) : undefined;
      }),
    );
    const { user } = await renderRoute(`/tenants/${tenant.id}`);
    await heading(`${tenant.firstName} ${tenant.lastName}`);
    await user.click(screen.getByRole('button', { name: 'Edit Tenant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Tenant' });
    await fill(user, within(dialog).getByRole('textbox', { name: /^Phone/ }), '555-0199');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await user.click(within(dialog).getByRole('button', { name: 'Update Tenant' }));
    expect(await within(dialog).findByText('Invalid response from server')).toBeInTheDocument();
    expect(bodies[0]).toEqual({ phone: '555-0199' });
    await user.click(within(dialog).getByRole('button', { name: 'Update Tenant' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(db.tenants.get(tenant.id)!.phone).toBe('555-0199');
  });

  it('deletes the tenant after confirming, goes to /tenants and never fetches it again', async () => {
    const tenant = tenantWithSsn();
    const { user, router, queryClient } = await renderRoute(`/tenants/${tenant.id}`);
    await heading(`${tenant.firstName} ${tenant.lastName}`);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tenants'));
    expect(db.tenants.get(tenant.id)).toBeUndefined();
    expect(queryClient.getQueryData(['tenants', 'detail', tenant.id])).toBeNull();

    let fetched = false;
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.endsWith(`/tenants/${tenant.id}`)) fetched = true;
    });
    await router.navigate(`/tenants/${tenant.id}`);
    expect(await screen.findByRole('heading', { name: 'Tenant not found' })).toBeInTheDocument();
    await queryClient.invalidateQueries({ queryKey: ['tenants', 'detail', tenant.id] });
    expect(fetched).toBe(false);
    server.events.removeAllListeners();
  });

  it('assigns the tenant to a unit with the tenant fixed (rules, lease fills dates, closes after 0.3-0.5 s)', async () => {
    const tenant = tenantWithoutAssignments();
    // Every unit can be reached: a property first, then one of its units.
    const unit = createUnit();
    const { user } = await renderRoute(`/tenants/${tenant.id}`);
    await heading(`${tenant.firstName} ${tenant.lastName}`);
    expect(await screen.findByText('This tenant is not assigned to any units.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Assign to Unit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign Tenant to Unit' });
    expect(within(dialog).getByRole('textbox', { name: 'Tenant' })).toHaveValue(
      `${tenant.firstName} ${tenant.lastName}`,
    );

    const start = within(dialog).getByLabelText(/Start Date/) as HTMLInputElement;
    const end = within(dialog).getByLabelText(/End Date/) as HTMLInputElement;
    await fill(user, start, '');
    await user.click(within(dialog).getByRole('button', { name: 'Assign Tenant' }));
    expect(await within(dialog).findByText('Unit is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Start date is required')).toBeInTheDocument();
    await fill(user, start, '2026-05-01');
    await fill(user, end, '2026-04-01');
    expect(await within(dialog).findByText('End date must be after start date')).toBeInTheDocument();

    const unitId = unit.id;
    const propertySelect = within(dialog).getByRole('combobox', { name: 'Property' });
    await waitFor(() => expect(within(propertySelect).getAllByRole('option').length).toBeGreaterThan(1), {
      timeout: 10_000,
    });
    await user.selectOptions(propertySelect, unit.rentalPropertyId);
    const unitSelect = within(dialog).getByRole('combobox', { name: /^Unit/ });
    await waitFor(() => expect(within(unitSelect).getAllByRole('option').length).toBeGreaterThan(1), {
      timeout: 10_000,
    });
    await user.selectOptions(unitSelect, unitId);

    const leaseSelect = within(dialog).getByRole('combobox', { name: 'Lease' });
    await waitFor(() => expect(within(leaseSelect).getAllByRole('option').length).toBeGreaterThan(1), {
      timeout: 10_000,
    });
    const leaseOption = within(leaseSelect)
      .getAllByRole<HTMLOptionElement>('option')
      .find((o) => o.value && db.leases.get(o.value))!;
    const chosen = db.leases.get(leaseOption.value)!;
    await user.selectOptions(leaseSelect, chosen.id);
    expect(start.value).toBe(chosen.startDate.slice(0, 10));
    expect(end.value).toBe(chosen.endDate.slice(0, 10));

    const clickedAt = Date.now();
    await user.click(within(dialog).getByRole('button', { name: 'Assign Tenant' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The modal stays open at least 0.3 s after the save (spec 2 §2); CLOSE_AFTER_CREATE_MS pins the upper bound.
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(300);
    expect(db.assignments.where((a) => a.tenantId === tenant.id)).toEqual([
      expect.objectContaining({ unitId, leaseId: chosen.id }),
    ]);
    const section = screen.getByRole('region', { name: 'Unit Assignments' });
    expect(await within(section).findByRole('table')).toBeInTheDocument();
  });

  it('shows the server message, else the spec text, when an assignment cannot be created', async () => {
    const tenant = tenantWithoutAssignments();
    const unit = createUnit();
    server.use(http.post(`${API_PATTERN}/tenant-unit-assignments`, () => HttpResponse.json({}, { status: 500 })));
    const { user } = await renderRoute(`/tenants/${tenant.id}`);
    await heading(`${tenant.firstName} ${tenant.lastName}`);
    await user.click(screen.getByRole('button', { name: 'Assign to Unit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign Tenant to Unit' });
    const propertySelect = within(dialog).getByRole('combobox', { name: 'Property' });
    await waitFor(() => expect(within(propertySelect).getAllByRole('option').length).toBeGreaterThan(1), {
      timeout: 10_000,
    });
    await user.selectOptions(propertySelect, unit.rentalPropertyId);
    const unitSelect = within(dialog).getByRole('combobox', { name: /^Unit/ });
    await waitFor(() => expect(within(unitSelect).getAllByRole('option').length).toBeGreaterThan(1), {
      timeout: 10_000,
    });
    await user.selectOptions(unitSelect, unit.id);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await user.click(within(dialog).getByRole('button', { name: 'Assign Tenant' }));
    expect(await within(dialog).findByText('Failed to create assignment. Please try again.')).toBeInTheDocument();
  });

  it('marks past assignments and lists them after the current ones', async () => {
    const tenant = tenantWithoutAssignments();
    const [u1, u2] = [createUnit(), createUnit()];
    const stamp = new Date().toISOString();
    db.assignments.insert({
      id: 'past-1',
      tenantId: tenant.id,
      unitId: u1!.id,
      leaseId: null,
      isPrimary: true,
      startDate: '2020-01-01',
      endDate: '2021-01-01',
      createdAt: stamp,
      updatedAt: stamp,
    });
    db.assignments.insert({
      id: 'now-1',
      tenantId: tenant.id,
      unitId: u2!.id,
      leaseId: null,
      isPrimary: true,
      startDate: '2019-01-01',
      endDate: null,
      createdAt: stamp,
      updatedAt: stamp,
    });
    await renderRoute(`/tenants/${tenant.id}`);
    const section = await screen.findByRole('region', { name: 'Unit Assignments' });
    const table = await within(section).findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent(`Unit ${u2!.unitNumber}`);
    expect(rows[0]).not.toHaveTextContent('Past');
    expect(rows[1]).toHaveTextContent(`Unit ${u1!.unitNumber}`);
    expect(rows[1]).toHaveTextContent('Past');
  });

  it('shows Active Lease in the header, linking to the lease, when the tenant lives under an active lease', async () => {
    const today = todayIso();
    const { tenant } = createTenancy();
    await renderRoute(`/tenants/${tenant.id}`);
    await heading(`${tenant.firstName} ${tenant.lastName}`);
    const link = await screen.findByRole('link', { name: 'Active Lease' });
    const lease = activeLeaseOf(
      db.assignments
        .where((a) => a.tenantId === tenant.id)
        .map((a) => ({ ...a, lease: a.leaseId ? (db.leases.get(a.leaseId) ?? null) : null })),
      today,
    )!;
    expect(link).toHaveAttribute('href', `/leases/${lease.id}`);
    // The tenant's own status and the lease's are both states: one look, not a light and a solid green.
    const status = screen.getByText('Active', { selector: '[data-meaning]' });
    expect(status).toHaveAttribute('data-meaning', link.dataset.meaning);
    expect(link.className).toBe(status.className);
  });

  it('shows no Active Lease without an assignment under an active lease (only expired or terminated ones)', async () => {
    const tenant = tenantWithoutAssignments();
    const [u1, u2] = [createUnit(), createUnit()];
    const expired = createLease({ status: 'expired' });
    const terminated = createLease({ status: 'terminated' });
    const stamp = new Date().toISOString();
    for (const [id, unitId, leaseId] of [
      ['expired-1', u1!.id, expired.id],
      ['terminated-1', u2!.id, terminated.id],
    ] as const)
      db.assignments.insert({
        id,
        tenantId: tenant.id,
        unitId,
        leaseId,
        isPrimary: true,
        startDate: '2024-01-01',
        endDate: null,
        createdAt: stamp,
        updatedAt: stamp,
      });
    await renderRoute(`/tenants/${tenant.id}`);
    await heading(`${tenant.firstName} ${tenant.lastName}`);
    const section = screen.getByRole('region', { name: 'Unit Assignments' });
    expect(within(await within(section).findByRole('table')).getAllByRole('row')).toHaveLength(3);
    expect(screen.queryByRole('link', { name: 'Active Lease' })).not.toBeInTheDocument();
    expect(screen.queryByText('Active Lease')).not.toBeInTheDocument();
  });

  it('shows no Active Lease for a tenant with no assignments', async () => {
    const tenant = tenantWithoutAssignments();
    await renderRoute(`/tenants/${tenant.id}`);
    await heading(`${tenant.firstName} ${tenant.lastName}`);
    expect(await screen.findByText('This tenant is not assigned to any units.')).toBeInTheDocument();
    expect(screen.queryByText('Active Lease')).not.toBeInTheDocument();
  });

  it("shows each of the tenant's leases with the lease's own balance, a co-tenant's too, and their total", async () => {
    pinClock('2026-11-20T10:00:00Z');
    // A lease shared with its primary tenant, October's and November's rent unpaid.
    const shared = createTenancy({ lease: { startDate: '2026-10-01', endDate: '2027-09-30', monthlyRent: 1000 } });
    const coTenant = createTenant({ firstName: 'Cora', lastName: 'Tenant' });
    createAssignment({
      tenantId: coTenant.id,
      unitId: shared.unit.id,
      leaseId: shared.lease.id,
      isPrimary: false,
      startDate: '2026-10-01',
    });
    // A former lease of her own, September's rent never paid.
    const former = createLease({ startDate: '2026-09-01', endDate: '2026-09-30', status: 'expired', monthlyRent: 500 });
    createAssignment({
      tenantId: coTenant.id,
      unitId: createUnit().id,
      leaseId: former.id,
      startDate: '2026-09-01',
      endDate: '2026-09-30',
    });

    await renderRoute(`/tenants/${coTenant.id}`);
    await heading('Cora Tenant');
    const payments = screen.getByRole('region', { name: 'Payments' });
    const table = await within(payments).findByRole('table', { name: 'Balance of each lease' });
    const cells = (name: RegExp) =>
      within(within(table).getByRole('row', { name }))
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Lease', 'Past due', 'Owed, including not yet due', 'Due later', 'Credit']);
    // Current lease first; the former one marked; the total of both.
    expect(cells(new RegExp(`^${shared.lease.leaseNumber}`))).toEqual(['$2,000.00', '$2,000.00', '$0.00', '$0.00']);
    expect(cells(new RegExp(`^${former.leaseNumber}.*\\(past\\)`))).toEqual(['$500.00', '$500.00', '$0.00', '$0.00']);
    expect(cells(/^Total/)).toEqual(['$2,500.00', '$2,500.00', '$0.00', '$0.00']);

    // The same number as the lease's own ledger shows, on the same page.
    const ledger = await screen.findByRole('region', { name: `Ledger: lease ${shared.lease.leaseNumber}` });
    const figures = await within(ledger).findByRole(
      'group',
      { name: `What lease ${shared.lease.leaseNumber} owes` },
      { timeout: 10_000 },
    );
    expect(figures).toHaveTextContent('Past due$2,000.00');
  });
});
