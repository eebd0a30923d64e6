import { screen, waitFor, within } from '@testing-library/react';
import { server } from '@mocks/node';
import { db } from '@mocks/db';
import { scenarios } from '@mocks/scenarios';
import { activeVendorsQuery, vendorNameQuery } from '@/lib/api/pickers';
import { vendorKeys } from '@/lib/api/query-keys';
import { renderRoute } from '@/testing/render';
import { createVendor, createWorkOrder } from '@/testing/factories';
import { valueOf, fill } from '@/testing/fields';

// Named to sort first, so the vendor picker's first page offers it.
const activeVendor = () =>
  createVendor({ companyName: 'Aaron Test Services', licenseNumber: 'LIC-TEST-042', hourlyRate: 95 });
const inactiveVendor = () => createVendor({ isActive: false });

describe('/vendors/:id', { timeout: 90_000 }, () => {
  it('shows the header, stat tiles and the contact, service, pricing, legal and notes cards', async () => {
    const vendor = activeVendor();
    db.vendors.update(vendor.id, {
      specialties: ['pest_control', 'hvac'],
      emergencyAvailable: true,
      licenseExpiry: '2027-03-31',
      insuranceExpiry: null,
    });
    await renderRoute(`/vendors/${vendor.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: vendor.companyName })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: vendor.email })[0]).toHaveAttribute('href', `mailto:${vendor.email}`);
    expect(screen.getByText('Emergency Available')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Vendor' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deactivate' })).toBeInTheDocument();

    const tiles = within(screen.getByRole('list', { name: 'Vendor figures' }));
    expect(tiles.getByText('Rating')).toBeInTheDocument();
    expect(tiles.getByText('Jobs Completed')).toBeInTheDocument();
    expect(tiles.getByText('Completion Rate')).toBeInTheDocument();
    expect(tiles.getByText(`$${vendor.hourlyRate!.toFixed(2)}/hr`)).toBeInTheDocument();

    expect(valueOf('Phone', screen.getByRole('region', { name: 'Contact' })).textContent).toBe(vendor.phone);
    const service = screen.getByRole('region', { name: 'Service Details' });
    expect(within(service).getByText('pest control')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Pricing' })).toBeInTheDocument();
    const legal = screen.getByRole('region', { name: 'Legal and Compliance' });
    expect(valueOf('License Number', legal).textContent).toBe(vendor.licenseNumber);
    expect(valueOf('License Expiry', legal).textContent).toBe('03/31/2027');
    expect(valueOf('Insurance Expiry', legal).textContent).toBe('N/A');
    expect(screen.getByRole('region', { name: 'Notes' })).toBeInTheDocument();
  });

  it('shows the performance and the work history from their calls', async () => {
    const vendor = createVendor();
    const orders = (['scheduled', 'in_progress', 'completed'] as const).map((status) =>
      createWorkOrder({ status, vendorId: vendor.id }),
    );
    await renderRoute(`/vendors/${vendor.id}`);
    const performance = await screen.findByRole('region', { name: 'Performance' });
    await waitFor(() => expect(valueOf('Total Work Orders', performance).textContent).toBe(String(orders.length)));
    const history = screen.getByRole('region', { name: 'Work History' });
    const table = await within(history).findByRole('table', { name: 'Work history' });
    expect(within(table).getAllByRole('row')).toHaveLength(Math.min(orders.length, 20) + 1);
    const first = within(table).getAllByRole('link')[0]!;
    expect(first).toHaveAttribute('href', expect.stringMatching(/^\/work-orders\//));
  });

  it('Edit Vendor switches to an inline form and Save Changes updates the vendor', async () => {
    const vendor = activeVendor();
    const { user } = await renderRoute(`/vendors/${vendor.id}`);
    await user.click(await screen.findByRole('button', { name: 'Edit Vendor' }));
    const form = screen.getByRole('form', { name: 'Edit Vendor' });
    expect(screen.queryByRole('region', { name: 'Contact' })).not.toBeInTheDocument();
    const company = within(form).getByRole('textbox', { name: 'Company Name' });
    expect(company).toHaveValue(vendor.companyName);
    await fill(user, company, '');
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(await within(form).findByText('Company name is required')).toBeInTheDocument();

    await fill(user, company, 'Renamed Vendor LLC');
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Renamed Vendor LLC' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit Vendor' })).not.toBeInTheDocument());
    expect(db.vendors.get(vendor.id)?.companyName).toBe('Renamed Vendor LLC');
    expect(db.vendors.get(vendor.id)?.isActive).toBe(true);
  });

  it('Deactivate asks first, then deactivates, treats the vendor as gone and leaves for the list', async () => {
    const vendor = activeVendor();
    const { user, router, queryClient } = await renderRoute(`/vendors/${vendor.id}`);
    // The vendor picker's first page (cached, as after a work order dialog) offers the vendor.
    const pickerIds = async () => (await queryClient.fetchQuery(activeVendorsQuery(''))).data.map((v) => v.id);
    expect(await pickerIds()).toContain(vendor.id);
    await user.click(await screen.findByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Deactivate Vendor' });
    expect(db.vendors.get(vendor.id)?.isActive).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/vendors'));
    expect(db.vendors.get(vendor.id)?.isActive).toBe(false);
    expect(queryClient.getQueryData(vendorKeys.detail(vendor.id))).toBeNull();
    // The picker's page was marked stale (refreshAfter 'vendor.delete'); fetched again, it leaves the vendor out,
    // and the picker's name lookup of the vendor (same detail key) says it is gone.
    expect(queryClient.getQueryState(activeVendorsQuery('').queryKey)?.isInvalidated).toBe(true);
    expect(await pickerIds()).not.toContain(vendor.id);
    expect(await queryClient.fetchQuery(vendorNameQuery(vendor.id))).toBeNull();
    await screen.findByRole('list', { name: 'Vendors' });
    expect(screen.queryByRole('heading', { level: 2, name: vendor.companyName })).not.toBeInTheDocument();
  });

  it('an inactive vendor offers Reactivate (PUT isActive: true) instead of Deactivate', async () => {
    const vendor = inactiveVendor();
    const { user } = await renderRoute(`/vendors/${vendor.id}`);
    await user.click(await screen.findByRole('button', { name: 'Reactivate' }));
    expect(await screen.findByRole('button', { name: 'Deactivate' })).toBeInTheDocument();
    expect(db.vendors.get(vendor.id)?.isActive).toBe(true);
  });

  it('shows the error title and text', async () => {
    server.use(scenarios.error('/vendors/:id'));
    await renderRoute(`/vendors/${activeVendor().id}`);
    expect(await screen.findByText('Error loading vendor')).toBeInTheDocument();
    expect(
      screen.getByText('There was an error loading the vendor details. Please try again later.'),
    ).toBeInTheDocument();
  });

  it('says Vendor not found for an unknown id', async () => {
    await renderRoute('/vendors/no-such-vendor');
    expect(await screen.findByRole('heading', { name: 'Vendor not found' })).toBeInTheDocument();
  });
});
