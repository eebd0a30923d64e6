import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { server } from '@mocks/node';
import { db } from '@mocks/db';
import { scenarios } from '@mocks/scenarios';
import type { WorkOrderStatus } from '@/lib/api/schema.gen';
import { addDays, todayIso } from '@/lib/format';
import { renderRoute } from '@/testing/render';
import { createVendor, createWorkOrder } from '@/testing/factories';
import { valueOf, fill } from '@/testing/fields';

/** A work order of the test's own in `status`, with an active vendor of its own unless `created`. */
function workOrderIn(status: WorkOrderStatus, patch: Partial<ReturnType<typeof db.workOrders.all>[number]> = {}) {
  return createWorkOrder({ status, vendorId: status === 'created' ? null : createVendor().id, ...patch });
}

async function open(id: string) {
  const view = await renderRoute(`/work-orders/${id}`);
  await screen.findByRole('heading', { level: 1 });
  return view;
}

async function openDialog(user: UserEvent, action: string, title = action) {
  await user.click(screen.getByRole('button', { name: action }));
  return screen.findByRole('dialog', { name: title });
}

const ACTION_BUTTONS = [
  'Assign Vendor',
  'Schedule',
  'Start Work',
  'Reschedule',
  'Complete Work',
  'Upload Invoice',
  'Close Work Order',
];

