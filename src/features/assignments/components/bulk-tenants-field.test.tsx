import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { scenarios } from '@mocks/scenarios';
import { signInTestUser } from '@/testing/auth';
import { createLease, createTenant, createUnit } from '@/testing/factories';
import { renderWithProviders } from '@/testing/render';
import { fill } from '@/testing/fields';
import { BulkAssignModal } from './assignment-modals';

const UNIT_ID = 'u-bulk';

/** Tenants of this test, all named Quillfeather (or Brambleworth), so a search finds exactly them. */
function seedTenants() {
  const unit = createUnit();
  const tenant = (id: string, firstName: string, lastName: string) =>
    createTenant({ id, firstName, lastName, email: `${id}@example.com` });
  tenant('t-ada', 'Ada', 'Quillfeather');
  tenant('t-bo', 'Bo', 'Quillfeather');
  tenant('t-cy', 'Cy', 'Quillfeather');
  tenant('t-dee', 'Dee', 'Brambleworth');
  createUnit({ id: UNIT_ID, unitNumber: 'BULK-1', rentalPropertyId: unit.rentalPropertyId });
  // Bo lives elsewhere under an active lease; Cy is already on this unit (no lease).
  createLease({ id: 'l-bo' });
  const assignment = { isPrimary: true, startDate: '2020-01-01', endDate: null, createdAt: '2020-01-01T00:00:00Z' };
  db.assignments.insert({
    ...assignment,
    id: 'a-bo',
    tenantId: 't-bo',
    unitId: unit.id,
    leaseId: 'l-bo',
    updatedAt: '',
  });
  db.assignments.insert({ ...assignment, id: 'a-cy', tenantId: 't-cy', unitId: UNIT_ID, leaseId: null, updatedAt: '' });
}

async function search(user: UserEvent, dialog: HTMLElement, text: string) {
  await fill(user, within(dialog).getByRole('searchbox', { name: 'Search tenants' }), text);
}

const tenantBox = (dialog: HTMLElement, name: string) =>
  within(dialog).findByRole('checkbox', { name: new RegExp(`^${name}`) });

describe('Assign Multiple Tenants: the checkbox list of tenants (spec 2 §2)', { timeout: 30_000 }, () => {
  beforeEach(() => {
    signInTestUser();
    seedTenants();
  });

  it('searches over the server, keeps checked tenants checked across searches and assigns them', async () => {
    const { user } = renderWithProviders(<BulkAssignModal open onClose={() => {}} unitId={UNIT_ID} />);
    const dialog = await screen.findByRole('dialog', { name: 'Assign Multiple Tenants' });
    // Before any search: the first page of every tenant, counted.
    expect(await within(dialog).findByText(`${db.tenants.count()} tenants`)).toBeInTheDocument();

    await search(user, dialog, 'Quillfeather');
    expect(await within(dialog).findByText('3 tenants match "Quillfeather".')).toBeInTheDocument();
    // Without a current assignment first: Ada, then Bo (active lease elsewhere), then Cy (already here, not checkable).
    const labels = within(dialog).getAllByText(/Quillfeather \(/);
    expect(labels.map((label) => label.textContent?.split(' ')[0])).toEqual(['Ada', 'Bo', 'Cy']);
    expect(await tenantBox(dialog, 'Cy Quillfeather')).toBeDisabled();
    expect(within(dialog).getByText('Already assigned to this unit')).toBeInTheDocument();

    await user.click(await tenantBox(dialog, 'Ada Quillfeather'));
    expect(within(dialog).getByText('Selected (1)')).toBeInTheDocument();

    await search(user, dialog, 'Brambleworth');
    await user.click(await tenantBox(dialog, 'Dee Brambleworth'));
    expect(within(dialog).queryByRole('checkbox', { name: /^Ada Quillfeather/ })).not.toBeInTheDocument();
    expect(within(dialog).getByText('Selected (2)')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Remove Ada Quillfeather (t-ada@example.com)' })).toBeVisible();

    await search(user, dialog, 'Quillfeather');
    expect(await tenantBox(dialog, 'Ada Quillfeather')).toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: 'Assign Tenants' }));
    await waitFor(() =>
      expect(
        db.assignments
          .where((a) => a.unitId === UNIT_ID)
          .map((a) => a.tenantId)
          .sort(),
      ).toEqual(['t-ada', 't-cy', 't-dee']),
    );
  });

  it('unchecks a tenant from the Selected list', async () => {
    const { user } = renderWithProviders(<BulkAssignModal open onClose={() => {}} unitId={UNIT_ID} />);
    const dialog = await screen.findByRole('dialog', { name: 'Assign Multiple Tenants' });
    await search(user, dialog, 'Brambleworth');
    await user.click(await tenantBox(dialog, 'Dee Brambleworth'));
    await user.click(within(dialog).getByRole('button', { name: 'Remove Dee Brambleworth (t-dee@example.com)' }));
    expect(within(dialog).getByText('Selected (0)')).toBeInTheDocument();
    expect(await tenantBox(dialog, 'Dee Brambleworth')).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Assign Tenants' }));
    expect(await within(dialog).findByText('At least one tenant must be selected')).toBeInTheDocument();
  });

  it('says when the tenants could not be loaded, with Retry', async () => {
    server.use(scenarios.error('/tenants'));
    renderWithProviders(<BulkAssignModal open onClose={() => {}} unitId={UNIT_ID} />);
    const dialog = await screen.findByRole('dialog', { name: 'Assign Multiple Tenants' });
    expect(await within(dialog).findByText('The tenants could not be loaded.')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
