import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { scenarios } from '@mocks/scenarios';
import { Component as WorkOrdersListRoute } from './routes/work-orders-list-route';

/** /work-orders on the mock API: 20 cards a page, filters in the URL. */
const meta = {
  title: 'Work Orders/WorkOrdersListRoute',
  component: WorkOrdersListRoute,
  parameters: { route: '/work-orders' },
} satisfies Meta<typeof WorkOrdersListRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Work orders' }, { timeout: 5000 });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(20);
  },
};

export const Filtered: Story = {
  parameters: { route: '/work-orders?status=completed&priority=high' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveValue('completed'), {
      timeout: 5000,
    });
    await expect(canvas.getByRole('button', { name: 'Clear Filters' })).toBeEnabled();
  },
};

export const FilteredEmpty: Story = {
  parameters: { route: '/work-orders?search=no-such-work-order' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No work orders match these filters.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [scenarios.loading('/work-orders')] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Loading work orders…' }),
    ).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [scenarios.emptyList('/work-orders')] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'Work orders will appear here when maintenance requests are approved and assigned.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [scenarios.error('/work-orders')] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'There was an error loading the work orders. Please try again later.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  },
};
