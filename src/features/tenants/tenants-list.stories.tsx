import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { scenarios } from '@mocks/scenarios';
import { Component as TenantsListRoute } from './routes/tenants-list-route';

/** /tenants on the mock API: populated, filtered, smart search, loading, empty, error. */
const meta = {
  title: 'Tenants/TenantsListRoute',
  component: TenantsListRoute,
  parameters: { route: '/tenants' },
} satisfies Meta<typeof TenantsListRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Tenants' }, { timeout: 5000 });
    await expect(within(list).getAllByRole('link').length).toBeGreaterThan(0);
  },
};

export const FilteredByStatus: Story = {
  parameters: { route: '/tenants?status=evicted' },
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Tenants' }, { timeout: 5000 });
    for (const card of within(list).getAllByRole('link')) await expect(card).toHaveTextContent('Evicted');
  },
};

export const SmartSearch: Story = {
  parameters: { route: '/tenants?smart=1&hasPets=true' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('list', { name: 'Search results' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [scenarios.loading('/tenants')] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading tenants…' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [scenarios.emptyList('/tenants')] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No tenants found.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [scenarios.error('/tenants')] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'There was an error loading the tenants. Please try again later.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  },
};
