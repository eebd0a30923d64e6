import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { scenarios } from '@mocks/scenarios';
import { seededId } from '@/testing/seeded-store';
import twoProperties from './fixtures/two-properties.snapshot.json';
import { Component as PropertyDetailRoute } from './routes/property-detail-route';

/** /properties/{id} on the mock API; the seeded properties cover photos and no units, a data file no photos. */
const meta = {
  title: 'Properties/PropertyDetailRoute',
  component: PropertyDetailRoute,
  parameters: { route: `/properties/${seededId('properties', (p) => p.name === 'Maple Court Apartments')}` },
} satisfies Meta<typeof PropertyDetailRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Maple Court Apartments' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Financial Summary' })).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Photos' })).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [scenarios.loading('/rental-properties/:id')] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading property…' })).toBeInTheDocument();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [scenarios.error('/rental-properties/:id')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(
      () =>
        expect(
          canvas.getByText('There was an error loading the property information. Please try again later.'),
        ).toBeInTheDocument(),
      { timeout: 5000 },
    );
  },
};

export const NotFound: Story = {
  parameters: { route: '/properties/no-such-property' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        "The property you're looking for doesn't exist or has been deleted.",
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  },
};

export const NoUnits: Story = {
  parameters: { route: `/properties/${seededId('properties', (p) => p.name === 'Willow Lane Cottage')}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No units added', {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Add Your First Unit' })).toBeInTheDocument();
  },
};

/** Every seeded property has a photo, so this one comes from a small data file whose properties have none. */
export const NoPhotos: Story = {
  parameters: { mockData: twoProperties, route: '/properties/property-quince' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Quince Street Duplex' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await expect(canvas.queryByRole('region', { name: 'Photos' })).not.toBeInTheDocument();
  },
};

export const InsuranceEditMode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Insurance' }, { timeout: 5000 }));
    await expect(canvas.getByRole('form', { name: 'Edit Insurance' })).toBeInTheDocument();
  },
};

export const TaxesEditMode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Property Taxes' }, { timeout: 5000 }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Property Taxes' }));
    await expect(canvas.getByText(/Total from Components:/)).toBeInTheDocument();
  },
};

export const UtilitiesEditMode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Utilities' }, { timeout: 5000 }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Utilities' }));
    await expect(canvas.getByRole('form', { name: 'Edit Utilities' })).toBeInTheDocument();
  },
};
