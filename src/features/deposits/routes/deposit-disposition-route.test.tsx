import { screen, waitFor, within } from '@testing-library/react';
import { server } from '@mocks/node';
import { db } from '@mocks/db';
import { scenarios } from '@mocks/scenarios';
import { pinClock } from '@/testing/clock';
import { createPayment, createTenancy } from '@/testing/factories';
import { fill } from '@/testing/fields';
import { renderRoute } from '@/testing/render';

/**
 * On 2027-03-20, a lease of 2027-03-06 to 2027-03-15 (no rent due day in its term, so the ledger owes
 * nothing), moved out on the 15th, with $1,500 of deposit held.
 */
function endedLease() {
  pinClock('2027-03-20T10:00:00Z');
  const start = '2027-03-06';
  const tenancy = createTenancy({
    lease: {
      status: 'expired',
      startDate: start,
      endDate: '2027-03-15',
      actualMoveOutDate: '2027-03-15',
      rentDueDay: 5,
      monthlyRent: 1200,
      securityDeposit: 1500,
    },
  });
  const owner = { tenantId: tenancy.tenant.id, unitId: tenancy.unit.id, leaseId: tenancy.lease.id };
  createPayment({ ...owner, paymentType: 'security_deposit', amount: 1500, dueDate: start, paymentDate: start });
  return tenancy;
}

async function open(leaseId: string) {
  const view = await renderRoute(`/leases/${leaseId}/deposit`);
  await screen.findByRole('heading', { level: 1, name: 'Deposit disposition' });
  return view;
}

describe('/leases/:id/deposit', { timeout: 60_000 }, () => {
  it('checks a new line, saves it as a draft, and keeps what was typed when the server refuses it', async () => {
    const { lease } = endedLease();
    const { user } = await open(lease.id);
    expect(await screen.findByText('Not started')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add deduction' }));
    const line = screen.getByRole('listitem', { name: 'Deduction 1' });
    // From the keyboard, the new line's first field is where the focus goes.
    await waitFor(() => expect(within(line).getByRole('textbox', { name: /Description/ })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await within(line).findByText('Description is required')).toBeInTheDocument();
    expect(within(line).getByText('Amount must be at least $0.01')).toBeInTheDocument();

    await fill(user, within(line).getByRole('textbox', { name: /Description/ }), 'Carpet cleaning');
    await fill(user, within(line).getByRole('textbox', { name: /Amount/ }), '150');
    server.use(
      scenarios.json(
        '/leases/:id/deposit-disposition',
        {
          type: 'about:blank',
          title: 'Bad Request',
          status: 400,
          detail: 'Validation failed',
          errors: [{ field: 'deductions[0].amount', message: 'Amount must be at most $999,999.99' }],
        },
        'put',
        400,
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await within(line).findByText('Amount must be at most $999,999.99')).toBeInTheDocument();
    expect(within(line).getByRole('textbox', { name: /Description/ })).toHaveValue('Carpet cleaning');
    expect(screen.getByRole('alert', { name: '' })).toHaveTextContent('Validation failed');

    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft saved.')).toBeInTheDocument();
    expect(await screen.findByText('Draft')).toBeInTheDocument();
    const saved = db.depositDispositions.get(lease.id);
    expect(saved?.deductions).toMatchObject([{ kind: 'cleaning', description: 'Carpet cleaning', amount: 150 }]);
    expect(screen.getByText('Refund due: $1,350.00')).toBeInTheDocument();
  });

  it('finalizes with the refund date, method and reference, then shows the frozen statement', async () => {
    const { lease } = endedLease();
    const { user } = await open(lease.id);
    await user.click(screen.getByRole('button', { name: 'Add deduction' }));
    const line = screen.getByRole('listitem', { name: 'Deduction 1' });
    await fill(user, within(line).getByRole('textbox', { name: /Description/ }), 'Lost keys');
    await fill(user, within(line).getByRole('textbox', { name: /Amount/ }), '40');

    await user.click(screen.getByRole('button', { name: 'Finalize and record refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Finalize the disposition' });
    expect(within(dialog).getByText(/Refund due: \$1,460\.00/)).toBeInTheDocument();
    await fill(user, within(dialog).getByRole('textbox', { name: /Reference/ }), 'CHK-2077');
    await user.click(within(dialog).getByRole('button', { name: 'Finalize and record refund' }));

    expect(await screen.findByRole('button', { name: 'Print statement' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    expect(await screen.findByText('Final')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const refund = db.payments.all().find((p) => p.leaseId === lease.id && p.paymentType === 'deposit_refund');
    expect(refund).toMatchObject({ amount: 1460, status: 'completed', referenceNumber: 'CHK-2077' });
  });

  it('says a lease without a move-out date cannot be disposed of yet, and a missing lease is not found', async () => {
    const { lease } = createTenancy();
    const view = await open(lease.id);
    expect(
      await screen.findByText('Process the move-out first: a disposition needs a move-out date.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save draft' })).not.toBeInTheDocument();
    view.unmount();

    await renderRoute('/leases/no-such-lease/deposit');
    expect(await screen.findByText('Lease not found')).toBeInTheDocument();
  });
});