describe('/work-orders/:id', { timeout: 60_000 }, () => {
  it('shows the details, the cost breakdown with View Invoice, the vendor links and the link to the request', async () => {
    const record = workOrderIn('invoice_received', {
      laborCost: 180,
      materialCost: 45.5,
      invoiceUrl: '/api/files/test-invoice.pdf',
    });
    const request = db.maintenanceRequests.get(record.maintenanceRequestId)!;
    const vendor = db.vendors.get(record.vendorId!)!;
    await open(record.id);

    expect(screen.getByRole('heading', { level: 1, name: record.workOrderNumber })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `View Request ${request.requestNumber}` })).toHaveAttribute(
      'href',
      `/maintenance-requests/${request.id}`,
    );
    const details = screen.getByRole('region', { name: 'Details' });
    expect(valueOf('Instructions', details)).toHaveTextContent(record.instructions);
    expect(valueOf('Property', details)).toHaveTextContent(db.properties.get(request.propertyId)!.name);
    expect(valueOf('Unit', details)).toHaveTextContent(db.units.get(request.unitId)!.unitNumber);
    expect(valueOf('Vendor', details)).toHaveTextContent(vendor.companyName);

    const costs = screen.getByRole('region', { name: 'Cost Breakdown' });
    expect(valueOf('Labor', costs)).toHaveTextContent('$180.00');
    expect(valueOf('Material', costs)).toHaveTextContent('$45.50');
    expect(valueOf('Total', costs)).toHaveTextContent('$225.50');
    expect(within(costs).getByRole('link', { name: 'View Invoice' })).toHaveAttribute(
      'href',
      expect.stringContaining(record.invoiceUrl!),
    );

    const vendorCard = screen.getByRole('region', { name: 'Vendor' });
    expect(within(vendorCard).getByRole('link', { name: vendor.phone })).toHaveAttribute(
      'href',
      `tel:${vendor.phone.replace(/[^\d+]/g, '')}`,
    );
    expect(within(vendorCard).getByRole('link', { name: vendor.email })).toHaveAttribute(
      'href',
      `mailto:${vendor.email}`,
    );
    expect(within(vendorCard).getByText(vendor.contactName)).toBeInTheDocument();

    const photos = screen.getByRole('region', { name: 'Photos' });
    expect(within(photos).getByRole('button', { name: 'Upload Photos' })).toBeInTheDocument();
    // invoice_received offers no action (spec 3 §4), the request link stays.
    for (const name of ACTION_BUTTONS) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  });

  it('shows no View Invoice without an invoice, Not set costs and no vendor', async () => {
    const record = workOrderIn('created', {
      laborCost: null,
      materialCost: null,
      invoiceUrl: null,
      scheduledDate: null,
    });
    await open(record.id);
    const costs = screen.getByRole('region', { name: 'Cost Breakdown' });
    expect(within(costs).queryByRole('link', { name: 'View Invoice' })).not.toBeInTheDocument();
    expect(valueOf('Total', costs)).toHaveTextContent('Not set');
    expect(
      within(screen.getByRole('region', { name: 'Vendor' })).getByText('No vendor assigned yet.'),
    ).toBeInTheDocument();
    expect(valueOf('Scheduled Date', screen.getByRole('region', { name: 'Details' }))).toHaveTextContent(
      'Not scheduled',
    );
  });

  it.each([
    ['created', ['Assign Vendor', 'Schedule']],
    ['vendor_assigned', ['Schedule', 'Start Work']],
    ['scheduled', ['Start Work', 'Reschedule']],
    ['in_progress', ['Complete Work']],
    ['completed', ['Upload Invoice', 'Close Work Order']],
    ['closed', []],
    ['paid', []],
  ] as const)('offers the actions of status %s (spec 3 §4)', async (status, expected) => {
    const record = workOrderIn(status);
    await open(record.id);
    const offered = ACTION_BUTTONS.filter((name) => screen.queryByRole('button', { name }));
    expect(offered).toEqual(expected);
    expect(screen.getByRole('link', { name: /^View Request / })).toBeInTheDocument();
  });

  it('closes a completed work order after a confirmation; then it offers no action and its request shows it closed', async () => {
    const record = workOrderIn('completed');
    const { user } = await open(record.id);
    await user.click(screen.getByRole('button', { name: 'Close Work Order' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Close Work Order' });
    expect(confirm).toHaveTextContent(`Close work order ${record.workOrderNumber}?`);

    // Cancel leaves it completed.
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(db.workOrders.get(record.id)!.status).toBe('completed');

    await user.click(screen.getByRole('button', { name: 'Close Work Order' }));
    const again = await screen.findByRole('alertdialog', { name: 'Close Work Order' });
    await user.click(within(again).getByRole('button', { name: 'Close Work Order' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(db.workOrders.get(record.id)!.status).toBe('closed');
    expect(await screen.findByText('Closed')).toHaveAttribute('data-status', 'closed');
    expect(ACTION_BUTTONS.filter((name) => screen.queryByRole('button', { name }))).toEqual([]);

    await user.click(screen.getByRole('link', { name: /^View Request / }));
    const related = await screen.findByRole('region', { name: 'Related Work Orders' });
    const item = (await within(related).findAllByRole('listitem')).find((li) =>
      within(li).queryByRole('link', { name: record.workOrderNumber }),
    )!;
    expect(within(item).getByText('Closed')).toBeInTheDocument();
  });

  it('keeps a work order that cannot be closed as it was and says why', async () => {
    const record = workOrderIn('completed');
    const { user } = await open(record.id);
    // Another user moved it on meanwhile: the mock refuses to close it from invoice_received (409).
    db.workOrders.update(record.id, { status: 'invoice_received' });
    await user.click(screen.getByRole('button', { name: 'Close Work Order' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Close Work Order' });
    await user.click(within(confirm).getByRole('button', { name: 'Close Work Order' }));
    expect(await within(confirm).findByText(/cannot close/)).toBeInTheDocument();
    expect(db.workOrders.get(record.id)!.status).toBe('invoice_received');
  });

  it('shows the spec text for a missing work order and for a failed load', async () => {
    await renderRoute('/work-orders/no-such-work-order');
    expect(await screen.findByRole('heading', { name: 'Error loading work order' })).toBeInTheDocument();
    expect(screen.getByText('The work order could not be found or there was an error loading it.')).toBeInTheDocument();
  });

  it('shows the load error with Retry', async () => {
    server.use(scenarios.error('/work-orders/:id'));
    await renderRoute('/work-orders/anything');
    expect(
      await screen.findByText('The work order could not be found or there was an error loading it.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('Assign Vendor (spec 3 §2, §5)', { timeout: 60_000 }, () => {
  it('lists active vendors, recommended first with a star, then by rating; validates; assigns', async () => {
    const record = workOrderIn('created');
    const request = db.maintenanceRequests.get(record.maintenanceRequestId)!;
    // A low-rated vendor preferred for this property is recommended, so it leads despite its rating.
    const lowest = db.vendors
      .where((v) => v.isActive)
      .sort((a, b) => (a.averageRating ?? 0) - (b.averageRating ?? 0))[0]!;
    db.vendors.update(lowest.id, {
      specialties: [...new Set([...lowest.specialties, request.category])],
      preferredPropertyIds: [request.propertyId],
      averageRating: 1,
    });
    const inactive = createVendor({ isActive: false });
    const { user } = await open(record.id);
    const dialog = await openDialog(user, 'Assign Vendor');

    await user.click(within(dialog).getByRole('button', { name: 'Assign Vendor' }));
    expect(await within(dialog).findByText('Please select a vendor')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('combobox', { name: /Vendor/ }));
    const listbox = await within(dialog).findByRole('listbox', { name: 'Vendor options' });
    const options = await within(listbox).findAllByRole('option');
    const active = db.vendors.where((v) => v.isActive);
    await waitFor(() => expect(within(listbox).getAllByLabelText('Recommended').length).toBeGreaterThan(0));
    const rows = within(listbox)
      .getAllByRole('option')
      .map((option) => ({
        name: option.textContent ?? '',
        recommended: within(option).queryByLabelText('Recommended') !== null,
        rating: Number(/Rating (\d+(\.\d+)?)/.exec(option.textContent ?? '')?.[1] ?? -1),
      }));
    expect(options.length).toBe(Math.min(active.length, 100));
    expect(rows.some((row) => row.name.includes(inactive.companyName))).toBe(false);
    const firstPlain = rows.findIndex((row) => !row.recommended);
    expect(rows.slice(firstPlain).every((row) => !row.recommended)).toBe(true);
    expect(rows.slice(0, firstPlain).some((row) => row.name.includes(lowest.companyName))).toBe(true);
    const plainRatings = rows.slice(firstPlain).map((row) => row.rating);
    expect(plainRatings).toEqual([...plainRatings].sort((a, b) => b - a));

    await user.click(within(listbox).getAllByRole('option')[0]!);
    await fill(user, within(dialog).getByRole('textbox', { name: 'Assignment Notes' }), 'a'.repeat(1001));
    await user.click(within(dialog).getByRole('button', { name: 'Assign Vendor' }));
    expect(
      await within(dialog).findByText('Assignment notes cannot be longer than 1000 characters'),
    ).toBeInTheDocument();

    await fill(user, within(dialog).getByRole('textbox', { name: 'Assignment Notes' }), 'Call first');
    await user.click(within(dialog).getByRole('button', { name: 'Assign Vendor' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const chosen = active.find((v) => rows[0]!.name.includes(v.companyName))!;
    expect(db.workOrders.get(record.id)).toMatchObject({
      status: 'vendor_assigned',
      vendorId: chosen.id,
      assignmentNotes: 'Call first',
    });
    expect(await screen.findByText('Vendor Assigned')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start Work' })).toBeInTheDocument();
  });

  it('keeps the dialog open and says what went wrong when the call fails', async () => {
    const record = workOrderIn('created');
    server.use(scenarios.error('/work-orders/:id/assign-vendor', 500, 'put'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = await open(record.id);
    const dialog = await openDialog(user, 'Assign Vendor');
    await user.click(within(dialog).getByRole('combobox', { name: /Vendor/ }));
    const listbox = await within(dialog).findByRole('listbox', { name: 'Vendor options' });
    await user.click((await within(listbox).findAllByRole('option'))[0]!);
    await user.click(within(dialog).getByRole('button', { name: 'Assign Vendor' }));
    expect(await within(dialog).findByText('The server could not answer.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Assign Vendor' })).toBeInTheDocument();
    expect(db.workOrders.get(record.id)!.status).toBe('created');
  });
});

describe('Schedule and Reschedule (spec 3 §5)', { timeout: 60_000 }, () => {
  it('requires a date today or later and a slot; checks duration and notes; sends one local date-time', async () => {
    const record = workOrderIn('created', { estimatedDuration: null });
    const { user } = await open(record.id);
    const dialog = await openDialog(user, 'Schedule', 'Schedule Work Order');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(await within(dialog).findByText('Scheduled date is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Scheduled time is required')).toBeInTheDocument();

    const time = within(dialog).getByRole('combobox', { name: /Scheduled Time/ });
    const slots = within(time)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(slots).toHaveLength(23);
    expect(slots.slice(1, 3)).toEqual(['8:00 AM', '8:30 AM']);
    expect(slots.at(-1)).toBe('6:30 PM');

    const date = within(dialog).getByLabelText(/Scheduled Date/);
    await user.type(date, addDays(todayIso(), -1));
    await user.selectOptions(time, '9:30 AM');
    await fill(user, within(dialog).getByRole('spinbutton', { name: /Estimated Duration/ }), '25');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Scheduling Notes' }), 'a'.repeat(1001));
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(await within(dialog).findByText('Scheduled date must be today or in the future')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Estimated duration must be a valid number between 0.5 and 24 hours'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Scheduling notes cannot be longer than 1000 characters')).toBeInTheDocument();

    const day = addDays(todayIso(), 2);
    await user.clear(date);
    await user.type(date, day);
    await fill(user, within(dialog).getByRole('spinbutton', { name: /Estimated Duration/ }), '2.5');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Scheduling Notes' }), 'Key at the desk');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(db.workOrders.get(record.id)).toMatchObject({
      status: 'scheduled',
      scheduledDate: `${day}T09:30:00`,
      estimatedDuration: 2.5,
      schedulingNotes: 'Key at the desk',
    });
    expect(await screen.findByRole('button', { name: 'Reschedule' })).toBeInTheDocument();
  });

  it('reschedules from the current day and slot', async () => {
    const day = addDays(todayIso(), 3);
    const record = workOrderIn('scheduled', { scheduledDate: `${day}T13:00:00`, estimatedDuration: 2 });
    const { user } = await open(record.id);
    const dialog = await openDialog(user, 'Reschedule', 'Reschedule Work Order');
    expect(within(dialog).getByLabelText(/Scheduled Date/)).toHaveValue(day);
    expect(within(dialog).getByRole('combobox', { name: /Scheduled Time/ })).toHaveValue('13:00');
    expect(within(dialog).getByRole('spinbutton', { name: /Estimated Duration/ })).toHaveValue(2);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Scheduled Time/ }), '6:30 PM');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Reason for Rescheduling' }), 'Rain');
    await user.click(within(dialog).getByRole('button', { name: 'Reschedule' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(db.workOrders.get(record.id)).toMatchObject({
      status: 'scheduled',
      scheduledDate: `${day}T18:30:00`,
      schedulingNotes: 'Rain',
    });
  });
});

describe('Start Work (spec 3 §5)', { timeout: 60_000 }, () => {
  it('defaults to now, refuses a future date, requires a time, limits notes; starts the work', async () => {
    const record = workOrderIn('scheduled');
    const { user } = await open(record.id);
    const dialog = await openDialog(user, 'Start Work');
    const date = within(dialog).getByLabelText(/Start Date/);
    const time = within(dialog).getByLabelText(/Start Time/);
    expect(date).toHaveValue(todayIso());
    expect(time).toHaveDisplayValue(/^\d{2}:\d{2}$/);

    await user.clear(date);
    await user.type(date, addDays(todayIso(), 1));
    await user.clear(time);
    await fill(user, within(dialog).getByRole('textbox', { name: 'Start Notes' }), 'a'.repeat(501));
    await user.click(within(dialog).getByRole('button', { name: 'Start Work' }));
    expect(await within(dialog).findByText('Start date cannot be in the future')).toBeInTheDocument();
    expect(within(dialog).getByText('Start time is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Start notes cannot be longer than 500 characters')).toBeInTheDocument();

    await user.clear(date);
    await user.click(within(dialog).getByRole('button', { name: 'Start Work' }));
    expect(await within(dialog).findByText('Start date is required')).toBeInTheDocument();

    await user.type(date, todayIso());
    // Midnight: the earliest time of today, never in the future whenever the test runs.
    await user.type(time, '00:00');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Start Notes' }), 'Water off');
    await user.click(within(dialog).getByRole('button', { name: 'Start Work' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(db.workOrders.get(record.id)).toMatchObject({
      status: 'in_progress',
      actualStartTime: `${todayIso()}T00:00:00`,
      startNotes: 'Water off',
    });
    expect(await screen.findByRole('button', { name: 'Complete Work' })).toBeInTheDocument();
  });
});

describe('Complete Work (spec 3 §2, §5)', { timeout: 60_000 }, () => {
  it('validates notes, duration and costs, shows the total and the photo placeholder; completes', async () => {
    const record = workOrderIn('in_progress', { estimatedDuration: 3, laborCost: null, materialCost: null });
    const { user } = await open(record.id);
    const dialog = await openDialog(user, 'Complete Work');
    expect(within(dialog).getByRole('spinbutton', { name: /Actual Duration/ })).toHaveValue(3);
    expect(within(dialog).getByText(/will be implemented in Phase 2/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Complete Work' }));
    expect(await within(dialog).findByText('Completion notes are required')).toBeInTheDocument();

    const notes = within(dialog).getByRole('textbox', { name: /Completion Notes/ });
    await fill(user, notes, 'Too short');
    await fill(user, within(dialog).getByRole('spinbutton', { name: /Actual Duration/ }), '49');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Labor Cost' }), '-5');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Material Cost' }), 'abc');
    await user.click(within(dialog).getByRole('button', { name: 'Complete Work' }));
    expect(await within(dialog).findByText('Completion notes must be at least 10 characters')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Actual duration must be a valid number between 0.1 and 48 hours'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Labor cost must be a valid number')).toBeInTheDocument();
    expect(within(dialog).getByText('Material cost must be a valid number')).toBeInTheDocument();

    await fill(user, notes, 'a'.repeat(5001));
    await user.click(within(dialog).getByRole('button', { name: 'Complete Work' }));
    expect(
      await within(dialog).findByText('Completion notes cannot be longer than 5000 characters'),
    ).toBeInTheDocument();

    await fill(user, notes, 'Replaced the trap; no leaks.');
    await fill(user, within(dialog).getByRole('spinbutton', { name: /Actual Duration/ }), '2.5');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Labor Cost' }), '180');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Material Cost' }), '45.50');
    expect(within(dialog).getByText('$225.50')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Complete Work' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(db.workOrders.get(record.id)).toMatchObject({
      status: 'completed',
      completionNotes: 'Replaced the trap; no leaks.',
      actualDuration: 2.5,
      laborCost: 180,
      materialCost: 45.5,
    });
    const costs = await screen.findByRole('region', { name: 'Cost Breakdown' });
    await waitFor(() => expect(valueOf('Total', costs)).toHaveTextContent('$225.50'));
    expect(screen.getByRole('button', { name: 'Upload Invoice' })).toBeInTheDocument();
  });
});

describe('Upload Invoice', { timeout: 60_000 }, () => {
  it('requires a file, refuses other types, uploads a PDF and then offers View Invoice', async () => {
    const record = workOrderIn('completed', { invoiceUrl: null });
    const { user } = await open(record.id);
    const dialog = await openDialog(user, 'Upload Invoice');
    await user.click(within(dialog).getByRole('button', { name: 'Upload Invoice' }));
    expect(await within(dialog).findByText('Please choose an invoice file')).toBeInTheDocument();

    const input = within(dialog).getByLabelText(/Invoice file/);
    // The file chooser offers only the accepted types; a user can still pick another (All files).
    await userEvent.setup({ applyAccept: false }).upload(input, new File(['x'], 'invoice.txt', { type: 'text/plain' }));
    expect(await within(dialog).findByText('Only PDF, JPEG, PNG, and WebP files are allowed')).toBeInTheDocument();

    await user.upload(input, new File(['%PDF-1.4 invoice'], 'invoice.pdf', { type: 'application/pdf' }));
    expect(within(dialog).getByText('invoice.pdf')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Upload Invoice' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(db.workOrders.get(record.id)!.status).toBe('invoice_received');
    expect(
      await within(screen.getByRole('region', { name: 'Cost Breakdown' })).findByRole('link', { name: 'View Invoice' }),
    ).toBeInTheDocument();
  });
});
