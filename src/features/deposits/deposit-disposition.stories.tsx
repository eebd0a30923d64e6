import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { scenarios } from '@mocks/scenarios';
import { Component as DepositDispositionRoute } from './routes/deposit-disposition-route';
import { draftDisposition, finalDisposition } from './testing/disposition-fixtures';

const DISPOSITION = '/leases/:id/deposit-disposition';

/** /leases/{id}/deposit, each state from a disposition the mock answers for lease l-1. */
const meta = {
  title: 'Deposits/DepositDispositionRoute',
  component: DepositDispositionRoute,
  parameters: {
    route: '/leases/l-1/deposit',
    msw: { handlers: [scenarios.json(DISPOSITION, draftDisposition())] },
  },
} satisfies Meta<typeof DepositDispositionRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('heading', { level: 1, name: 'Deposit disposition' }, { timeout: 5000 });

/** A draft: the ledger's unpaid rent, one cleaning line, the refund due and the days left. */
export const Draft: Story = {
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Refund due: $150.00')).toBeInTheDocument();
    await expect(canvas.getByText('17 days left')).toBeInTheDocument();
    await expect(canvas.getByRole('table', { name: 'Deducted from the ledger' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Finalize and record refund' })).toBeInTheDocument();
  },
};

/** Past the deadline, deductions above the deposit: "Overdue by 3 days" and the balance owed, in red. */
export const OverdueAndOwed: Story = {
  parameters: {
    msw: {
      handlers: [
        scenarios.json(
          DISPOSITION,
          draftDisposition({ daysLeft: -3, held: 1000, refundDue: 0, balanceOwed: 800, totalDeductions: 1800 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Overdue by 3 days')).toBeInTheDocument();
    await expect(canvas.getByText('Balance owed: $800.00')).toBeInTheDocument();
  },
};

/** A line added and saved empty: each field says what is wrong, the focus goes to the first. */
export const Validation: Story = {
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add deduction' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save draft' }));
    await expect(await canvas.findByText('Description is required')).toBeInTheDocument();
  },
};

/** Final: the frozen statement with Print statement and Export CSV; nothing editable. */
export const Final: Story = {
  parameters: { msw: { handlers: [scenarios.json(DISPOSITION, finalDisposition())] } },
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Print statement' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Save draft' })).not.toBeInTheDocument();
  },
};

/** Before the move-out is processed: what is held and owed, and where to process the move-out. */
export const NoMoveOutYet: Story = {
  parameters: {
    msw: {
      handlers: [
        scenarios.json(
          DISPOSITION,
          draftDisposition({
            status: 'not_started',
            moveOutDate: null,
            deadline: null,
            daysLeft: null,
            deductions: [],
          }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    await expect(
      within(canvasElement).getByText('Process the move-out first: a disposition needs a move-out date.'),
    ).toBeInTheDocument();
  },
};

/** At 375 px: the figures stack, the tables become a card per row. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: Draft.play,
};

export const Loading: Story = {
  parameters: { msw: { handlers: [scenarios.loading(DISPOSITION)] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Loading deposit disposition…' }),
    ).toBeInTheDocument();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [scenarios.error(DISPOSITION)] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Error loading the deposit disposition', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

export const NotFound: Story = {
  parameters: { msw: { handlers: [scenarios.notFound(DISPOSITION)] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Lease not found', {}, { timeout: 5000 })).toBeInTheDocument();
  },
};
