import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { db, resetDb } from '@mocks/db';
import { overduePayments } from '@mocks/queries/payments';
import { scenarios } from '@mocks/scenarios';
import { AGING_TEXT } from './components/aging-view';
import { Component as OverduePaymentsRoute } from './routes/overdue-payments-route';

/** A seeded property with an overdue rent (seeded ids are deterministic, so reading it when the file loads is safe). */
function seededPropertyId(): string {
  if (db.payments.count() === 0) resetDb();
  return overduePayments()[0]!.payment.propertyId;
}

/** The overdue report's Aging view (/overdue-payments?view=aging) on the mock API, in each of its states. */
const meta = {
  title: 'Payments/AgingView',
  component: OverduePaymentsRoute,
  // One property's leases: the whole portfolio's page of rows is the same view, only longer.
  parameters: { route: `/overdue-payments?view=aging&property=${seededPropertyId()}` },
} satisfies Meta<typeof OverduePaymentsRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const AGING = '/payments/aging';

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: 'Aging per lease' }, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.getByRole('table', { name: 'Aging totals per property' })).toBeInTheDocument();
  },
};

/** At 375 px: the bucket tiles two per row, the tables scroll sideways inside their boxes. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: Populated.play,
};

export const Loading: Story = {
  parameters: { msw: { handlers: [scenarios.loading(AGING)] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading the aging…' })).toBeInTheDocument();
  },
};

/** Nobody owes anything on the day: the tiles read $0.00 and the tables give way to the empty state. */
export const NothingOutstanding: Story = {
  parameters: {
    msw: {
      handlers: [
        scenarios.json(AGING, {
          asOf: new Date().toISOString().slice(0, 10),
          summary: { current: 0, days1to30: 0, days31to60: 0, days61to90: 0, over90: 0, total: 0 },
          propertyTotals: [],
          data: [],
          meta: { total: 0, page: 1, limit: 50, totalPages: 0 },
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(AGING_TEXT.emptyTitle, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [scenarios.error(AGING)] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(AGING_TEXT.errorTitle, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};
