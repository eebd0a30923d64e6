import { screen, waitFor, within } from '@testing-library/react';
import { server } from '@mocks/node';
import { db } from '@mocks/db';
import { scenarios } from '@mocks/scenarios';
import { addDays, todayIso } from '@/lib/format';
import { createPayment, createProperty, createTenancy, createUnit } from '@/testing/factories';
import { renderRoute } from '@/testing/render';
import { PAYMENT_DETAIL_TEXT } from './payment-detail-route';

describe('/payments/{id}', { timeout: 60_000 }, () => {
  it('shows the payment with links to its tenant, unit, property and lease', async () => {
    const p = createPayment();
    await renderRoute(`/payments/${p.id}`);
    await screen.findByRole('heading', { level: 1 });
    const tenant = db.tenants.get(p.tenantId)!;
    expect(screen.getByRole('link', { name: `${tenant.firstName} ${tenant.lastName}` })).toHaveAttribute(
      'href',
      `/tenants/${p.tenantId}`,
    );
    expect(screen.getByRole('link', { name: `Unit ${db.units.get(p.unitId)!.unitNumber}` })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: db.properties.get(p.propertyId)!.name })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View lease' })).toHaveAttribute('href', `/leases/${p.leaseId}`);
    expect(screen.getByText('No late fee: the payment is completed.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply Late Fee' })).not.toBeInTheDocument();
  });

  it('offers Apply Late Fee on an overdue rent past grace and records it', async () => {
    // Rent due 20 days ago, unpaid, on a property whose late fee applies after 5 days.
    const property = createProperty({
      lateFeeEnabled: true,
      lateFeeCalculationType: 'fixed',
      lateFeeAmount: 50,
      lateFeeDaysGrace: 5,
    });
    const { unit, tenant } = createTenancy({ unit: createUnit({ rentalPropertyId: property.id }) });
    const dueDate = addDays(todayIso(), -20);
    const bill = createPayment({
      tenantId: tenant.id,
      unitId: unit.id,
      status: 'pending',
      dueDate,
      paymentDate: dueDate,
    });
    const before = db.payments.where((x) => x.appliesToPaymentId === bill.id).length;
    const { user } = await renderRoute(`/payments/${bill.id}`);
    expect(await screen.findByText(/past the \d+-day grace period\. Late fee today: /)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Apply Late Fee' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The late fee was recorded');
    expect(db.payments.where((x) => x.appliesToPaymentId === bill.id)).toHaveLength(before + 1);
  });

  it('deletes the payment after confirmation and goes back to /payments', async () => {
    const p = createPayment();
    const { user, router } = await renderRoute(`/payments/${p.id}`);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payments'));
    expect(db.payments.get(p.id)).toBeUndefined();
  });

  it('shows not found and the load error', async () => {
    const { unmount } = await renderRoute('/payments/no-such-payment');
    expect(await screen.findByText(PAYMENT_DETAIL_TEXT.notFoundTitle)).toBeInTheDocument();
    unmount();
    server.use(scenarios.error('/payments/:id'));
    await renderRoute(`/payments/${createPayment().id}`);
    expect(await screen.findByText(PAYMENT_DETAIL_TEXT.errorTitle)).toBeInTheDocument();
  });
});
