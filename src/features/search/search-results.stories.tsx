import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { scenarios } from '@mocks/scenarios';
import { noResults, oakResults } from './testing/search-fixtures';
import { Component as SearchResultsRoute } from './routes/search-results-route';

/** /search?q=… — the full results page (target of "View all N results"). */
const meta = {
  title: 'Search/SearchResultsRoute',
  component: SearchResultsRoute,
  parameters: { route: '/search?q=oak' },
} satisfies Meta<typeof SearchResultsRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  parameters: { msw: { handlers: [scenarios.json('/search/global', oakResults)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Units' })).toBeInTheDocument();
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveValue('oak');
    await expect(canvas.getByRole('link', { name: /^Oak Ridge Apartments/ })).toHaveAttribute(
      'href',
      '/properties/p-1',
    );
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [scenarios.loading('/search/global')] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Searching' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { route: '/search?q=zzz', msw: { handlers: [scenarios.json('/search/global', noResults('zzz'))] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No results found for "zzz"')).toBeInTheDocument();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [scenarios.error('/search/global')] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Error loading search results')).toBeInTheDocument();
  },
};

export const TooShort: Story = {
  parameters: { route: '/search?q=o' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Enter at least 2 characters to search.')).toBeInTheDocument();
  },
};
