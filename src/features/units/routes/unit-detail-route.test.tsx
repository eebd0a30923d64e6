import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { server } from '@mocks/node';
import { db } from '@mocks/db';
import { scenarios } from '@mocks/scenarios';
import { renderRoute } from '@/testing/render';
import { addDays, formatMoney, todayIso } from '@/lib/format';
import { pinClock } from '@/testing/clock';
import { createAssignment, createLease, createTenancy, createTenant, createUnit } from '@/testing/factories';
import { fill, valueOf } from '@/testing/fields';

/** Picks a tenant in an assignment modal's type-ahead (the shared TenantPicker): types the email, clicks the suggestion. */
async function pickTenant(user: UserEvent, dialog: HTMLElement, tenant: { email: string }, label = 'Tenant') {
  await user.type(within(dialog).getByRole('combobox', { name: new RegExp(`^${label}`) }), tenant.email);
  // Found afresh, not inside a list taken at a first look: while the new answer loads the previous
  // answer's list closes and a new list opens with the new one.
  const option = await screen.findByRole(
    'option',
    { name: (name) => name.includes(tenant.email) },
    { timeout: 10_000 },
  );
  expect(within(screen.getByRole('listbox', { name: `${label} suggestions` })).getAllByRole('option')).toContain(
    option,
  );
  await user.click(option);
}

/** A unit with a tenant on it (under a lease), made for the test. */
const unitWithAssignments = () => createTenancy().unit;
/** A unit no tenant was ever assigned to. */
const unitWithoutAssignments = () => createUnit();

