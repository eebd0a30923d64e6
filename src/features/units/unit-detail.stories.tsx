import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { scenarios } from '@mocks/scenarios';
import { Component as UnitDetailRoute } from './routes/unit-detail-route';
import { unitWithAssignments, unitWithoutAssignments } from './stories-support';

/** /units/{id} on the mock API. */
const meta = {
  title: 'Units/UnitDetailRoute',
  component: UnitDetailRoute,
  parameters: { route: `/units/${unitWithAssignments()}` },
} satisfies Meta<typeof UnitDetailRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: /^Unit / }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await expect(
      await within(canvas.getByRole('region', { name: 'Tenant Assignments' })).findByRole(
        'table',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  },
};

export const NoAssignments: Story = {
  parameters: { route: `/units/${unitWithoutAssignments()}` },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No tenants are assigned to this unit.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [scenarios.loading('/units/:id')] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading unit…' })).toBeInTheDocument();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [scenarios.error('/units/:id')] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'There was an error loading the unit information. Please try again later.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  },
};

export const NotFound: Story = {
  parameters: { route: '/units/no-such-unit' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        "The unit you're looking for doesn't exist or has been deleted.",
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  },
};

export const AssignmentsError: Story = {
  parameters: { msw: { handlers: [scenarios.error('/tenant-unit-assignments/by-unit/:id')] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Error loading assignments.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};
