import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { scenarios } from '@mocks/scenarios';
import { Component as CreateRequestRoute } from './routes/maintenance-request-create-route';

/** /maintenance-requests/new: the three-step form. */
const meta = {
  title: 'Maintenance Requests/CreateRequestRoute',
  component: CreateRequestRoute,
  parameters: { route: '/maintenance-requests/new' },
} satisfies Meta<typeof CreateRequestRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StepOne: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Step 1 of 3', {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.getByRole('combobox', { name: 'Unit' })).toBeDisabled();
  },
};

export const Validation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Create Request' }, { timeout: 5000 }));
    await expect(await canvas.findByText('Property is required')).toBeInTheDocument();
    await expect(canvas.getByText('Unit is required')).toBeInTheDocument();
  },
};

export const StepTwoWithSuggestion: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /2\. Request Details/ }, { timeout: 5000 }));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Category' }), 'HVAC');
    await expect(await canvas.findByRole('button', { name: 'Apply Suggestions' })).toBeInTheDocument();
  },
};

export const PropertiesLoading: Story = {
  parameters: { msw: { handlers: [scenarios.loading('/rental-properties')] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Loading properties…', { selector: 'option' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};