describe('/units/:id', { timeout: 60_000 }, () => {
  it('shows the unit, its figures and its tenant assignments', async () => {
    const unit = unitWithAssignments();
    const property = db.properties.get(unit.rentalPropertyId)!;
    await renderRoute(`/units/${unit.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: `Unit ${unit.unitNumber}` })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `← ${property.name}` })).toHaveAttribute(
      'href',
      `/properties/${property.id}`,
    );
    expect(screen.getAllByText(unit.isAvailable ? 'Available' : 'Occupied').length).toBeGreaterThan(0);

    const money = screen.getByRole('region', { name: 'Financial Details' });
    expect(valueOf('Monthly Rent', money).textContent).toBe(formatMoney(unit.monthlyRent));
    expect(valueOf('Annual Rent', money).textContent).toBe(formatMoney(unit.monthlyRent * 12));
    expect(valueOf('Rent per Sq. Ft.', money).textContent).toBe(
      `$${(unit.monthlyRent / unit.squareFootage).toFixed(2)}`,
    );
    expect(screen.getByRole('region', { name: 'Utilities' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Utility Accounts' })).toBeInTheDocument();

    const section = screen.getByRole('region', { name: 'Tenant Assignments' });
    const table = await within(section).findByRole('table');
    // In this order, each named exactly (a sortable header's arrow is not part of its name).
    expect(within(table).getAllByRole('columnheader')).toEqual(
      ['Tenant', 'Lease', 'Primary', 'Start', 'End', 'Actions'].map((name) =>
        within(table).getByRole('columnheader', { name }),
      ),
    );
    const count = db.assignments.where((a) => a.unitId === unit.id).length;
    expect(within(table).getAllByRole('row')).toHaveLength(count + 1);
    expect(within(section).getByRole('button', { name: 'Assign Tenant' })).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Bulk Assign' })).toBeInTheDocument();
  });

  it('shows the not-found state for a missing unit', async () => {
    await renderRoute('/units/no-such-unit');
    expect(
      await screen.findByText(
        "The unit you're looking for doesn't exist or has been deleted.",
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
  });

  it('shows the load error with Retry', async () => {
    server.use(scenarios.error('/units/:id'));
    await renderRoute('/units/anything');
    expect(
      await screen.findByText(
        'There was an error loading the unit information. Please try again later.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('edits the unit: Edit Unit {n}, read-only property, Update Unit sends a partial update', async () => {
    const unit = unitWithoutAssignments();
    const { user } = await renderRoute(`/units/${unit.id}`);
    await user.click(await screen.findByRole('button', { name: 'Edit Unit' }));
    const dialog = await screen.findByRole('dialog', { name: `Edit Unit ${unit.unitNumber}` });
    expect(within(dialog).getByRole('textbox', { name: 'Property' })).toHaveAttribute('readonly');
    await fill(user, within(dialog).getByRole('textbox', { name: /Monthly Rent/ }), '2345.67');
    await user.click(within(dialog).getByRole('button', { name: 'Update Unit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(db.units.get(unit.id)!.monthlyRent).toBe(2345.67);
    expect(db.units.get(unit.id)!.rentalPropertyId).toBe(unit.rentalPropertyId);
    const money = screen.getByRole('region', { name: 'Financial Details' });
    await waitFor(() => expect(valueOf('Monthly Rent', money).textContent).toBe('$2,345.67'));
  });

  it("keeps what was typed and shows the server's message when the server refuses the update", async () => {
    const unit = unitWithoutAssignments();
    const { user } = await renderRoute(`/units/${unit.id}`);
    server.use(
      scenarios.json(
        '/units/:id',
        { type: 'about:blank', title: 'Conflict', status: 409, detail: 'Unit X-9 already exists in this property.' },
        'put',
        409,
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Edit Unit' }));
    const dialog = await screen.findByRole('dialog');
    const number = within(dialog).getByRole('textbox', { name: /Unit Number/ });
    await fill(user, number, 'X-9');
    await user.click(within(dialog).getByRole('button', { name: 'Update Unit' }));
    expect(await within(dialog).findByText('Unit X-9 already exists in this property.')).toBeInTheDocument();
    expect(within(dialog).queryByText('Error updating unit. See console for details.')).not.toBeInTheDocument();
    expect(number).toHaveValue('X-9');
    expect(db.units.get(unit.id)!.unitNumber).toBe(unit.unitNumber);
  });

  it("falls back to the spec's update alert when the refusal carries no message", async () => {
    const unit = unitWithoutAssignments();
    const { user } = await renderRoute(`/units/${unit.id}`);
    server.use(scenarios.json('/units/:id', {}, 'put', 500));
    await user.click(await screen.findByRole('button', { name: 'Edit Unit' }));
    const dialog = await screen.findByRole('dialog');
    const number = within(dialog).getByRole('textbox', { name: /Unit Number/ });
    await fill(user, number, 'X-10');
    await user.click(within(dialog).getByRole('button', { name: 'Update Unit' }));
    expect(await within(dialog).findByText('Error updating unit. See console for details.')).toBeInTheDocument();
    expect(number).toHaveValue('X-10');
    expect(db.units.get(unit.id)!.unitNumber).toBe(unit.unitNumber);
  });

  it('validates the form with the spec messages (commercial needs a business name)', async () => {
    const unit = unitWithoutAssignments();
    const { user } = await renderRoute(`/units/${unit.id}`);
    await user.click(await screen.findByRole('button', { name: 'Edit Unit' }));
    const dialog = await screen.findByRole('dialog');
    await fill(user, within(dialog).getByRole('textbox', { name: /Unit Number/ }), '');
    await fill(user, within(dialog).getByRole('spinbutton', { name: /Square Footage/ }), '0');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Commercial Unit' }));
    await user.click(within(dialog).getByRole('button', { name: 'Update Unit' }));
    expect(await within(dialog).findByText('Unit number is a required field')).toBeInTheDocument();
    expect(within(dialog).getByText('Square footage must be a positive number')).toBeInTheDocument();
    expect(within(dialog).getByText('Business name is required for commercial units')).toBeInTheDocument();
  });

  it('deletes the unit after confirming, goes to its property and does not fetch it again', async () => {
    const unit = unitWithAssignments();
    const { user, router, queryClient } = await renderRoute(`/units/${unit.id}`);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/properties/${unit.rentalPropertyId}`), {
      timeout: 10_000,
    });
    expect(db.units.get(unit.id)).toBeUndefined();
    expect(db.assignments.where((a) => a.unitId === unit.id)).toHaveLength(0);
    expect(queryClient.getQueryData(['units', 'detail', unit.id])).toBeNull();

    let fetched = false;
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.endsWith(`/units/${unit.id}`)) fetched = true;
    });
    await router.navigate(`/units/${unit.id}`);
    expect(
      await screen.findByText(
        "The unit you're looking for doesn't exist or has been deleted.",
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    await queryClient.invalidateQueries({ queryKey: ['units', 'detail', unit.id] });
    expect(fetched).toBe(false);
    server.events.removeAllListeners();
  });

  it('assigns a tenant (validation, default dates, lease fills dates) and the unit becomes occupied', async () => {
    const unit = createUnit({ isAvailable: true });
    const tenant = createTenant({ status: 'applicant' });
    const lease = createLease({ startDate: addDays(todayIso(), 10), endDate: addDays(todayIso(), 375) });
    const { user } = await renderRoute(`/units/${unit.id}`);
    expect(await screen.findByText('No tenants are assigned to this unit.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Assign Tenant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign Tenant to Unit' });
    const start = within(dialog).getByLabelText(/Start Date/) as HTMLInputElement;
    const end = within(dialog).getByLabelText(/End Date/) as HTMLInputElement;
    const today = new Date();
    const iso = (d: Date) =>
      `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    expect(start.value).toBe(iso(today));
    expect(end.value.slice(0, 4)).toBe(String(today.getFullYear() + 1));

    await user.click(within(dialog).getByRole('button', { name: 'Assign Tenant' }));
    expect(await within(dialog).findByText('Tenant is required')).toBeInTheDocument();
    await fill(user, end, start.value);
    expect(await within(dialog).findByText('End date must be after start date')).toBeInTheDocument();

    const leaseSelect = within(dialog).getByRole('combobox', { name: 'Lease' });
    await waitFor(() => expect(within(leaseSelect).getAllByRole('option').length).toBeGreaterThan(1));
    await user.selectOptions(leaseSelect, lease.id);
    expect(start.value).toBe(lease.startDate.slice(0, 10));
    expect(end.value).toBe(lease.endDate.slice(0, 10));
    await user.selectOptions(leaseSelect, '');

    await pickTenant(user, dialog, tenant);
    await fill(user, start, iso(today));
    await fill(user, end, '');
    // The banner shows for 0.3-0.5 s before the dialog closes: watched from before the click, since on
    // a busy machine the click can resolve after the dialog has already closed.
    const created = screen.findByText('Assignment created');
    await user.click(within(dialog).getByRole('button', { name: 'Assign Tenant' }));
    expect(await created).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const saved = db.assignments.where((a) => a.unitId === unit.id);
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ tenantId: tenant.id, leaseId: null, isPrimary: true, endDate: null });
    const section = screen.getByRole('region', { name: 'Tenant Assignments' });
    expect(
      await within(section).findByRole('link', { name: `${tenant.firstName} ${tenant.lastName}` }),
    ).toBeInTheDocument();
    // Occupancy changed: the unit's badge is refetched.
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Unit Information' })).getByText('Occupied'),
      ).toBeInTheDocument(),
    );
  });

  it('shows the server message when an assignment cannot be created', async () => {
    const unit = unitWithoutAssignments();
    const tenant = createTenant();
    server.use(
      scenarios.json(
        '/tenant-unit-assignments',
        { title: 'Conflict', status: 409, detail: 'The tenant is already assigned to this unit.' },
        'post',
        409,
      ),
    );
    const { user } = await renderRoute(`/units/${unit.id}`);
    await user.click(await screen.findByRole('button', { name: 'Assign Tenant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign Tenant to Unit' });
    await pickTenant(user, dialog, tenant);
    await user.click(within(dialog).getByRole('button', { name: 'Assign Tenant' }));
    expect(await within(dialog).findByText('The tenant is already assigned to this unit.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Assign Tenant to Unit' })).toBeInTheDocument();
  });

  it('bulk assigns tenants (at least one must be selected)', async () => {
    const unit = unitWithoutAssignments();
    const [a, b] = [createTenant(), createTenant()];
    const { user } = await renderRoute(`/units/${unit.id}`);
    await user.click(await screen.findByRole('button', { name: 'Bulk Assign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign Multiple Tenants' });
    await user.click(within(dialog).getByRole('button', { name: 'Assign Tenants' }));
    expect(await within(dialog).findByText('At least one tenant must be selected')).toBeInTheDocument();
    // Each tenant found with the search box over the checkbox list, checked, and kept checked across searches.
    for (const tenant of [a!, b!]) {
      const box = within(dialog).getByRole('searchbox', { name: 'Search tenants' });
      await user.clear(box);
      await user.click(box);
      await user.paste(tenant.email);
      await user.click(
        await within(dialog).findByRole(
          'checkbox',
          { name: (name) => name.includes(tenant.email) },
          { timeout: 10_000 },
        ),
      );
    }
    expect(within(dialog).getByText('Selected (2)')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Assign Tenants' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      db.assignments
        .where((x) => x.unitId === unit.id)
        .map((x) => x.tenantId)
        .sort(),
    ).toEqual([a!.id, b!.id].sort());
  });

  it('edits an assignment (no tenant or unit sent) and removes one after confirming, keeping tenant and unit', async () => {
    const unit = unitWithAssignments();
    const [assignment] = db.assignments.where((a) => a.unitId === unit.id);
    const tenant = db.tenants.get(assignment!.tenantId)!;
    const name = `${tenant.firstName} ${tenant.lastName}`;
    const { user } = await renderRoute(`/units/${unit.id}`);
    await user.click(await screen.findByRole('button', { name: `Edit assignment of ${name}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Tenant Assignment' });
    const primary = within(dialog).getByRole('checkbox', { name: 'Primary tenant' });
    const wasPrimary = assignment!.isPrimary;
    await user.click(primary);
    await user.click(within(dialog).getByRole('button', { name: 'Update Assignment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(db.assignments.get(assignment!.id)!.isPrimary).toBe(!wasPrimary);

    await user.click(screen.getByRole('button', { name: `Remove assignment of ${name}` }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Only the assignment is removed; the tenant and the unit are not deleted.');
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(db.assignments.get(assignment!.id)).toBeUndefined());
    expect(db.tenants.get(tenant.id)).toBeDefined();
    expect(db.units.get(unit.id)).toBeDefined();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: `Remove assignment of ${name}` })).not.toBeInTheDocument(),
    );
  });

  it("shows the balance of the unit's current lease, not a former tenancy's", async () => {
    pinClock('2026-11-20T10:00:00Z');
    const { unit, lease } = createTenancy({
      lease: { startDate: '2026-11-01', endDate: '2027-10-31', monthlyRent: 1000 },
    });
    const former = createLease({ startDate: '2026-01-01', endDate: '2026-10-31', status: 'expired' });
    createAssignment({
      tenantId: createTenant().id,
      unitId: unit.id,
      leaseId: former.id,
      startDate: '2026-01-01',
      endDate: '2026-10-31',
    });
    await renderRoute(`/units/${unit.id}`);
    const payments = await screen.findByRole('region', { name: 'Payments' });
    const table = await within(payments).findByRole(
      'table',
      { name: 'Balance of each current lease' },
      { timeout: 10_000 },
    );
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent(`${lease.leaseNumber}, Unit ${unit.unitNumber}$1,000.00$1,000.00`);
    expect(within(table).queryByText(new RegExp(former.leaseNumber))).not.toBeInTheDocument();
  });
});
