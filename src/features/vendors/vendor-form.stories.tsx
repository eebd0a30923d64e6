import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { VendorFormModal } from './components/vendor-form-modal';

/**
 * The Add Vendor modal (spec 3 §2 "Vendor form", §5): its three steps, each with its validation, and
 * the specialty suggestions from the company name.
 */
const meta = {
  title: 'Vendors/VendorFormModal',
  component: VendorFormModal,
  args: { open: true, onClose: () => {} },
} satisfies Meta<typeof VendorFormModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => within(await screen.findByRole('dialog', { name: 'Add Vendor' }, { timeout: 5000 }));

/** Step 1 of 3, Basic Information, open. */
export const BasicInformation: Story = {
  play: async () => {
    const modal = await dialog();
    await expect(modal.getByRole('button', { name: /Basic Information/ })).toHaveAttribute('aria-expanded', 'true');
    await expect(modal.getByRole('textbox', { name: 'Company Name' })).toBeVisible();
  },
};

/** Step 1's rules: required fields, email and phone formats. */
export const BasicInformationValidation: Story = {
  play: async () => {
    const modal = await dialog();
    await userEvent.click(modal.getByRole('textbox', { name: 'Email' }));
    await userEvent.paste('not-an-email');
    await userEvent.click(modal.getByRole('textbox', { name: 'Phone' }));
    await userEvent.paste('call me');
    await userEvent.click(modal.getByRole('button', { name: 'Continue' }));
    await expect(await modal.findByText('Company name is required')).toBeInTheDocument();
    await expect(modal.getByText('Contact name is required')).toBeInTheDocument();
    await expect(modal.getByText('Invalid email address')).toBeInTheDocument();
    await expect(modal.getByText('Invalid phone number format')).toBeInTheDocument();
  },
};

/** Step 2 of 3, Service Details: the specialty suggestions for "Ace Plumbing & Heating". */
export const ServiceDetailsWithSuggestions: Story = {
  play: async () => {
    const modal = await dialog();
    await userEvent.click(modal.getByRole('textbox', { name: 'Company Name' }));
    await userEvent.paste('Ace Plumbing & Heating');
    await userEvent.click(modal.getByRole('button', { name: /Service Details/ }));
    await expect(await modal.findByText('Suggested specialties')).toBeInTheDocument();
    await userEvent.click(modal.getByRole('button', { name: 'Apply Suggestions' }));
    await waitFor(() => expect(modal.getByRole('checkbox', { name: 'plumbing' })).toBeChecked());
  },
};

/** Step 2's rule: at least one specialty (a submit opens the steps that hold errors). */
export const ServiceDetailsValidation: Story = {
  play: async () => {
    const modal = await dialog();
    await userEvent.click(screen.getByRole('button', { name: 'Create Vendor' }));
    await expect(await modal.findByText('At least one specialty is required')).toBeVisible();
  },
};

/** Step 3 of 3, Business Information (optional): the state choices and Active (default on). */
export const BusinessInformation: Story = {
  play: async () => {
    const modal = await dialog();
    await userEvent.click(modal.getByRole('button', { name: /Business Information/ }));
    await expect(modal.getByRole('combobox', { name: 'State' })).toBeVisible();
    await expect(modal.getByRole('checkbox', { name: 'Active' })).toBeChecked();
  },
};
