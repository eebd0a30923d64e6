import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { scenarios } from '@mocks/scenarios';
import type { Unit } from '@/lib/api/schema.gen';
import { seededId } from '@/testing/seeded-store';
import { UnitFormModal } from './components/unit-form-modal';
import { seededUnitView } from './stories-support';

const residential = seededUnitView(seededId('units', (u) => u.unitType === 'residential')) as Unit;
const commercial = seededUnitView(seededId('units', (u) => u.unitType === 'commercial')) as Unit;

/**
 * The unit form modal: create (property select, or a property search box beyond 100 properties), create
 * on a property's page (its name read-only), edit, commercial, validation, no properties.
 */
const meta = {
  title: 'Units/UnitFormModal',
  component: UnitFormModal,
  args: { open: true, onClose: () => {} },
} satisfies Meta<typeof UnitFormModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Add New Unit' }, { timeout: 5000 });
    await expect(
      await within(dialog).findByRole('combobox', { name: /Property/ }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await expect(within(dialog).getByText('Save unit first to add photos')).toBeInTheDocument();
  },
};

/** More properties than one picker page (the first page says 1,000): the property is a search box. */
export const CreateAmongManyProperties: Story = {
  parameters: {
    msw: {
      handlers: [
        scenarios.json('/rental-properties', { data: [], meta: { total: 1000, page: 1, limit: 100, totalPages: 10 } }),
      ],
    },
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Add New Unit' }, { timeout: 5000 });
    await expect(
      await within(dialog).findByText(
        'Type 2 or more characters to search all 1,000 properties',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('combobox', { name: /Property/ }), 'Ma');
    await expect(
      await within(dialog).findByRole('listbox', { name: 'Property suggestions' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

/** Add Unit on a property's page: the property is fixed and shows by name, read-only. */
export const CreateForProperty: Story = {
  args: { propertyId: residential.rentalPropertyId },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Add New Unit' }, { timeout: 5000 });
    const property = within(dialog).getByRole('textbox', { name: 'Property' });
    await waitFor(() => expect(property).toHaveValue(residential.propertyName));
    await expect(property).toHaveAttribute('readonly');
  },
};

export const Edit: Story = {
  args: { unit: residential },
  play: async () => {
    await expect(
      await screen.findByRole('dialog', { name: `Edit Unit ${residential.unitNumber}` }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await expect(screen.getByRole('button', { name: 'Update Unit' })).toBeInTheDocument();
  },
};

export const Commercial: Story = {
  args: { unit: commercial },
  play: async () => {
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    await expect(within(dialog).getByRole('textbox', { name: /Business Name/ })).toHaveValue(commercial.businessName);
  },
};

export const Validation: Story = {
  args: { propertyId: residential.rentalPropertyId },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Add New Unit' }, { timeout: 5000 });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Commercial Unit' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Unit' }));
    await expect(await within(dialog).findByText('Unit number is a required field')).toBeInTheDocument();
    await expect(within(dialog).getByText('Business name is required for commercial units')).toBeInTheDocument();
  },
};

export const NoProperties: Story = {
  parameters: { msw: { handlers: [scenarios.emptyList('/rental-properties')] } },
  play: async () => {
    await expect(await screen.findByText('No Properties Available', {}, { timeout: 5000 })).toBeInTheDocument();
  },
};
