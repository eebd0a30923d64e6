import { screen, waitFor, within } from '@testing-library/react';
import { server } from '@mocks/node';
import { db } from '@mocks/db';
import { scenarios } from '@mocks/scenarios';
import { createPayment } from '@/testing/factories';
import { renderRoute } from '@/testing/render';
import { PAYMENTS_LIST_TEXT } from './payments-list-route';

const rows = () =>
  within(screen.getByRole('table', { name: 'Payments' }))
    .getAllByRole('row')
    .slice(1);

describe('/payments', { timeout: 60_000 }, () => {
  it('shows 20 payments a page from the server with the spec columns, the newest first, and pages on', async () => {
    const total = db.payments.count();
    const { user, router } = await renderRoute('/payments');
    await screen.findByRole('table', { name: 'Payments' });
    const headers = within(screen.getByRole('table', { name: 'Payments' }))
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Date', 'Tenant', 'Unit', 'Property', 'Type', 'Amount', 'Method', 'Status']);
    expect(rows()).toHaveLength(20);
    expect(screen.getByText(`Showing 1–20 of ${total} payments`)).toBeInTheDocument();
    // The date links to the payment.
    const newest = db.payments.all().sort((a, b) => b.paymentDate.localeCompare(a.paymentDate))[0]!;
    const link = within(rows()[0]!).getAllByRole('link')[0]!;
    expect(link.getAttribute('href')).toMatch(/^\/payments\/.+/);
    expect(db.payments.get(link.getAttribute('href')!.split('/').pop()!)!.paymentDate).toBe(newest.paymentDate);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await screen.findByText(`Showing 21–40 of ${total} payments`);
  });

  it('filters by payment type and date range on the server, the filters in the URL', async () => {
    const { user, router } = await renderRoute('/payments');
    await screen.findByRole('table', { name: 'Payments' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Payment Type' }), 'Security Deposit');
    const deposits = db.payments.where((p) => p.paymentType === 'security_deposit');
    await screen.findByText(`Showing 1–${Math.min(20, deposits.length)} of ${deposits.length} payments`);
    expect(router.state.location.search).toBe('?type=security_deposit');
    for (const row of rows()) expect(within(row).getByText('Security Deposit')).toBeInTheDocument();
  });

  it('reads the date range from the URL', async () => {
    const sample = createPayment({ paymentDate: '2019-07-15', dueDate: '2019-07-15' });
    const inRange = db.payments.where(
      (p) => p.paymentDate >= sample.paymentDate && p.paymentDate <= sample.paymentDate,
    );
    await renderRoute(`/payments?from=${sample.paymentDate}&to=${sample.paymentDate}`);
    await screen.findByText(new RegExp(`of ${inRange.length} payments?$`));
    expect(screen.getByLabelText('From')).toHaveValue(sample.paymentDate);
  });

  it('changes a status from the badge menu; the current status does nothing', async () => {
    const { user } = await renderRoute('/payments');
    await screen.findByRole('table', { name: 'Payments' });
    const href = within(rows()[0]!).getAllByRole('link')[0]!.getAttribute('href')!;
    const id = href.split('/').pop()!;
    const before = db.payments.get(id)!.status;
    const badge = within(rows()[0]!).getByRole('button', { name: /^Status: / });

    await user.click(badge);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem')).toHaveLength(6);
    await user.click(within(menu).getByRole('menuitem', { name: /\(current\)$/ }));
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(db.payments.get(id)!.status).toBe(before);

    const other = before === 'refunded' ? 'Pending' : 'Refunded';
    await user.click(within(rows()[0]!).getByRole('button', { name: /^Status: / }));
    await user.click(await screen.findByRole('menuitem', { name: other }));
    await waitFor(() => expect(db.payments.get(id)!.status).toBe(other.toLowerCase()));
    expect(
      await within(rows()[0]!).findByRole('button', { name: `Status: ${other}. Change status` }),
    ).toBeInTheDocument();
  });

  it('closes the menu when the status update fails', async () => {
    const { user } = await renderRoute('/payments');
    await screen.findByRole('table', { name: 'Payments' });
    server.use(scenarios.error('/payments/:id/status', 500, 'put'));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const current = within(rows()[0]!).getByRole('button', { name: /^Status: / });
    await user.click(current);
    const target = current.textContent === 'Refunded' ? 'Pending' : 'Refunded';
    await user.click(await screen.findByRole('menuitem', { name: target }));
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(errors).toHaveBeenCalledWith('Error updating payment status', expect.anything());
  });

  it('shows the spec error when the list fails', async () => {
    server.use(scenarios.error('/payments'));
    await renderRoute('/payments');
    expect(await screen.findByText(PAYMENTS_LIST_TEXT.errorTitle)).toBeInTheDocument();
    expect(screen.getByText('There was an error loading the payments. Please try again later.')).toBeInTheDocument();
  });
});
