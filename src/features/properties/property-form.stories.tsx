import { useQuery } from '@tanstack/react-query';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { propertyQueries } from '@/lib/api/queries';
import { seededId } from '@/testing/seeded-store';
import { PropertyFormModal } from './components/property-form-modal';

/** The property form in its large modal: new (no photos yet), edit (with photos), validation. */
function PropertyFormStory({ propertyName }: { propertyName?: string }) {
  const id = propertyName ? seededId('properties', (p) => p.name === propertyName) : '';
  const property = useQuery(propertyQueries.detail(id));
  if (propertyName && !property.data) return null;
  return <PropertyFormModal open onClose={() => {}} property={property.data ?? undefined} />;
}

const meta = {
  title: 'Properties/PropertyFormModal',
  component: PropertyFormStory,
  parameters: { route: '/properties' },
} satisfies Meta<typeof PropertyFormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NewProperty: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('dialog', { name: 'Add New Property' })).toBeInTheDocument();
    await expect(body.getByText('Save property first to add photos')).toBeInTheDocument();
  },
};

export const ValidationShown: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Add New Property' }));
    await userEvent.type(dialog.getByLabelText(/Year Built/), '3000');
    await userEvent.click(dialog.getByRole('button', { name: 'Create Property' }));
    await expect(await dialog.findByText('Property name is required')).toBeInTheDocument();
    await expect(dialog.getByText('Year built cannot be in the future')).toBeInTheDocument();
  },
};

export const EditWithPhotos: Story = {
  args: { propertyName: 'Maple Court Apartments' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(
      await body.findByRole('dialog', { name: 'Edit Maple Court Apartments' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await expect(body.getByRole('button', { name: 'Upload Photos' })).toBeInTheDocument();
  },
};
