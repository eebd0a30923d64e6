import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@chakra-ui/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmptyState, ErrorState, LoadingState, NotFoundState } from './page-states';

const meta = {
  title: 'Components/PageStates',
  component: ErrorState,
  tags: ['autodocs'],
  subcomponents: { EmptyState, LoadingState, NotFoundState },
  parameters: { layout: 'padded' },
  args: {
    title: 'Error loading items',
    text: 'There was an error loading the items. Please try again later.',
    onRetry: fn(),
  },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ErrorWithRetry: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const ErrorWithoutRetry: Story = { args: { onRetry: undefined } };

export const Loading: Story = {
  render: () => <LoadingState label="Loading items" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading items' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  render: () => (
    <EmptyState
      title="No items found"
      text="You don't have any items yet. Add your first item to get started."
      action={<Button colorPalette="primary">Add Your First Item</Button>}
    />
  ),
};

export const NotFound: Story = {
  render: () => (
    <NotFoundState
      title="Item not found"
      text="The item you're looking for doesn't exist or has been deleted."
      backTo="/"
      backLabel="Back to list"
    />
  ),
};
