import { screen, within } from '@testing-library/react';
import { signInTestUser } from '@/testing/auth';
import { createAssignment, createPayment, createTenancy, createTenant } from '@/testing/factories';
import { renderWithProviders } from '@/testing/render';
import { LeasePaymentsSection, TenantPaymentsSection, UnitPaymentsSection } from './payments-section';

const headers = async () =>
  within(await screen.findByRole('table', { name: 'Payments' }))
    .getAllByRole('columnheader')
    .map((h) => h.textContent);

describe('Payments on a record page', { timeout: 60_000 }, () => {
  it('leaves off the columns the page already states for every row', async () => {
    signInTestUser();
    const { lease, tenant, unit } = createTenancy();
    createPayment({ tenantId: tenant.id, unitId: unit.id, leaseId: lease.id, amount: 1000 });

    const { unmount: leaveLease } = renderWithProviders(<LeasePaymentsSection leaseId={lease.id} />);
    expect(await headers()).toEqual(['Date', 'Type', 'Amount', 'Method', 'Status']);
    leaveLease();

    const { unmount: leaveTenant } = renderWithProviders(<TenantPaymentsSection tenantId={tenant.id} />);
    expect(await headers()).toEqual(['Date', 'Unit', 'Property', 'Type', 'Amount', 'Method', 'Status']);
    leaveTenant();

    renderWithProviders(<UnitPaymentsSection unitId={unit.id} />);
    expect(await headers()).toEqual(['Date', 'Tenant', 'Type', 'Amount', 'Method', 'Status']);
  });

  it("keeps a lease's Tenant column when more than one of its tenants paid", async () => {
    signInTestUser();
    const { lease, tenant, unit } = createTenancy();
    const coTenant = createTenant();
    createAssignment({ tenantId: coTenant.id, unitId: unit.id, leaseId: lease.id, startDate: lease.startDate });
    createPayment({ tenantId: tenant.id, unitId: unit.id, leaseId: lease.id, amount: 500 });
    createPayment({ tenantId: coTenant.id, unitId: unit.id, leaseId: lease.id, amount: 500 });

    renderWithProviders(<LeasePaymentsSection leaseId={lease.id} />);
    expect(await headers()).toEqual(['Date', 'Tenant', 'Type', 'Amount', 'Method', 'Status']);
  });
});
