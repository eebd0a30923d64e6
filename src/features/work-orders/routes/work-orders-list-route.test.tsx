import { screen, waitFor, within } from '@testing-library/react';
import { server } from '@mocks/node';
import { db } from '@mocks/db';
import { scenarios } from '@mocks/scenarios';
import { renderRoute } from '@/testing/render';
import { createVendor, createWorkOrder } from '@/testing/factories';
import { stubViewport } from '@/testing/viewport';
import { formatDate } from '@/lib/format';

/** The work order cards, each named by its number's link. */
function cards() {
  return within(screen.getByRole('list', { name: 'Work orders' })).getAllByRole('listitem');
}

const newestFirst = () =>
  db.workOrders
    .all()
    .slice()
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.workOrderNumber.localeCompare(a.workOrderNumber));

/** A card's value next to its label (dt/dd pairs). */
function fact(card: HTMLElement, label: string) {
  const term = within(card)
    .getAllByRole('term')
    .find((t) => t.textContent === label);
  return term?.nextElementSibling?.textContent;
}

describe('/work-orders', { timeout: 60_000 }, () => {
  it('shows 20 cards a page, newest first, with the spec fields and the link to the requests', async () => {
    const total = db.workOrders.count();
    expect(total).toBeGreaterThan(20);
    await renderRoute('/work-orders');
    expect(await screen.findByRole('heading', { level: 1, name: 'Work Orders' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Maintenance Requests' })).toHaveAttribute(
      'href',
      '/maintenance-requests',
    );
    await screen.findByRole('list', { name: 'Work orders' });
    expect(cards()).toHaveLength(20);
    expect(screen.getByText(`Showing 1–20 of ${total} work orders`)).toBeInTheDocument();

    const first = newestFirst()[0]!;
    const card = cards()[0]!;
    expect(within(card).getByRole('link', { name: first.workOrderNumber })).toHaveAttribute(
      'href',
      `/work-orders/${first.id}`,
    );
    expect(fact(card, 'Created')).toBe(formatDate(first.createdAt));
    const request = db.maintenanceRequests.get(first.maintenanceRequestId)!;
    expect(fact(card, 'Property')).toBe(db.properties.get(request.propertyId)!.name);
    expect(fact(card, 'Unit')).toBe(db.units.get(request.unitId)!.unitNumber);
  });

  it('shows Unassigned, Not scheduled and Not set for a new work order, and cuts instructions at 100 characters', async () => {
    const record = newestFirst()[0]!;
    db.workOrders.update(record.id, {
      status: 'created',
      vendorId: null,
      scheduledDate: null,
      laborCost: null,
      materialCost: 0,
      instructions: `${'a'.repeat(100)}BEYOND`,
    });
    await renderRoute('/work-orders');
    await screen.findByRole('list', { name: 'Work orders' });
    const card = cards()[0]!;
    expect(fact(card, 'Vendor')).toBe('Unassigned');
    expect(fact(card, 'Scheduled')).toBe('Not scheduled');
    expect(fact(card, 'Total Cost')).toBe('Not set');
    expect(within(card).getByText(`${'a'.repeat(100)}…`)).toBeInTheDocument();
    expect(within(card).queryByText(/BEYOND/)).not.toBeInTheDocument();
    // The status badge and the Created label.
    expect(within(card).getAllByText('Created')).toHaveLength(2);
  });

  it('shows the vendor, the scheduled date and a total cost above 0', async () => {
    const record = newestFirst()[0]!;
    const vendor = createVendor();
    db.workOrders.update(record.id, {
      status: 'completed',
      vendorId: vendor.id,
      scheduledDate: '2026-11-25T09:30:00',
      laborCost: 180,
      materialCost: 45.5,
    });
    await renderRoute('/work-orders');
    await screen.findByRole('list', { name: 'Work orders' });
    const card = cards()[0]!;
    expect(fact(card, 'Vendor')).toBe(vendor.companyName);
    expect(fact(card, 'Scheduled')).toBe('11/25/2026 9:30 AM');
    expect(fact(card, 'Total Cost')).toBe('$225.50');
    expect(within(card).getByText('Completed')).toBeInTheDocument();
  });

  it('filters by status, priority and vendor in the URL, back to page 1, and Clear Filters empties them', async () => {
    const { user, router } = await renderRoute('/work-orders?page=2');
    await screen.findByRole('list', { name: 'Work orders' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Scheduled');
    const scheduled = db.workOrders.where((w) => w.status === 'scheduled');
    await waitFor(() => expect(cards()).toHaveLength(Math.min(20, scheduled.length)));
    expect(router.state.location.search).toBe('?status=scheduled');
    for (const card of cards()) expect(within(card).getByText('Scheduled', { selector: 'span' })).toBeInTheDocument();

    const withVendor = scheduled.find((w) => w.vendorId)!;
    const vendor = db.vendors.get(withVendor.vendorId!)!;
    const option = await screen.findByRole('option', { name: new RegExp(vendor.companyName) });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Vendor' }), option);
    const theirs = scheduled.filter((w) => w.vendorId === vendor.id);
    await waitFor(() => expect(cards()).toHaveLength(theirs.length));
    expect(router.state.location.search).toBe(`?status=scheduled&vendor=${vendor.id}`);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Priority' }), 'Emergency');
    expect(router.state.location.search).toContain('priority=emergency');

    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(cards()).toHaveLength(20));
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('');
  });

  it('on a phone, folds the filters behind a Filters button that counts the set ones; the URL keeps them', async () => {
    stubViewport('phone');
    // The filtered list must have a card to show, whatever the day's seed holds.
    createWorkOrder({ status: 'scheduled', priority: 'high' });
    const { user, router } = await renderRoute('/work-orders?status=scheduled&priority=high');
    await screen.findByRole('list', { name: 'Work orders' });
    const toggle = screen.getByRole('button', { name: 'Filters (2)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('search', { name: 'Filter work orders' })).not.toBeInTheDocument();

    await user.click(toggle);
    const filters = screen.getByRole('search', { name: 'Filter work orders' });
    expect(within(filters).getByRole('combobox', { name: 'Status' })).toHaveValue('scheduled');
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Status' }), 'All statuses');
    await waitFor(() => expect(router.state.location.search).toBe('?priority=high'));
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('searches by text once typing pauses', async () => {
    const record = newestFirst()[5]!;
    const { user, router } = await renderRoute('/work-orders');
    await screen.findByRole('list', { name: 'Work orders' });
    await user.click(screen.getByRole('searchbox', { name: 'Search' }));
    await user.paste(record.workOrderNumber);
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(within(cards()[0]!).getByRole('link', { name: record.workOrderNumber })).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?search=${record.workOrderNumber}`);
  });

  it('says when there are no work orders, and when the filters match none', async () => {
    server.use(scenarios.emptyList('/work-orders'));
    await renderRoute('/work-orders');
    expect(
      await screen.findByText('Work orders will appear here when maintenance requests are approved and assigned.'),
    ).toBeInTheDocument();
  });

  it('says the filters match nothing for a filtered empty list', async () => {
    await renderRoute('/work-orders?search=no-such-work-order-anywhere');
    expect(await screen.findByText('No work orders match these filters.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear Filters' })).toBeEnabled();
  });

  it('shows the load error with Retry', async () => {
    server.use(scenarios.error('/work-orders'));
    await renderRoute('/work-orders');
    expect(await screen.findByText('Error loading work orders')).toBeInTheDocument();
    expect(screen.getByText('There was an error loading the work orders. Please try again later.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
