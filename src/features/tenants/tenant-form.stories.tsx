import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import type { Tenant } from '@/lib/api/schema.gen';
import { TenantFormModal } from './components/tenant-form-modal';
import { seededTenantView, tenantWithAssignments } from './stories-support';

const tenant = seededTenantView(tenantWithAssignments()) as Tenant;

/** Add New Tenant / Edit Tenant: create, validation, edit (the SSN never shown in full). */
const meta = {
  title: 'Tenants/TenantFormModal',
  component: TenantFormModal,
  args: { open: true, onClose: () => {} },
} satisfies Meta<typeof TenantFormModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Add New Tenant' }, { timeout: 5000 });
    await expect(within(dialog).getByRole('combobox', { name: /Status/ })).toHaveValue('applicant');
  },
};

export const Validation: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Add New Tenant' }, { timeout: 5000 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Tenant' }));
    await expect(await within(dialog).findByText('First name is required')).toBeInTheDocument();
    await expect(within(dialog).getByText('Last name is required')).toBeInTheDocument();
    await expect(within(dialog).getByText('Email is required')).toBeInTheDocument();
  },
};

export const Edit: Story = {
  args: { tenant },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Edit Tenant' }, { timeout: 5000 });
    await expect(within(dialog).getByRole('textbox', { name: /First Name/ })).toHaveValue(tenant.firstName);
    await expect(within(dialog).getByRole('textbox', { name: /SSN/ })).toHaveValue('');
  },
};
