import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { db, resetDb } from '@mocks/db';
import { scenarios } from '@mocks/scenarios';
import { OWNER_STATEMENT_TEXT, OwnerStatementSection } from './components/owner-statement-section';

/** A seeded property with units (seeded ids are deterministic, so reading it when the file loads is safe). */
function seededPropertyId(): string {
  if (db.properties.count() === 0) resetDb();
  return db.units.all()[0]!.rentalPropertyId;
}

const STATEMENT = '/rental-properties/:id/statement';

/** The owner statement section of the property page, on the mock API, in each of its states. */
const meta = {
  title: 'Payments/OwnerStatementSection',
  component: OwnerStatementSection,
  args: { propertyId: seededPropertyId() },
} satisfies Meta<typeof OwnerStatementSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('group', { name: 'Totals of the month' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

/** At 375 px: the totals stack, the unit table scrolls sideways inside its box with the unit kept in view. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: Populated.play,
};

export const Loading: Story = {
  parameters: { msw: { handlers: [scenarios.loading(STATEMENT)] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: OWNER_STATEMENT_TEXT.loading }),
    ).toBeInTheDocument();
  },
};

export const NoUnits: Story = {
  parameters: {
    msw: {
      handlers: [
        scenarios.json(STATEMENT, {
          property: {
            id: 'empty',
            name: 'Empty Lot',
            address: '1 Empty Way',
            city: 'Austin',
            state: 'TX',
            zipCode: '78701',
            lateFeeEnabled: false,
            lateFeeDaysGrace: 5,
          },
          month: new Date().toISOString().slice(0, 7),
          summary: {
            rentExpected: 0,
            rentCollected: 0,
            rentOutstanding: 0,
            lateFeesCharged: 0,
            lateFeesCollected: 0,
            maintenanceSpent: 0,
            net: 0,
            occupiedUnits: 0,
            workOrdersCompleted: 0,
          },
          units: [],
          workOrders: [],
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(OWNER_STATEMENT_TEXT.noUnits, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [scenarios.error(STATEMENT)] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(OWNER_STATEMENT_TEXT.errorTitle, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};
