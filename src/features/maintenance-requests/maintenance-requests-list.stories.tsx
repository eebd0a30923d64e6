import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { scenarios } from '@mocks/scenarios';
import { Component as RequestsListRoute } from './routes/maintenance-requests-list-route';

/** /maintenance-requests on the mock API. */
const meta = {
  title: 'Maintenance Requests/RequestsListRoute',
  component: RequestsListRoute,
  parameters: { route: '/maintenance-requests' },
} satisfies Meta<typeof RequestsListRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('list', { name: 'Requests' }, { timeout: 5000 })).toBeInTheDocument();
  },
};

export const Filtered: Story = {
  parameters: { route: '/maintenance-requests?priority=high&category=plumbing' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('combobox', { name: 'Priority' }, { timeout: 5000 })).toHaveValue('high');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [scenarios.loading('/maintenance-requests')] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Loading maintenance requests…' }),
    ).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [scenarios.emptyList('/maintenance-requests')] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('link', { name: 'Create First Request' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

export const FilteredEmpty: Story = {
  parameters: { route: '/maintenance-requests?search=zzzz-no-such-request' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Clear Filters' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [scenarios.error('/maintenance-requests')] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Error loading maintenance requests', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};
