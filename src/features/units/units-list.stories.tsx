import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { delay, http, HttpResponse } from 'msw';
import { db } from '@mocks/db';
import { unitsInOrder } from '@mocks/queries/properties-units';
import { unitView } from '@mocks/views/properties-units';
import { scenarios } from '@mocks/scenarios';
import { Component as UnitsListRoute } from './routes/units-list-route';

/** /units on the mock API: basic list with client-side filters, and the smart search. */
const meta = {
  title: 'Units/UnitsListRoute',
  component: UnitsListRoute,
  parameters: { route: '/units' },
} satisfies Meta<typeof UnitsListRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: 'Units' }, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.getByRole('columnheader', { name: 'Sq. Ft.' })).toBeInTheDocument();
  },
};

export const Filtered: Story = {
  parameters: { route: '/units?availability=available&bedrooms=2' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Availability' })).toHaveValue('available'), {
      timeout: 5000,
    });
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [scenarios.loading('/units')] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading units…' })).toBeInTheDocument();
  },
};

/**
 * A portfolio of 10,000 units: GET /units serves 1,000 a page, and pages 2–10 never answer here. The
 * list shows its first 100 rows from page 1 with the full count; the Property filter waits (disabled).
 */
export const LargePortfolioFirstPage: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/units', async ({ request }) => {
          if (new URL(request.url).searchParams.get('page') !== '1') await delay('infinite');
          const seeded = unitsInOrder(db);
          const data = Array.from({ length: 1000 }, (_, i) => {
            const unit = seeded[i % seeded.length]!;
            return { ...unitView(unit, db.properties.get(unit.rentalPropertyId)), id: `${unit.id}-${i}` };
          });
          return HttpResponse.json({ data, meta: { total: 10000, page: 1, limit: 1000, totalPages: 10 } });
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: 'Units' }, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.getByText('Showing 1–100 of 10,000 units')).toBeInTheDocument();
    await expect(canvas.getByRole('combobox', { name: 'Property' })).toBeDisabled();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [scenarios.emptyList('/units')] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No units found.', {}, { timeout: 5000 })).toBeInTheDocument();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [scenarios.error('/units')] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'There was an error loading the units. Please try again later.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  },
};

export const SmartSearch: Story = {
  parameters: { route: '/units?smart=1&beds=2&available=true' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/results? found in \d+ms/, {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.getByRole('checkbox', { name: 'Available Only' })).toBeChecked();
  },
};

export const SmartSearchSuggestions: Story = {
  parameters: { route: '/units?smart=1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('combobox', { name: 'Search units' }, { timeout: 5000 }), 'Ma');
    await expect(
      await canvas.findByRole('listbox', { name: 'Unit suggestions' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

/** More properties than one picker page (the first page says 1,000): the property filter is a search box. */
export const SmartSearchManyProperties: Story = {
  parameters: {
    route: '/units?smart=1',
    msw: {
      handlers: [
        scenarios.json('/rental-properties', { data: [], meta: { total: 1000, page: 1, limit: 100, totalPages: 10 } }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Type 2 or more characters to search all 1,000 properties', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    await userEvent.type(canvas.getByRole('combobox', { name: 'Property' }), 'Ma');
    await expect(
      await canvas.findByRole('listbox', { name: 'Property suggestions' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

export const SmartSearchNoResults: Story = {
  parameters: { route: '/units?smart=1&q=zzzz-no-such-unit' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No units found.', {}, { timeout: 5000 })).toBeInTheDocument();
  },
};
