import { screen, waitFor, within } from '@testing-library/react';
import { server } from '@mocks/node';
import { db } from '@mocks/db';
import { scenarios } from '@mocks/scenarios';
import { todayIso } from '@/lib/format';
import { pinClock } from '@/testing/clock';
import { createAssignment, createProperty, createTenancy, createTenant, createUnit } from '@/testing/factories';
import { renderRoute } from '@/testing/render';
import { stubViewport } from '@/testing/viewport';
import { addMonths } from '@/lib/late-fees';
import { RENT_ROLL_TEXT } from './rent-roll-route';

describe('/rent-roll', { timeout: 60_000 }, () => {
  it('shows the summary cards, a table per property with the spec columns and the late fee legend', async () => {
    await renderRoute('/rent-roll');
    await screen.findAllByRole('table');
    for (const label of ['Total Expected', 'Total Collected', 'Outstanding Balance', 'Units Paid'])
      expect(screen.getByText(label)).toBeInTheDocument();
    expect(screen.getByText(/% of expected$/)).toBeInTheDocument();
    // Outstanding Balance keeps the spec's title and says what it counts: the viewed month's rent.
    const month = new Date(`${todayIso().slice(0, 7)}-15T12:00:00`).toLocaleDateString('en-US', {
      month: 'long',
      year: 'numeric',
    });
    expect(screen.getByText(`Due for ${month}`)).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Late fee legend' })).toBeInTheDocument();
    const first = db.properties.all().sort((a, b) => a.name.localeCompare(b.name))[0]!;
    const table = screen.getByRole('table', { name: `Rent roll of ${first.name}` });
    const headers = within(table)
      .getAllByRole('columnheader')
      .slice(0, 8)
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Unit',
      'Tenant',
      'Expected Rent',
      'Amount Paid',
      'Balance Due',
      'Late Fee',
      'Status',
      'Actions',
    ]);
    const units = db.units.where((u) => u.rentalPropertyId === first.id);
    // One row per unit, plus the header and total rows.
    expect(within(table).getAllByRole('row')).toHaveLength(units.length + 2);
  });

  it('moves between months in the URL and never past the current month', async () => {
    const current = todayIso().slice(0, 7);
    const { user, router } = await renderRoute('/rent-roll');
    await screen.findAllByRole('table');
    expect(screen.getByRole('button', { name: 'Next Month' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous Month' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?month=${addMonths(current, -1)}`));
    expect(screen.getByRole('button', { name: 'Next Month' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Next Month' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('reads a future month in the URL as the current month', async () => {
    const current = todayIso().slice(0, 7);
    await renderRoute(`/rent-roll?month=${addMonths(current, 2)}`);
    const label = new Date(`${current}-15T12:00:00`).toLocaleDateString('en-US', { month: 'long', year: 'numeric' });
    expect(await screen.findByRole('heading', { name: label })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next Month' })).toBeDisabled();
  });

  it('shows the load error and the empty state with the spec texts', async () => {
    server.use(scenarios.error('/payments/rent-roll'));
    const { unmount } = await renderRoute('/rent-roll');
    expect(await screen.findByText(RENT_ROLL_TEXT.errorTitle)).toBeInTheDocument();
    expect(
      screen.getByText('There was an error loading the rent roll data. Please try again later.'),
    ).toBeInTheDocument();
    unmount();
    server.use(
      scenarios.json('/payments/rent-roll', {
        month: todayIso().slice(0, 7),
        summary: {
          totalExpected: 0,
          totalCollected: 0,
          outstandingBalance: 0,
          unitsPaid: 0,
          occupiedUnits: 0,
          unitsBilled: 0,
        },
        data: [],
        meta: { total: 0, page: 1, limit: 10, totalPages: 0 },
      }),
    );
    await renderRoute('/rent-roll');
    expect(await screen.findByText('No properties found')).toBeInTheDocument();
  });

  it('says No rent due, never Paid, for an occupied unit no lease bills this month, and offers no payment there', async () => {
    pinClock('2026-11-20T10:00:00Z');
    const property = createProperty({ name: 'Aaa No Rent Court' });
    // An occupant without a lease, and a tenant whose lease started after this month's due day (the 5th).
    const occupied = createUnit({ rentalPropertyId: property.id, unitNumber: 'A1', isAvailable: false });
    createAssignment({ tenantId: createTenant().id, unitId: occupied.id, startDate: '2026-10-01' });
    createTenancy({
      unit: createUnit({ rentalPropertyId: property.id, unitNumber: 'A2' }),
      lease: { startDate: '2026-11-10', endDate: '2027-11-09' },
    });
    await renderRoute('/rent-roll');
    const table = await screen.findByRole('table', { name: 'Rent roll of Aaa No Rent Court' });
    const row = within(table).getByRole('row', { name: /^Unit A1/ });
    expect(row).toHaveTextContent('No rent due');
    expect(row).not.toHaveTextContent('Paid');
    expect(within(row).queryByRole('button', { name: 'Record Payment' })).not.toBeInTheDocument();
    const later = within(table).getByRole('row', { name: /^Unit A2/ });
    expect(later).toHaveTextContent('No rent due');
    expect(later).not.toHaveTextContent('Vacant');
  });

  it("on a phone, labels each card's Balance Due beside its rent and names the month buttons in full", async () => {
    pinClock('2026-11-20T10:00:00Z');
    stubViewport('phone');
    const property = createProperty({ name: 'Aaa Phone Court' });
    createTenancy({
      unit: createUnit({ rentalPropertyId: property.id, unitNumber: 'P1' }),
      lease: { startDate: '2026-01-01', endDate: '2026-12-31', monthlyRent: 1250 },
    });
    await renderRoute('/rent-roll');
    const list = await screen.findByRole('list', { name: 'Rent roll of Aaa Phone Court' });
    const card = within(list).getByRole('listitem');
    const terms = within(card)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(terms).toEqual(
      expect.arrayContaining([
        ['Expected Rent', '$1,250.00'],
        ['Balance Due', '$1,250.00'],
      ]),
    );
    expect(screen.getByRole('button', { name: 'Previous Month' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next Month' })).toBeDisabled();
  });

  it('Record Payment from a row opens the prefilled dialog with the §2 due date', async () => {
    const { user, router } = await renderRoute('/rent-roll');
    await screen.findAllByRole('table');
    const button = (await screen.findAllByRole('button', { name: 'Record Payment' }))[0]!;
    await user.click(button);
    await waitFor(() => expect(router.state.location.pathname).toBe('/payments'));
    const dialog = await screen.findByRole('dialog', { name: 'Record Payment' });
    const month = todayIso().slice(0, 7);
    const fifth = `${month}-05`;
    const expected = todayIso() > fifth ? `${addMonths(month, 1)}-05` : fifth;
    expect(within(dialog).getByLabelText(/Due Date/)).toHaveValue(expected);
  });
});
