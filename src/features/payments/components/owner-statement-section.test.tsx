import { screen, waitFor, within } from '@testing-library/react';
import { server } from '@mocks/node';
import { scenarios } from '@mocks/scenarios';
import type { OwnerStatement } from '@/lib/api/schema.gen';
import { signInTestUser } from '@/testing/auth';
import { pinClock } from '@/testing/clock';
import {
  createMaintenanceRequest,
  createPayment,
  createProperty,
  createTenancy,
  createUnit,
  createWorkOrder,
} from '@/testing/factories';
import { renderWithProviders } from '@/testing/render';
import { ownerStatementCsv } from '../lib/owner-statement-csv';
import { OWNER_STATEMENT_TEXT, OwnerStatementSection } from './owner-statement-section';

/** A property with an occupied unit (March's rent part paid, a late fee charged, a work order done) and a vacant one. */
function propertyWithMarch() {
  const property = createProperty({ name: 'Statement Court' });
  const { unit, tenant } = createTenancy({
    unit: createUnit({ rentalPropertyId: property.id }),
    tenant: { firstName: 'Ana', lastName: 'Ruiz' },
  });
  createUnit({ rentalPropertyId: property.id });
  createPayment({
    unitId: unit.id,
    tenantId: tenant.id,
    amount: 800,
    dueDate: '2027-03-05',
    paymentDate: '2027-03-04',
  });
  createPayment({
    unitId: unit.id,
    tenantId: tenant.id,
    paymentType: 'late_fee',
    amount: 50,
    dueDate: '2027-03-12',
    status: 'pending',
  });
  const request = createMaintenanceRequest({ unitId: unit.id, title: 'Broken heater' });
  createWorkOrder({
    maintenanceRequestId: request.id,
    status: 'completed',
    completedDate: '2027-03-01T08:00:00.000Z',
    laborCost: 150,
    materialCost: 30,
  });
  return { property, unit };
}

/** The totals' tiles read as "label value" pairs (each tile is a <dl> of its label and value). */
const expectTile = (label: string, value: string) =>
  expect(screen.getByRole('group', { name: 'Totals of the month' })).toHaveTextContent(`${label}${value}`);

describe('OwnerStatementSection', { timeout: 60_000 }, () => {
  beforeEach(() => {
    signInTestUser();
  });

  it('shows the current month’s figures, a row per unit with totals, and the work orders', async () => {
    pinClock('2027-03-20T10:00:00Z');
    signInTestUser();
    const { property, unit } = propertyWithMarch();
    renderWithProviders(<OwnerStatementSection propertyId={property.id} />);
    const table = await screen.findByRole(
      'table',
      { name: /^Owner statement of Statement Court, March 2027/ },
      { timeout: 10_000 },
    );
    expectTile('Rent Expected', '$1,200.00');
    expectTile('Rent Collected', '$800.00');
    // What it counts: the month's rent still unpaid, as the rent roll of March captions it.
    expectTile('Rent Outstanding', '$400.00Due for March 2027');
    expectTile('Late Fees Charged', '$50.00');
    expectTile('Late Fees Collected', '$0.00');
    expectTile('Maintenance Spent', '$180.00');
    expectTile('Net', '$620.00');

    // Two units, the header and the total row.
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    const row = within(table).getByRole('row', { name: new RegExp(`^Unit ${unit.unitNumber} Ana Ruiz`) });
    expect(within(row).getByRole('link', { name: 'Ana Ruiz' })).toBeInTheDocument();
    expect(within(table).getByText('Vacant')).toBeInTheDocument();
    const orders = screen.getByRole('table', { name: 'Maintenance' });
    expect(within(orders).getByText('Broken heater')).toBeInTheDocument();
  });

  it('offers the current month first and no later one, and shows the month chosen', async () => {
    pinClock('2027-03-20T10:00:00Z');
    signInTestUser();
    const { property } = propertyWithMarch();
    const { user } = renderWithProviders(<OwnerStatementSection propertyId={property.id} />);
    await screen.findByRole('table', { name: /March 2027/ });
    const picker = screen.getByRole('combobox', { name: 'Month' });
    const options = within(picker)
      .getAllByRole('option')
      .map((o) => o.getAttribute('value'));
    expect(options[0]).toBe('2027-03');
    expect(options.every((m) => m! <= '2027-03')).toBe(true);
    await user.selectOptions(picker, '2027-02');
    await screen.findByRole('table', { name: /February 2027/ });
    // Nothing of March's counts in February.
    await waitFor(() => expectTile('Rent Collected', '$0.00'));
    expectTile('Maintenance Spent', '$0.00');
    expect(screen.getByText(OWNER_STATEMENT_TEXT.noWorkOrders)).toBeInTheDocument();
  });

  it('says so when the property has no units', async () => {
    const property = createProperty();
    renderWithProviders(<OwnerStatementSection propertyId={property.id} />);
    expect(await screen.findByText(OWNER_STATEMENT_TEXT.noUnits)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the load error with Retry', async () => {
    server.use(scenarios.error('/rental-properties/:id/statement'));
    const property = createProperty();
    renderWithProviders(<OwnerStatementSection propertyId={property.id} />);
    expect(await screen.findByText(OWNER_STATEMENT_TEXT.errorTitle)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });
});

describe('ownerStatementCsv', () => {
  it('writes a row per unit and a total row, amounts as numbers', () => {
    const statement = {
      property: { id: 'p', name: 'Elm, House' },
      month: '2027-03',
      summary: {
        rentExpected: 1000,
        rentCollected: 600,
        rentOutstanding: 400,
        lateFeesCharged: 50,
        lateFeesCollected: 0,
        maintenanceSpent: 100,
        net: 500,
        occupiedUnits: 1,
        workOrdersCompleted: 1,
      },
      units: [
        {
          unit: { id: 'u', unitNumber: '1' },
          tenant: { id: 't', firstName: 'Ana', lastName: 'Ruiz' },
          rentExpected: 1000,
          rentCollected: 600,
          rentOutstanding: 400,
          lateFeesCharged: 50,
          lateFeesCollected: 0,
          maintenanceSpent: 100,
          net: 500,
        },
      ],
      workOrders: [],
    } as unknown as OwnerStatement;
    expect(ownerStatementCsv(statement).split('\r\n')).toEqual([
      'Month,Property,Unit,Tenant,Rent Expected,Rent Collected,Rent Outstanding,Late Fees Charged,Late Fees Collected,Maintenance,Net',
      '2027-03,"Elm, House",1,Ana Ruiz,1000,600,400,50,0,100,500',
      '2027-03,"Elm, House",Total,,1000,600,400,50,0,100,500',
    ]);
  });
});
