import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { scenarios } from '@mocks/scenarios';
import { Component as WorkOrderDetailRoute } from './routes/work-order-detail-route';
import { workOrderIdIn } from './stories-support';

/** /work-orders/{id} on the mock API: one story per status's actions, the page states, and every dialog. */
const meta = {
  title: 'Work Orders/WorkOrderDetailRoute',
  component: WorkOrderDetailRoute,
  parameters: { route: `/work-orders/${workOrderIdIn('created')}` },
} satisfies Meta<typeof WorkOrderDetailRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const heading = (canvas: Canvas) => canvas.findByRole('heading', { level: 1, name: /^WO-/ }, { timeout: 5000 });

/** Waits for the page, clicks `action` and returns the dialog titled `title`. */
async function openDialog(canvasElement: HTMLElement, action: string, title = action) {
  const canvas = within(canvasElement);
  await heading(canvas);
  await userEvent.click(canvas.getByRole('button', { name: action }));
  const body = within(canvasElement.ownerDocument.body);
  return within(await body.findByRole('dialog', { name: title }, { timeout: 5000 }));
}

const actionsStory = (status: Parameters<typeof workOrderIdIn>[0], buttons: string[]): Story => ({
  parameters: { route: `/work-orders/${workOrderIdIn(status)}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas);
    for (const name of buttons) await expect(canvas.getByRole('button', { name })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: /^View Request / })).toBeInTheDocument();
  },
});

/** created: Assign Vendor, Schedule. */
export const Created: Story = actionsStory('created', ['Assign Vendor', 'Schedule']);
/** vendor_assigned: Schedule, Start Work. */
export const VendorAssigned: Story = actionsStory('vendor_assigned', ['Schedule', 'Start Work']);
/** scheduled: Start Work, Reschedule. */
export const Scheduled: Story = actionsStory('scheduled', ['Start Work', 'Reschedule']);
/** in_progress: Complete Work. */
export const InProgress: Story = actionsStory('in_progress', ['Complete Work']);
/** completed: Upload Invoice, Close Work Order (after a confirmation). */
export const Completed: Story = actionsStory('completed', ['Upload Invoice', 'Close Work Order']);

/** invoice_received: no actions; the cost breakdown offers View Invoice. */
export const InvoiceReceived: Story = {
  parameters: { route: `/work-orders/${workOrderIdIn('invoice_received')}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas);
    await expect(
      within(canvas.getByRole('region', { name: 'Cost Breakdown' })).getByRole('link', { name: 'View Invoice' }),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [scenarios.loading('/work-orders/:id')] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading work order…' })).toBeInTheDocument();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [scenarios.error('/work-orders/:id')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        'The work order could not be found or there was an error loading it.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};

export const NotFound: Story = {
  parameters: { route: '/work-orders/no-such-work-order' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Error loading work order' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

/** Assign Vendor submitted empty: "Please select a vendor". */
export const AssignVendorValidation: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'Assign Vendor');
    await userEvent.click(dialog.getByRole('button', { name: 'Assign Vendor' }));
    await expect(await dialog.findByText('Please select a vendor')).toBeInTheDocument();
  },
};

/** The vendor picker open: active vendors, recommended ones first with a star. */
export const AssignVendorPicker: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'Assign Vendor');
    await userEvent.click(dialog.getByRole('combobox', { name: /Vendor/ }));
    const list = await dialog.findByRole('listbox', { name: 'Vendor options' }, { timeout: 5000 });
    await waitFor(() => expect(within(list).getAllByLabelText('Recommended').length).toBeGreaterThan(0), {
      timeout: 5000,
    });
  },
};

/** Schedule submitted empty: the date and time are required. */
export const ScheduleValidation: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'Schedule', 'Schedule Work Order');
    await userEvent.type(dialog.getByRole('spinbutton', { name: /Estimated Duration/ }), '30');
    await userEvent.click(dialog.getByRole('button', { name: 'Schedule' }));
    await expect(await dialog.findByText('Scheduled date is required')).toBeInTheDocument();
    await expect(dialog.getByText('Scheduled time is required')).toBeInTheDocument();
    await expect(
      dialog.getByText('Estimated duration must be a valid number between 0.5 and 24 hours'),
    ).toBeInTheDocument();
  },
};

/** Reschedule starts from the current day and slot. */
export const RescheduleDialog: Story = {
  parameters: { route: `/work-orders/${workOrderIdIn('scheduled')}` },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'Reschedule', 'Reschedule Work Order');
    await expect(dialog.getByRole('combobox', { name: /Scheduled Time/ })).not.toHaveValue('');
  },
};

/** Start Work with its start time cleared: "Start time is required" (the date defaults to today). */
export const StartWorkValidation: Story = {
  parameters: { route: `/work-orders/${workOrderIdIn('scheduled')}` },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'Start Work');
    await userEvent.clear(dialog.getByLabelText(/Start Time/));
    await userEvent.click(dialog.getByRole('button', { name: 'Start Work' }));
    await expect(await dialog.findByText('Start time is required')).toBeInTheDocument();
  },
};

/** Complete Work with short notes and a negative cost; the total is labor plus material. */
export const CompleteWorkValidation: Story = {
  parameters: { route: `/work-orders/${workOrderIdIn('in_progress')}` },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'Complete Work');
    await userEvent.type(dialog.getByRole('textbox', { name: /Completion Notes/ }), 'Short');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Labor Cost' }), '-1');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Material Cost' }), '20');
    await userEvent.click(dialog.getByRole('button', { name: 'Complete Work' }));
    await expect(await dialog.findByText('Completion notes must be at least 10 characters')).toBeInTheDocument();
    await expect(dialog.getByText('Labor cost must be a valid number')).toBeInTheDocument();
    await expect(dialog.getByText(/will be implemented in Phase 2/)).toBeInTheDocument();
  },
};

/** Upload Invoice submitted without a file. */
export const UploadInvoiceValidation: Story = {
  parameters: { route: `/work-orders/${workOrderIdIn('completed')}` },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'Upload Invoice');
    await userEvent.click(dialog.getByRole('button', { name: 'Upload Invoice' }));
    await expect(await dialog.findByText('Please choose an invoice file')).toBeInTheDocument();
  },
};
