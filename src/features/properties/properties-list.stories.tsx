import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { scenarios } from '@mocks/scenarios';
import twoProperties from './fixtures/two-properties.snapshot.json';
import { Component as PropertiesListRoute } from './routes/properties-list-route';

/** /properties on the mock API; states by MSW overrides. */
const meta = {
  title: 'Properties/PropertiesListRoute',
  component: PropertiesListRoute,
  parameters: { route: '/properties' },
} satisfies Meta<typeof PropertiesListRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('link', { name: /Maple Court Apartments/ }, { timeout: 5000 }),
    ).toBeInTheDocument();
    // Led by an active, let building, and every seeded card shows a photo rather than the placeholder.
    await expect(canvas.getAllByRole('link', { name: /, / })[0]).toHaveAccessibleName(/^Harbor View Apartments,/);
    await expect(canvas.queryByText('Property Image')).not.toBeInTheDocument();
  },
};

/**
 * The store holds a small named data set instead of the seed: `parameters.mockData` takes a data
 * snapshot (a file *Download data* in the demo controls saves, or one written by hand as here, each table
 * a list of records; a table left out is empty). Its dates move from its `takenOn` day to today.
 */
export const FromDataFile: Story = {
  parameters: { mockData: twoProperties },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: /Harbor View Lofts/ }, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: /Quince Street Duplex/ })).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: /Maple Court Apartments/ })).not.toBeInTheDocument();
    // Its properties have no photos: each card shows the placeholder.
    await expect(canvas.getAllByText('Property Image')).toHaveLength(2);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [scenarios.loading('/rental-properties')] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading properties…' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [scenarios.emptyList('/rental-properties')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No properties found', {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Add Your First Property' })).toBeInTheDocument();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [scenarios.error('/rental-properties')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Error loading properties')).toBeInTheDocument(), { timeout: 5000 });
  },
};

/** The smart search panel with filters from the URL (state TX), results and processing time. */
export const SmartSearch: Story = {
  parameters: { route: '/properties?smart=1&state=TX' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Smart Search' })).toBeInTheDocument();
    await expect(await canvas.findByText(/results? found in \d+ms/, {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.getByRole('list', { name: 'Search results' })).toBeInTheDocument();
  },
};

/** Autocomplete open with suggestions for "ma". */
export const SmartSearchSuggestions: Story = {
  parameters: { route: '/properties?smart=1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('combobox', { name: 'Search properties' });
    await userEvent.type(box, 'ma');
    await expect(await canvas.findByRole('listbox', {}, { timeout: 5000 })).toBeInTheDocument();
  },
};
