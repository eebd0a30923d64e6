import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { useQuery } from '@tanstack/react-query';
import { db, resetDb } from '@mocks/db';
import { scenarios } from '@mocks/scenarios';
import { assignmentQueries } from '@/lib/api/queries';
import { AssignTenantModal, BulkAssignModal, EditAssignmentModal } from './components/assignment-modals';

if (db.units.count() === 0) resetDb();
const unit = db.units.find((u) => db.assignments.where((a) => a.unitId === u.id).length === 0)!;
const assignmentId = db.assignments.all()[0]!.id;

/** The three assignment modals (spec 2 §2) on the mock API. */
const meta = {
  title: 'Assignments/AssignmentModals',
  component: AssignTenantModal,
  args: { open: true, onClose: () => {}, unitId: unit.id, unitLabel: `Unit ${unit.unitNumber}` },
} satisfies Meta<typeof AssignTenantModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AssignTenant: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Assign Tenant to Unit' }, { timeout: 5000 });
    await expect(within(dialog).getByLabelText(/Start Date/)).not.toHaveValue('');
  },
};

export const AssignTenantValidation: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Assign Tenant to Unit' }, { timeout: 5000 });
    await userEvent.clear(within(dialog).getByLabelText(/Start Date/));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Assign Tenant' }));
    await expect(await within(dialog).findByText('Tenant is required')).toBeInTheDocument();
    await expect(within(dialog).getByText('Start date is required')).toBeInTheDocument();
  },
};

export const AssignTenantFromTenantPage: Story = {
  args: { unitId: undefined, unitLabel: undefined, tenantId: db.tenants.all()[0]!.id, tenantLabel: 'Selected tenant' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Assign Tenant to Unit' }, { timeout: 5000 });
    await expect(within(dialog).getByRole('combobox', { name: /Unit/ })).toBeInTheDocument();
  },
};

/** The checkbox list of tenants: a search over the server narrows it, checked tenants stay under Selected. */
export const BulkAssign: Story = {
  render: () => <BulkAssignModal open onClose={() => {}} unitId={unit.id} unitLabel={`Unit ${unit.unitNumber}`} />,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Assign Multiple Tenants' }, { timeout: 5000 });
    const [first] = await within(dialog).findAllByRole('checkbox', {}, { timeout: 5000 });
    await userEvent.click(first!);
    await expect(within(dialog).getByText('Selected (1)')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Search tenants' }), 'zzqx');
    await expect(await within(dialog).findByText('No tenants match "zzqx".', {}, { timeout: 5000 })).toBeVisible();
    await expect(within(dialog).getByText('Selected (1)')).toBeInTheDocument();
  },
};

export const BulkAssignValidation: Story = {
  render: () => <BulkAssignModal open onClose={() => {}} unitId={unit.id} />,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Assign Multiple Tenants' }, { timeout: 5000 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Assign Tenants' }));
    await expect(await within(dialog).findByText('At least one tenant must be selected')).toBeInTheDocument();
  },
};

export const BulkAssignTenantsError: Story = {
  parameters: { msw: { handlers: [scenarios.error('/tenants')] } },
  render: () => <BulkAssignModal open onClose={() => {}} unitId={unit.id} />,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Assign Multiple Tenants' }, { timeout: 5000 });
    await expect(
      await within(dialog).findByText('The tenants could not be loaded.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};

/** Loads a seeded assignment (enriched) from the mock API, then opens the edit modal on it. */
function EditSeededAssignment() {
  const query = useQuery(assignmentQueries.detail(assignmentId));
  return query.data ? <EditAssignmentModal open onClose={() => {}} assignment={query.data} /> : null;
}

export const EditAssignment: Story = {
  render: () => <EditSeededAssignment />,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Edit Tenant Assignment' }, { timeout: 5000 });
    await expect(within(dialog).getByRole('button', { name: 'Update Assignment' })).toBeInTheDocument();
  },
};

export const EditAssignmentValidation: Story = {
  ...EditAssignment,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Edit Tenant Assignment' }, { timeout: 5000 });
    const start = within(dialog).getByLabelText(/Start Date/) as HTMLInputElement;
    const end = within(dialog).getByLabelText(/End Date/);
    await userEvent.clear(end);
    await userEvent.type(end, start.value || '2026-01-01');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Assignment' }));
    await expect(await within(dialog).findByText('End date must be after start date')).toBeInTheDocument();
  },
};
