import { screen, waitFor, within } from '@testing-library/react';
import { server } from '@mocks/node';
import { db } from '@mocks/db';
import { scenarios } from '@mocks/scenarios';
import { renderRoute } from '@/testing/render';
import { createMaintenanceRequest, createVendor, createWorkOrder } from '@/testing/factories';
import { formatDate, formatMoney } from '@/lib/format';
import { valueOf } from '@/testing/fields';
import { REQUEST_DETAIL_TEXT } from './maintenance-request-detail-route';

describe('/maintenance-requests/:id', { timeout: 60_000 }, () => {
  it('shows the header, the information, property and unit, vendor and related work orders', async () => {
    const vendor = createVendor();
    const request = createMaintenanceRequest({
      status: 'work_order_created',
      vendorId: vendor.id,
      dueDate: null,
      completedDate: null,
      estimatedCost: 310.25,
      actualCost: null,
      internalNotes: 'Call the tenant first',
    });
    const longText = 'Replace the valve. '.repeat(12);
    const workOrder = createWorkOrder({
      maintenanceRequestId: request.id,
      status: 'vendor_assigned',
      vendorId: vendor.id,
      instructions: longText,
    });
    createWorkOrder({ maintenanceRequestId: request.id });
    const property = db.properties.get(request.propertyId)!;
    const unit = db.units.get(request.unitId)!;

    await renderRoute(`/maintenance-requests/${request.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: request.title })).toBeInTheDocument();
    expect(screen.getByText(request.requestNumber)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Maintenance Requests' })).toHaveAttribute(
      'href',
      '/maintenance-requests',
    );
    expect(screen.getByRole('link', { name: 'Edit Request' })).toHaveAttribute(
      'href',
      `/maintenance-requests/${request.id}/edit`,
    );
    expect(screen.getByRole('button', { name: 'Create Work Order' })).toBeInTheDocument();
    expect(screen.getByText(request.description)).toBeInTheDocument();
    expect(screen.getByText('Call the tenant first')).toBeInTheDocument();

    const info = screen.getByRole('region', { name: 'Request Information' });
    expect(valueOf('Submitted', info)).toHaveTextContent(formatDate(request.submittedDate));
    expect(valueOf('Due Date', info)).toHaveTextContent('Not specified');
    expect(valueOf('Completed', info)).toHaveTextContent('Not specified');
    expect(valueOf('Estimated Cost', info)).toHaveTextContent(formatMoney(310.25));
    expect(valueOf('Actual Cost', info)).toHaveTextContent('Not specified');

    const place = screen.getByRole('region', { name: 'Property & Unit' });
    expect(within(place).getByRole('link', { name: property.name })).toHaveAttribute(
      'href',
      `/properties/${property.id}`,
    );
    expect(within(place).getByRole('link', { name: `Unit ${unit.unitNumber}` })).toHaveAttribute(
      'href',
      `/units/${unit.id}`,
    );
    expect(valueOf('Address', place)).toHaveTextContent(property.address);
    expect(valueOf('Monthly Rent', place)).toHaveTextContent(formatMoney(unit.monthlyRent));
    expect(valueOf('Square Feet', place)).toHaveTextContent(unit.squareFootage.toLocaleString('en-US'));

    const vendorCard = screen.getByRole('region', { name: 'Assigned Vendor' });
    expect(valueOf('Vendor ID', vendorCard)).toHaveTextContent(vendor.id);
    expect(await within(vendorCard).findByRole('link', { name: vendor.companyName })).toHaveAttribute(
      'href',
      `/vendors/${vendor.id}`,
    );

    const related = screen.getByRole('region', { name: 'Related Work Orders' });
    const link = await within(related).findByRole('link', { name: workOrder.workOrderNumber });
    expect(link).toHaveAttribute('href', `/work-orders/${workOrder.id}`);
    const item = within(related)
      .getAllByRole('listitem')
      .find((li) => within(li).queryByRole('link', { name: workOrder.workOrderNumber }))!;
    expect(item).toHaveTextContent(`${longText.slice(0, 150)}…`);
    expect(item).not.toHaveTextContent(longText.trim());
    expect(within(related).getAllByRole('listitem')).toHaveLength(2);
  });

  it('offers Create First Work Order when the request has none, and the new work order appears', async () => {
    const request = createMaintenanceRequest({ status: 'approved', priority: 'high' });
    const { user } = await renderRoute(`/maintenance-requests/${request.id}`);
    await user.click(await screen.findByRole('button', { name: 'Create First Work Order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Work Order' });
    expect(within(dialog).getByRole('combobox', { name: 'Priority' })).toHaveValue(request.priority);

    await user.click(within(dialog).getByRole('button', { name: 'Create Work Order' }));
    expect(await within(dialog).findByText('Work instructions are required')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('spinbutton', { name: /Estimated Duration/ }), '0.25');
    expect(await within(dialog).findByText('Estimated duration must be a valid number')).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('spinbutton', { name: /Estimated Duration/ }));
    await user.type(within(dialog).getByRole('spinbutton', { name: /Estimated Duration/ }), '2.5');
    await user.click(within(dialog).getByRole('textbox', { name: 'Instructions' }));
    await user.paste('Replace the supply hoses.');
    await user.click(within(dialog).getByRole('button', { name: 'Create Work Order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const created = db.workOrders.find((w) => w.maintenanceRequestId === request.id)!;
    expect(created).toMatchObject({
      instructions: 'Replace the supply hoses.',
      priority: request.priority,
      estimatedDuration: 2.5,
      vendorId: null,
      scheduledDate: null,
      status: 'created',
    });
    const related = screen.getByRole('region', { name: 'Related Work Orders' });
    expect(await within(related).findByRole('link', { name: created.workOrderNumber })).toBeInTheDocument();
    expect(within(related).getByText('Vendor: Not assigned')).toBeInTheDocument();
  });

  it('creates a work order with a vendor and a scheduled date from the picker', async () => {
    const request = createMaintenanceRequest({ status: 'approved', priority: 'high' });
    const { user } = await renderRoute(`/maintenance-requests/${request.id}`);
    await user.click(await screen.findByRole('button', { name: 'Create Work Order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Work Order' });
    await user.click(within(dialog).getByRole('textbox', { name: 'Instructions' }));
    await user.paste('Inspect and repair.');
    await user.click(within(dialog).getByRole('combobox', { name: 'Vendor (optional)' }));
    const list = await screen.findByRole('listbox', { name: 'Vendor (optional) options' });
    const [first] = await within(list).findAllByRole('option');
    await user.click(first!);
    await user.type(within(dialog).getByLabelText('Scheduled Date (optional)'), '2030-05-01');
    await user.click(within(dialog).getByRole('button', { name: 'Create Work Order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const created = db.workOrders.find((w) => w.maintenanceRequestId === request.id)!;
    const vendor = db.vendors.get(created.vendorId!)!;
    expect(vendor.isActive).toBe(true);
    expect(created).toMatchObject({ scheduledDate: '2030-05-01', status: 'scheduled', estimatedDuration: null });
    const related = screen.getByRole('region', { name: 'Related Work Orders' });
    expect(await within(related).findByText(`Vendor: ${vendor.companyName}`)).toBeInTheDocument();
  });

  it('approves a submitted request, and limits the status change to what the server accepts', async () => {
    const request = createMaintenanceRequest({ status: 'submitted' });
    const { user } = await renderRoute(`/maintenance-requests/${request.id}`);
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(db.maintenanceRequests.get(request.id)!.status).toBe('approved'));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument());

    const select = screen.getByRole('combobox', { name: 'Change status' });
    expect(within(select).queryByRole('option', { name: 'Approved' })).not.toBeInTheDocument();
    await user.selectOptions(select, 'Closed');
    await user.click(screen.getByRole('button', { name: 'Update Status' }));
    await waitFor(() => expect(db.maintenanceRequests.get(request.id)!.status).toBe('closed'));
    expect(await screen.findByText(/its status can no longer change/)).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Change status' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Work Order' })).toBeDisabled();
  });

  it('shows the server’s message when a status change is refused', async () => {
    const request = createMaintenanceRequest({ status: 'review' });
    server.use(scenarios.error(`/maintenance-requests/${request.id}/approve`, 409, 'put'));
    const { user } = await renderRoute(`/maintenance-requests/${request.id}`);
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The status could not be changed. Please try again.');
    expect(spy).toHaveBeenCalled();
    expect(db.maintenanceRequests.get(request.id)!.status).toBe('review');
  });

  it('uploads photos to the request and says so for 3 seconds; a refused upload says why', async () => {
    const request = createMaintenanceRequest({ photos: [] });
    const { user } = await renderRoute(`/maintenance-requests/${request.id}`);
    const photos = await screen.findByRole('region', { name: 'Photos' });
    const png = new File([new Uint8Array(1024)], 'leak.png', { type: 'image/png' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.upload(within(photos).getByLabelText('Choose photos to upload'), png);
    expect(await within(photos).findByText('Photos uploaded successfully!')).toBeInTheDocument();
    await waitFor(() => expect(db.maintenanceRequests.get(request.id)!.photos).toHaveLength(1));
    expect(await within(photos).findByRole('button', { name: /photo 1/i })).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(3000);
    await waitFor(() => expect(within(photos).queryByText('Photos uploaded successfully!')).not.toBeInTheDocument());
    vi.useRealTimers();

    server.use(scenarios.error(`/maintenance-requests/${request.id}/photos`, 413, 'post'));
    await user.upload(within(photos).getByLabelText('Choose photos to upload'), png);
    expect(await within(photos).findByText('File size exceeds 10MB limit')).toBeInTheDocument();
  });

  it('shows the error title and text', async () => {
    server.use(scenarios.error('/maintenance-requests/:id'));
    await renderRoute('/maintenance-requests/anything');
    expect(await screen.findByText(REQUEST_DETAIL_TEXT.errorTitle)).toBeInTheDocument();
    expect(
      screen.getByText('There was an error loading the maintenance request. Please try again later.'),
    ).toBeInTheDocument();
  });

  it('shows the not-found title and text', async () => {
    await renderRoute('/maintenance-requests/no-such-request');
    expect(await screen.findByRole('heading', { name: 'Maintenance request not found' })).toBeInTheDocument();
    expect(
      screen.getByText("The maintenance request you're looking for doesn't exist or has been deleted."),
    ).toBeInTheDocument();
  });
});
