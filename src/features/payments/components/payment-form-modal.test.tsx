import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { db } from '@mocks/db';
import { addDays, todayIso } from '@/lib/format';
import { createTenancy, createUnit } from '@/testing/factories';
import { fill } from '@/testing/fields';
import { renderRoute } from '@/testing/render';
import { firstOfNextMonth } from '@/lib/late-fees';
import { PAYMENT_FORM_MESSAGES } from '../lib/payment-form';

async function openDialog() {
  const view = await renderRoute('/payments');
  await view.user.click(await screen.findByRole('button', { name: 'Record Payment' }));
  const dialog = await screen.findByRole('dialog', { name: 'Record Payment' });
  return { ...view, dialog };
}

const submit = (user: UserEvent, dialog: HTMLElement) =>
  user.click(within(dialog).getByRole('button', { name: 'Record Payment' }));

/** An occupied unit: a tenant assigned through the unit's active lease, made for the test. */
const tenancy = () => createTenancy({ unit: createUnit({ monthlyRent: 1850 }) });

describe('Record Payment dialog (spec 2 §5)', { timeout: 60_000 }, () => {
  it('shows the messages of the required fields', async () => {
    const { user, dialog } = await openDialog();
    await submit(user, dialog);
    for (const message of [
      'Amount is required',
      PAYMENT_FORM_MESSAGES.paymentMethod,
      PAYMENT_FORM_MESSAGES.property,
      PAYMENT_FORM_MESSAGES.unit,
      PAYMENT_FORM_MESSAGES.tenant,
    ])
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(within(dialog).getByText('Invalid payment method')).toBeInTheDocument();
    expect(within(dialog).getByText('Property selection is required')).toBeInTheDocument();
  });

  it('bounds the amount, the payment date, notes and reference with the spec messages', async () => {
    const { user, dialog } = await openDialog();
    const amount = within(dialog).getByRole('textbox', { name: /Amount/ });
    await fill(user, amount, '0');
    await submit(user, dialog);
    expect(await within(dialog).findByText('Amount must be greater than $0.00')).toBeInTheDocument();
    await fill(user, amount, '1000000');
    await user.tab();
    expect(await within(dialog).findByText('Amount cannot exceed $999,999.99')).toBeInTheDocument();
    await fill(user, amount, '999999.99');
    await user.tab();
    await waitFor(() => expect(within(dialog).queryByText(/Amount (must|cannot)/)).not.toBeInTheDocument());

    await fill(user, within(dialog).getByLabelText(/Payment Date/), addDays(todayIso(), 1));
    await user.tab();
    expect(await within(dialog).findByText('Payment date cannot be in the future')).toBeInTheDocument();

    await fill(user, within(dialog).getByRole('textbox', { name: 'Notes' }), 'n'.repeat(1001));
    await user.tab();
    expect(await within(dialog).findByText('Notes cannot exceed 1000 characters')).toBeInTheDocument();
    await fill(user, within(dialog).getByRole('textbox', { name: 'Reference Number' }), 'r'.repeat(101));
    await user.tab();
    expect(await within(dialog).findByText('Reference number cannot exceed 100 characters')).toBeInTheDocument();
  });

  it('offers the units of the chosen property and the tenants of the chosen unit, prefills rent, and records the payment with its lease', async () => {
    const { assignment, unit, tenant, property } = tenancy();
    const { user, dialog } = await openDialog();
    // Counted once the list has loaded: its first call posts the rent the new lease owes so far.
    const before = db.payments.count();

    const unitSelect = within(dialog).getByRole('combobox', { name: /^Unit/ });
    expect(unitSelect).toBeDisabled();
    const propertySelect = await within(dialog).findByRole('combobox', { name: /^Property/ });
    await waitFor(() => expect(within(propertySelect).getAllByRole('option').length).toBeGreaterThan(1));
    await user.selectOptions(propertySelect, property.id);
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /^Unit/ })).toBeEnabled());
    const unitOptions = within(within(dialog).getByRole('combobox', { name: /^Unit/ }))
      .getAllByRole('option')
      .slice(1)
      .map((o) => o.getAttribute('value'));
    expect(unitOptions.sort()).toEqual(
      db.units
        .where((u) => u.rentalPropertyId === property.id)
        .map((u) => u.id)
        .sort(),
    );
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Unit/ }), unit.id);

    // Type rent: the amount is the unit's rent, due on the first of next month.
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /Amount/ })).toHaveValue(
        unit.monthlyRent.toLocaleString('en-US', { maximumFractionDigits: 2 }),
      ),
    );
    expect(within(dialog).getByLabelText(/Due Date/)).toHaveValue(firstOfNextMonth(todayIso()));

    const tenantSelect = within(dialog).getByRole('combobox', { name: /^Tenant/ });
    await waitFor(() => expect(within(tenantSelect).getAllByRole('option').length).toBeGreaterThan(1));
    const tenantIds = within(tenantSelect)
      .getAllByRole('option')
      .slice(1)
      .map((o) => o.getAttribute('value'));
    const assigned = new Set(db.assignments.where((a) => a.unitId === unit.id).map((a) => a.tenantId));
    expect(new Set(tenantIds)).toEqual(assigned);
    await user.selectOptions(tenantSelect, tenant.id);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Payment Method/ }), 'Zelle');
    await submit(user, dialog);

    await waitFor(() => expect(db.payments.count()).toBe(before + 1));
    const saved = db.payments
      .all()
      .find(
        (p) => p.tenantId === tenant.id && p.dueDate === firstOfNextMonth(todayIso()) && p.paymentMethod === 'zelle',
      )!;
    expect(saved).toMatchObject({
      amount: unit.monthlyRent,
      paymentType: 'rent',
      status: 'completed',
      unitId: unit.id,
      propertyId: property.id,
      leaseId: assignment.leaseId,
      notes: null,
      referenceNumber: null,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('prefills a late fee as the larger of 5% of rent and 50', async () => {
    const { unit, property } = tenancy();
    const { user, dialog } = await openDialog();
    const propertySelect = await within(dialog).findByRole('combobox', { name: /^Property/ });
    await waitFor(() => expect(within(propertySelect).getAllByRole('option').length).toBeGreaterThan(1));
    await user.selectOptions(propertySelect, property.id);
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /^Unit/ })).toBeEnabled());
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Unit/ }), unit.id);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Payment Type' }), 'Late Fee');
    const expected = Math.max(unit.monthlyRent * 0.05, 50);
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /Amount/ })).toHaveValue(
        expected.toLocaleString('en-US', { maximumFractionDigits: 2 }),
      ),
    );
  });
});
