import { act, fireEvent, screen, within } from '@testing-library/react';
import { signInTestUser } from '@/testing/auth';
import { pinClock } from '@/testing/clock';
import { createPayment, createTenancy } from '@/testing/factories';
import { renderWithProviders } from '@/testing/render';
import { stubViewport } from '@/testing/viewport';
import { LeaseLedgerSection } from './lease-ledger-section';
import { LeasePaymentsSection } from './payments-section';

/** The figures of an account group as label → value (each a term and its definition). */
function figures(group: HTMLElement): Record<string, string> {
  return Object.fromEntries(
    within(group)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent ?? '']),
  );
}

/** The lease's Financial tab shows both sections, in this order. */
const renderFinancialSections = (leaseId: string) =>
  renderWithProviders(
    <>
      <LeaseLedgerSection leaseId={leaseId} />
      <LeasePaymentsSection leaseId={leaseId} />
    </>,
  );

describe('LeaseLedgerSection', { timeout: 60_000 }, () => {
  it("shows the lease's bills and payments with the running balance, and what it owes under each figure's label", async () => {
    pinClock('2026-03-20T10:00:00Z');
    signInTestUser();
    const { lease, tenant, unit } = createTenancy({
      lease: { startDate: '2026-01-01', endDate: '2026-12-31', monthlyRent: 1000 },
    });
    const mine = { tenantId: tenant.id, unitId: unit.id, leaseId: lease.id };
    // January paid a day early (applies on its due day), February in part; March not at all.
    createPayment({ ...mine, amount: 1000, paymentDate: '2026-01-04', dueDate: '2026-01-05' });
    createPayment({ ...mine, amount: 400, paymentDate: '2026-02-06', dueDate: '2026-02-05' });
    // Next month's utility, billed now: due later, in no other figure. A deposit: held, not a payment.
    createPayment({ ...mine, paymentType: 'utility', status: 'pending', amount: 88.15, dueDate: '2026-04-10' });
    createPayment({ ...mine, paymentType: 'security_deposit', amount: 1000, paymentDate: '2026-01-01' });
    renderFinancialSections(lease.id);

    const table = await screen.findByRole('table', { name: 'Ledger' });
    const balances = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell').at(-1)?.textContent);
    expect(balances).toEqual(['$1,000.00', '$0.00', '$1,000.00', '$600.00', '$1,600.00']);
    expect(screen.getByText(/^Closing balance on/)).toHaveTextContent('Closing balance on 03/31/2026: $1,600.00');
    expect(screen.getByRole('button', { name: 'Statement' })).toBeEnabled();

    const name = `What lease ${lease.leaseNumber} owes`;
    await screen.findAllByRole('group', { name });
    const ledgerFigures = within(screen.getByRole('region', { name: 'Ledger' })).getByRole('group', { name });
    const cardFigures = await within(screen.getByRole('region', { name: 'Payments' })).findByRole('group', { name });
    expect(figures(ledgerFigures)).toEqual({
      'Past due': '$1,600.00',
      'Owed, including not yet due': '$1,600.00',
      'Due later': '$88.15',
      'Deposits held': '$1,000.00',
    });
    // The payments card shows the same figures: one answer, the server's.
    expect(figures(cardFigures)).toEqual(figures(ledgerFigures));
  });

  it('shows a payment beyond every bill as a credit, never as a minus sign, in the ledger and on the card', async () => {
    pinClock('2026-03-20T10:00:00Z');
    signInTestUser();
    const { lease, tenant, unit } = createTenancy({
      lease: { startDate: '2026-03-01', endDate: '2027-02-28', monthlyRent: 1000 },
    });
    createPayment({
      tenantId: tenant.id,
      unitId: unit.id,
      leaseId: lease.id,
      amount: 2475,
      paymentDate: '2026-03-03',
      dueDate: '2026-03-05',
    });
    renderFinancialSections(lease.id);

    const table = await screen.findByRole('table', { name: 'Ledger' });
    const balances = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell').at(-1)?.textContent);
    expect(balances).toEqual(['$1,000.00', 'Credit $1,475.00']);
    expect(screen.getByText(/^Closing balance on/)).toHaveTextContent(
      'Closing balance on 03/31/2026: Credit $1,475.00',
    );
    expect(document.body.textContent).not.toMatch(/-\$/);

    const groups = await screen.findAllByRole('group', { name: `What lease ${lease.leaseNumber} owes` });
    expect(groups).toHaveLength(2);
    for (const group of groups)
      expect(figures(group)).toEqual({
        'Past due': '$0.00',
        'Owed, including not yet due': '$0.00',
        Credit: '$1,475.00',
        'Deposits held': '$0.00',
      });
  });

  it('on a phone, shows each ledger row as a card with its date, charge, payment and balance labelled', async () => {
    pinClock('2026-03-20T10:00:00Z');
    stubViewport('phone');
    signInTestUser();
    const { lease, tenant, unit } = createTenancy({
      lease: { startDate: '2026-03-01', endDate: '2027-02-28', monthlyRent: 1000 },
    });
    createPayment({
      tenantId: tenant.id,
      unitId: unit.id,
      leaseId: lease.id,
      amount: 400,
      paymentDate: '2026-03-06',
      dueDate: '2026-03-05',
    });
    renderWithProviders(<LeaseLedgerSection leaseId={lease.id} />);

    const list = await screen.findByRole('list', { name: 'Ledger' });
    expect(screen.queryByRole('table', { name: 'Ledger' })).not.toBeInTheDocument();
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((card) => figures(card))).toEqual([
      { Date: '03/05/2026', Charge: '$1,000.00', Payment: '—', Balance: '$1,000.00' },
      { Date: '03/06/2026', Charge: '—', Payment: '$400.00', Balance: '$600.00' },
    ]);
    expect(cards[0]).toHaveTextContent(/^Rent – Mar 2026/);
  });

  it('shows the range the ledger covers in From and To, and keeps a day the manager picks', async () => {
    pinClock('2026-03-20T10:00:00Z');
    signInTestUser();
    const { lease } = createTenancy({ lease: { startDate: '2026-01-10', endDate: '2026-12-31', monthlyRent: 1000 } });
    renderWithProviders(<LeaseLedgerSection leaseId={lease.id} />);

    await screen.findByRole('table', { name: 'Ledger' });
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    // The server's defaults: the lease's start to the end of this month.
    expect(from).toHaveValue('2026-01-10');
    expect(to).toHaveValue('2026-03-31');

    // A date field takes a whole day at once (as the browser's picker gives it).
    fireEvent.change(from, { target: { value: '2026-02-01' } });
    expect(from).toHaveValue('2026-02-01');
    expect(await screen.findByText(/^Opening balance on 02\/01\/2026/)).toBeInTheDocument();
    expect(to).toHaveValue('2026-03-31');
  });

  it('prints a tenant statement: sender, remit-to, tenant and unit, period, rows, and the amount due with its day', async () => {
    pinClock('2026-03-20T10:00:00Z');
    signInTestUser();
    const { lease, tenant, unit, property } = createTenancy({
      lease: { startDate: '2026-02-01', endDate: '2027-01-31', monthlyRent: 1000 },
    });
    createPayment({
      tenantId: tenant.id,
      unitId: unit.id,
      leaseId: lease.id,
      amount: 1000,
      paymentDate: '2026-02-05',
      dueDate: '2026-02-05',
    });
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = renderWithProviders(<LeaseLedgerSection leaseId={lease.id} />);

    await screen.findByRole('table', { name: 'Ledger' });
    expect(screen.queryByTestId('print-document')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Statement' }));
    expect(print).toHaveBeenCalledOnce();
    const statement = screen.getByTestId('print-document');
    for (const words of [
      property.name,
      'Remit to',
      `${tenant.firstName} ${tenant.lastName}`,
      `Unit ${unit.unitNumber}`,
      'Period: 02/01/2026 to 03/31/2026',
      'Rent – Mar 2026',
      // March's rent, due on the 5th, is past due: due now.
      'Amount due: $1,000.00',
      'Owed, including not yet due',
      'Due now',
    ])
      expect(statement).toHaveTextContent(words);
    // The browser's print dialog closed: the statement leaves the page.
    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    expect(screen.queryByTestId('print-document')).not.toBeInTheDocument();
  });
});
