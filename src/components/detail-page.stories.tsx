import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heading } from '@chakra-ui/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DetailPage, type DetailPageText } from './detail-page';

interface Item {
  name: string;
}

const TEXT: DetailPageText = {
  loading: 'Loading item…',
  errorTitle: 'Error loading item',
  errorText: 'There was an error loading the item information. Please try again later.',
  notFoundTitle: 'Item not found',
  notFoundText: "The item you're looking for doesn't exist or has been deleted.",
  listPath: '/',
  listLabel: 'Back to Items',
};

const settled = { isPending: false, isError: false, isRefetching: false, data: undefined, refetch: fn() };

const meta = {
  title: 'Components/DetailPage',
  component: DetailPage<Item>,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    query: { ...settled, data: { name: 'Maple Court' } },
    leaving: false,
    text: TEXT,
    children: (item: Item) => (
      <Heading as="h1" size="2xl">
        {item.name}
      </Heading>
    ),
  },
} satisfies Meta<typeof DetailPage<Item>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Record: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Maple Court' })).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { query: { ...settled, isPending: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading item…' })).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { query: { ...settled, isError: true } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }));
    await expect(args.query.refetch).toHaveBeenCalled();
  },
};

/** A 404, or a record deleted earlier in the session (the query holds `null`). */
export const NotFound: Story = {
  args: { query: { ...settled, data: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Item not found' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Back to Items' })).toHaveAttribute('href', '/');
  },
};
