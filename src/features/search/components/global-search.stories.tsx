import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Box } from '@chakra-ui/react';
import { scenarios } from '@mocks/scenarios';
import { mapleResults, noResults, oakResults } from '../testing/search-fixtures';
import { GlobalSearch } from './global-search';

/**
 * The top bar's global search. Each story types into the box (play) against an MSW override, so
 * the dropdown shows that state: results, no results, the View all link, loading.
 */
const meta = {
  title: 'Search/GlobalSearch',
  component: GlobalSearch,
  parameters: { route: '/dashboard', layout: 'padded' },
  decorators: [
    (Story) => (
      <Box minH="560px" maxW="520px">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof GlobalSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

const typeQuery = async (canvasElement: HTMLElement, text: string) => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('combobox', { name: 'Search' }), text);
  return canvas;
};

export const Results: Story = {
  parameters: { msw: { handlers: [scenarios.json('/search/global', mapleResults)] } },
  play: async ({ canvasElement }) => {
    const canvas = await typeQuery(canvasElement, 'maple');
    await expect(await canvas.findByRole('option', { name: /^Maple Court/ })).toBeInTheDocument();
    await expect(canvas.getByRole('group', { name: 'Tenants' })).toBeInTheDocument();
  },
};

export const NoResults: Story = {
  parameters: {
    msw: { handlers: [scenarios.json('/search/global', noResults('zzz'))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await typeQuery(canvasElement, 'zzz');
    await expect(await canvas.findByText('No results found for "zzz"')).toBeInTheDocument();
  },
};

export const ViewAll: Story = {
  parameters: { msw: { handlers: [scenarios.json('/search/global', oakResults)] } },
  play: async ({ canvasElement }) => {
    const canvas = await typeQuery(canvasElement, 'oak');
    await expect(await canvas.findByRole('link', { name: 'View all 17 results' })).toBeInTheDocument();
    await expect(canvas.getByText('10 of 14 results')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: [scenarios.loading('/search/global')] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await typeQuery(canvasElement, 'oak');
    await expect(await canvas.findByText('Searching...')).toBeInTheDocument();
  },
};
