import { screen, waitFor, within } from '@testing-library/react';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { aging } from '@mocks/queries/ledger';
import { scenarios } from '@mocks/scenarios';
import { pinClock } from '@/testing/clock';
import { renderRoute } from '@/testing/render';

describe('/overdue-payments?view=aging', { timeout: 60_000 }, () => {
  it('shows the buckets per lease, the totals per property and overall; the severity view stays the default', async () => {
    pinClock('2026-11-20T10:00:00Z');
    const expected = aging('2026-11-20');
    const { user, router } = await renderRoute('/overdue-payments');
    await screen.findByRole('table', { name: 'Overdue payments' }, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Aging' }));
    await waitFor(() => expect(router.state.location.search).toBe('?view=aging'));
    const table = await screen.findByRole('table', { name: 'Aging per lease' }, { timeout: 10_000 });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Property',
      'Unit',
      'Tenant',
      'Lease',
      'Current',
      '1–30 days',
      '31–60 days',
      '61–90 days',
      '90+ days',
      'Total',
      'Actions',
    ]);
    expect(within(table).getAllByRole('row')).toHaveLength(Math.min(50, expected.rows.length) + 1);
    const totals = screen.getByRole('table', { name: 'Aging totals per property' });
    expect(within(totals).getAllByRole('row')).toHaveLength(expected.propertyTotals.length + 1);
    expect(
      screen.getByText(`$${expected.summary.total.toLocaleString('en-US', { minimumFractionDigits: 2 })}`),
    ).toBeInTheDocument();
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
    const totals = await screen.findByRole('table', { name: 'Aging totals per property' }, { timeout: 10_000 });
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
    const table = await screen.findByRole('table', { name: 'Aging per lease' }, { timeout: 10_000 });
    const expected = aging('2026-10-31', property.id);
    expect(within(table).getAllByRole('row')).toHaveLength(expected.rows.length + 1);
    expect(screen.getByLabelText('As of')).toHaveValue('2026-10-31');
    expect(router.state.location.search).toContain('asOf=2026-10-31');
    expect(db.properties.has(property.id)).toBe(true);
  });
});
