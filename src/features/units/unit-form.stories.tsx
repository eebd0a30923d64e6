import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { scenarios } from '@mocks/scenarios';
import type { Unit } from '@/lib/api/schema.gen';
import { UnitFormModal } from './components/unit-form-modal';
import { seededUnitId, seededUnitView } from './stories-support';

const residential = seededUnitView(seededUnitId((u) => u.unitType === 'residential')) as Unit;
const commercial = seededUnitView(seededUnitId((u) => u.unitType === 'commercial')) as Unit;

/** The unit form modal: create (property select), edit, commercial, validation, no properties. */
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
    await expect(await within(dialog).findByRole('combobox', { name: /Property/ }, { timeout: 5000 })).toBeInTheDocument();
    await expect(within(dialog).getByText('Save unit first to add photos')).toBeInTheDocument();
  },
};

export const Edit: Story = {
  args: { unit: residential },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: `Edit Unit ${residential.unitNumber}` }, { timeout: 5000 })).toBeInTheDocument();
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
