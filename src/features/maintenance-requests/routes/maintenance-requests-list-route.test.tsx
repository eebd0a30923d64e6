import { screen, waitFor, within } from '@testing-library/react';
import { server } from '@mocks/node';
import { db } from '@mocks/db';
import { scenarios } from '@mocks/scenarios';
import { createMaintenanceRequest } from '@/testing/factories';
import { renderRoute } from '@/testing/render';
import { stubViewport } from '@/testing/viewport';
import { formatDate, formatMoney } from '@/lib/format';
import { REQUESTS_LIST_TEXT } from './maintenance-requests-list-route';

const cards = () => within(screen.getByRole('list', { name: 'Requests' })).getAllByRole('article');

/** The card of a request, found by its number (titles repeat in the seed). */
async function cardOf(requestNumber: string) {
  const number = await screen.findByText(requestNumber);
  return number.closest('article') as HTMLElement;
}

const newestRequest = () =>
  [...db.maintenanceRequests.all()].sort(
    (a, b) => b.submittedDate.localeCompare(a.submittedDate) || b.requestNumber.localeCompare(a.requestNumber),
  )[0]!;

describe('/maintenance-requests', { timeout: 60_000 }, () => {
  it('shows 20 cards a page, newest first, with the Create Request link', async () => {
    const { router, user } = await renderRoute('/maintenance-requests');
    await screen.findByRole('list', { name: 'Requests' });
    expect(cards()).toHaveLength(20);
    const total = db.maintenanceRequests.count();
    expect(screen.getByText(`Showing 1–20 of ${total} requests`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Request' })).toHaveAttribute('href', '/maintenance-requests/new');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await screen.findByText(`Showing 21–${Math.min(40, total)} of ${total} requests`);
  });

  it('shows what a card says: number, title link, badges, places, category, dates, cost, photos', async () => {
    const newest = newestRequest();
    db.maintenanceRequests.update(newest.id, {
      estimatedCost: 1234.5,
      dueDate: '2030-01-15',
      photos: ['/api/files/a.jpg', '/api/files/b.jpg', '/api/files/c.jpg', '/api/files/d.jpg', '/api/files/e.jpg'],
    });
    const unit = db.units.get(newest.unitId)!;
    const property = db.properties.get(newest.propertyId)!;
    await renderRoute('/maintenance-requests');
    const card = await cardOf(newest.requestNumber);
    const c = within(card);
    expect(c.getByText(newest.requestNumber)).toBeInTheDocument();
    expect(c.getByRole('link', { name: newest.title })).toHaveAttribute('href', `/maintenance-requests/${newest.id}`);
    expect(c.getByText(newest.description)).toBeInTheDocument();
    expect(c.getAllByRole('img')).toHaveLength(3);
    expect(c.getByText('+2 more')).toBeInTheDocument();
    expect(card).toHaveTextContent(`Property: ${property.name}`);
    expect(card).toHaveTextContent(`Unit: ${unit.unitNumber}`);
    expect(card).toHaveTextContent(`Submitted: ${formatDate(newest.submittedDate)}`);
    expect(card).toHaveTextContent('Due: 01/15/2030');
    expect(card).toHaveTextContent(`Estimated cost: ${formatMoney(1234.5)}`);
  });

  it('says Unknown Property and Unknown Unit when the request has lost them, and leaves out due date and cost', async () => {
    const newest = newestRequest();
    db.maintenanceRequests.update(newest.id, { dueDate: null, estimatedCost: null });
    server.use(
      scenarios.json('/maintenance-requests', {
        data: [{ ...db.maintenanceRequests.get(newest.id)!, property: null, unit: null }],
        meta: { total: 1, page: 1, limit: 20, totalPages: 1 },
      }),
    );
    await renderRoute('/maintenance-requests');
    const card = await cardOf(newest.requestNumber);
    expect(card).toHaveTextContent('Property: Unknown Property');
    expect(card).toHaveTextContent('Unit: Unknown Unit');
    expect(card).not.toHaveTextContent('Due:');
    expect(card).not.toHaveTextContent('Estimated cost:');
  });

  it('keeps the filters in the URL, sends them, and goes back to page 1 on any change', async () => {
    const { router, user } = await renderRoute('/maintenance-requests?page=2');
    await screen.findByRole('list', { name: 'Requests' });
    const target = db.maintenanceRequests.all()[0]!;
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), target.status);
    await waitFor(() => expect(router.state.location.search).toBe(`?status=${target.status}`));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Priority' }), target.priority);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), target.category);
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('category')).toBe(target.category),
    );
    const expected = db.maintenanceRequests.where(
      (r) => r.status === target.status && r.priority === target.priority && r.category === target.category,
    );
    await waitFor(() => expect(cards()).toHaveLength(Math.min(20, expected.length)));
    expect(await cardOf(target.requestNumber)).toHaveTextContent(target.title);

    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'zzzz-nothing');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('search')).toBe('zzzz-nothing'));
    expect(await screen.findByText(REQUESTS_LIST_TEXT.filteredEmptyTitle)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: REQUESTS_LIST_TEXT.createFirst })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('list', { name: 'Requests' })).toBeInTheDocument();
  });

  it('on a phone, folds the filters behind a Filters button that counts the set ones; the URL keeps them', async () => {
    stubViewport('phone');
    const { user, router } = await renderRoute('/maintenance-requests?category=plumbing');
    await screen.findByRole('heading', { level: 1, name: REQUESTS_LIST_TEXT.title });
    const toggle = await screen.findByRole('button', { name: 'Filters (1)' });
    expect(screen.queryByRole('search', { name: 'Filter maintenance requests' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const filters = screen.getByRole('search', { name: 'Filter maintenance requests' });
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Priority' }), 'high');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('priority')).toBe('high'));
    expect(new URLSearchParams(router.state.location.search).get('category')).toBe('plumbing');
    expect(screen.getByRole('button', { name: 'Filters (2)' })).toBe(toggle);
  });

  it('reads the filters from the URL', async () => {
    const target = createMaintenanceRequest();
    await renderRoute(`/maintenance-requests?search=${encodeURIComponent(target.requestNumber)}`);
    expect(await cardOf(target.requestNumber)).toHaveTextContent(target.title);
    expect(cards()).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue(target.requestNumber);
  });

  it('offers Create First Request when there are no requests at all', async () => {
    server.use(scenarios.emptyList('/maintenance-requests'));
    await renderRoute('/maintenance-requests');
    expect(await screen.findByText(REQUESTS_LIST_TEXT.emptyTitle)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create First Request' })).toHaveAttribute(
      'href',
      '/maintenance-requests/new',
    );
  });

  it('shows the load error title and text', async () => {
    server.use(scenarios.error('/maintenance-requests'));
    await renderRoute('/maintenance-requests');
    expect(await screen.findByText('Error loading maintenance requests')).toBeInTheDocument();
    expect(
      screen.getByText('There was an error loading the maintenance requests. Please try again later.'),
    ).toBeInTheDocument();
  });
});
