import { screen, waitFor, within } from '@testing-library/react';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { aging } from '@mocks/queries/ledger';
import { scenarios } from '@mocks/scenarios';
import { pinClock } from '@/testing/clock';
import { createAssignment, createLease, createPayment, createTenancy } from '@/testing/factories';
import { renderRoute } from '@/testing/render';

/** A tile's value by its label (each tile a term and its definitions). */
const tile = (label: string) =>
  screen.getAllByRole('term').find((term) => term.textContent === label)?.nextElementSibling?.textContent;

const money = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

describe('/overdue-payments?view=aging', { timeout: 60_000 }, () => {
  it('shows the buckets per lease, the totals per property and overall; the severity view stays the default', async () => {
    pinClock('2026-11-20T10:00:00Z');
    const expected = aging('2026-11-20');
    const { user, router } = await renderRoute('/overdue-payments');
    await screen.findByRole('table', { name: 'Overdue payments' });
    await user.click(screen.getByRole('button', { name: 'Aging' }));
    await waitFor(() => expect(router.state.location.search).toBe('?view=aging'));
    const table = await screen.findByRole('table', { name: 'Aging per lease' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Property',
      'Unit',
      'Tenant',
      'Lease',
      'Current (not past due)',
      '1–30 days',
      '31–60 days',
      '61–90 days',
      '90+ days',
      'Owed, including not yet due',
      'Actions',
    ]);
    expect(within(table).getAllByRole('row')).toHaveLength(Math.min(50, expected.rows.length) + 1);
    const totals = screen.getByRole('table', { name: 'Aging totals per property' });
    expect(within(totals).getAllByRole('row')).toHaveLength(expected.propertyTotals.length + 1);
    // The tiles say what each figure counts, and how they add up: Current + Past due = the total.
    const { current, days1to30, days31to60, days61to90, over90, total } = expected.summary;
    const pastDue = Math.round((days1to30 + days31to60 + days61to90 + over90) * 100) / 100;
    expect(tile('Past due')).toBe(money(pastDue));
    expect(tile('Owed, including not yet due')).toBe(money(total));
    expect(
      screen.getByText(
        `Current (not past due) ${money(current)} + Past due ${money(pastDue)} = Owed, including not yet due ${money(total)}.`,
        { exact: false },
      ),
    ).toBeInTheDocument();
  });

  it("Record Payment from a former tenant's row records it on that row's lease, not their current one", async () => {
    pinClock('2026-11-20T10:00:00Z');
    // Lived under a lease that ended in September, its rent unpaid; lives in the same unit under a new one now.
    const old = createTenancy({
      lease: { startDate: '2026-06-01', endDate: '2026-09-30', status: 'expired', monthlyRent: 900 },
    });
    db.assignments.update(old.assignment.id, { endDate: '2026-09-30' });
    const next = createLease({ startDate: '2026-10-01', endDate: '2027-09-30', monthlyRent: 950 });
    createAssignment({ tenantId: old.tenant.id, unitId: old.unit.id, leaseId: next.id, startDate: '2026-10-01' });
    for (const month of ['2026-10', '2026-11'])
      createPayment({
        tenantId: old.tenant.id,
        unitId: old.unit.id,
        leaseId: next.id,
        amount: 950,
        paymentDate: `${month}-05`,
        dueDate: `${month}-05`,
      });

    const { user, router } = await renderRoute(`/overdue-payments?view=aging&property=${old.property.id}`);
    const table = await screen.findByRole('table', { name: 'Aging per lease' });
    const row = within(table).getByRole('row', { name: new RegExp(old.lease.leaseNumber) });
    expect(row).toHaveTextContent(money(3600));
    await user.click(within(row).getByRole('button', { name: 'Record Payment' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payments'));
    const dialog = await screen.findByRole('dialog', { name: 'Record Payment' });
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /^Tenant/ })).toHaveValue(old.tenant.id));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Payment Method/ }), 'Cash');
    const before = db.payments.where((p) => p.tenantId === old.tenant.id).length;
    await user.click(within(dialog).getByRole('button', { name: 'Record Payment' }));
    await waitFor(() => expect(db.payments.where((p) => p.tenantId === old.tenant.id)).toHaveLength(before + 1));
    const saved = db.payments.where((p) => p.tenantId === old.tenant.id && p.amount === 3600);
    expect(saved.map((p) => p.leaseId)).toEqual([old.lease.id]);
  });

  it('lists the first 10 property totals of a large portfolio, and all of them on request', async () => {
    pinClock('2026-11-20T10:00:00Z');
    const real = aging('2026-11-20');
    const one = real.propertyTotals[0]!;
    const twelve = Array.from({ length: 12 }, (_, i) => ({
      ...one,
      property: { ...one.property, id: `property-${i}`, name: `Property ${String(i + 1).padStart(2, '0')}` },
    }));
    server.use(
      scenarios.json('/payments/aging', {
        asOf: '2026-11-20',
        summary: real.summary,
        propertyTotals: twelve,
        data: real.rows.slice(0, 50),
        meta: { total: real.rows.length, page: 1, limit: 50, totalPages: Math.ceil(real.rows.length / 50) },
      }),
    );
    const { user } = await renderRoute('/overdue-payments?view=aging');
    const totals = await screen.findByRole('table', { name: 'Aging totals per property' });
    expect(within(totals).getAllByRole('row')).toHaveLength(10 + 1);
    await user.click(screen.getByRole('button', { name: 'Show all 12 properties' }));
    expect(within(totals).getAllByRole('row')).toHaveLength(12 + 1);
    expect(within(totals).getByRole('link', { name: 'Property 12' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show fewer properties' }));
    expect(within(totals).getAllByRole('row')).toHaveLength(10 + 1);
  });

  it('filters by property and as-of date through the URL', async () => {
    pinClock('2026-11-20T10:00:00Z');
    const property = aging('2026-11-20').propertyTotals[0]!.property;
    const { router } = await renderRoute(`/overdue-payments?view=aging&property=${property.id}&asOf=2026-10-31`);
    const table = await screen.findByRole('table', { name: 'Aging per lease' });
    const expected = aging('2026-10-31', property.id);
    expect(within(table).getAllByRole('row')).toHaveLength(expected.rows.length + 1);
    expect(screen.getByLabelText('As of')).toHaveValue('2026-10-31');
    expect(router.state.location.search).toContain('asOf=2026-10-31');
    expect(db.properties.has(property.id)).toBe(true);
  });
});
