import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { db } from '@mocks/db';
import { API_PATTERN } from '@mocks/http';
import { scenarios } from '@mocks/scenarios';
import { createTenant } from '@/testing/factories';
import { renderRoute } from '@/testing/render';

describe('/tenants', { timeout: 60_000 }, () => {
  it('shows tenant cards with name, status, email and phone, linking to the tenant', async () => {
    await renderRoute('/tenants');
    const grid = await screen.findByRole('list', { name: 'Tenants' });
    const cards = within(grid).getAllByRole('link');
    expect(cards.length).toBe(Math.min(100, db.tenants.count()));
    const first = db.tenants.get(cards[0]!.getAttribute('href')!.split('/').pop()!)!;
    expect(cards[0]).toHaveTextContent(`${first.firstName} ${first.lastName}`);
    expect(cards[0]).toHaveTextContent(first.email);
    expect(screen.getByRole('heading', { level: 1, name: 'Tenants' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Tenant' })).toBeInTheDocument();
  });

  it('filters by status and free text from the URL and writes the filter to the URL', async () => {
    const evicted = db.tenants.where((t) => t.status === 'evicted');
    const { user, router } = await renderRoute('/tenants?status=evicted');
    const grid = await screen.findByRole('list', { name: 'Tenants' });
    expect(within(grid).getAllByRole('link')).toHaveLength(Math.min(100, evicted.length));
    for (const card of within(grid).getAllByRole('link')) expect(card).toHaveTextContent('Evicted');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'applicant');
    await waitFor(() => expect(router.state.location.search).toBe('?status=applicant'));

    const someone = evicted[0]!;
    await user.type(screen.getByRole('textbox', { name: 'Search' }), someone.email);
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('search')).toBe(someone.email));
  });

  it('shows the empty text, and the error text when the list fails', async () => {
    server.use(scenarios.emptyList('/tenants'));
    const { unmount } = await renderRoute('/tenants');
    expect(await screen.findByText('No tenants found.')).toBeInTheDocument();
    unmount();

    server.use(scenarios.error('/tenants'));
    await renderRoute('/tenants');
    expect(
      await screen.findByText(
        'There was an error loading the tenants. Please try again later.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
  });

  it('smart search sends the filters and shows the matches; suggestions show email, status and flags', async () => {
    const seen: URLSearchParams[] = [];
    server.use(
      http.get(`${API_PATTERN}/tenants/search`, ({ request }) => {
        seen.push(new URL(request.url).searchParams);
        return undefined;
      }),
    );
    const withPets = createTenant({ firstName: 'Quillon', hasPets: true });
    const { user, router } = await renderRoute('/tenants?smart=1&hasPets=true&backgroundCheckStatus=passed');
    await waitFor(() => expect(seen.length).toBeGreaterThan(0));
    expect(seen.at(-1)!.get('hasPets')).toBe('true');
    expect(seen.at(-1)!.get('backgroundCheckStatus')).toBe('passed');
    expect(seen.at(-1)!.get('limit')).toBe('100');

    await user.click(screen.getByRole('checkbox', { name: 'Active Lease' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('hasActiveLease')).toBe('true'));

    await user.type(screen.getByRole('combobox', { name: 'Search tenants' }), withPets.firstName.slice(0, 3));
    const list = await screen.findByRole('listbox', { name: 'Tenant suggestions' });
    const options = within(list).getAllByRole('option');
    expect(options.length).toBeLessThanOrEqual(5);
    expect(options[0]).toHaveTextContent('@');
  });

  it('Add Tenant opens Add New Tenant and shows the rules', async () => {
    const { user } = await renderRoute('/tenants');
    await user.click(await screen.findByRole('button', { name: 'Add Tenant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Tenant' });
    await user.click(within(dialog).getByRole('button', { name: 'Create Tenant' }));
    expect(await within(dialog).findByText('First name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Last name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Email is required')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'nope');
    await user.tab();
    expect(await within(dialog).findByText('Invalid email format')).toBeInTheDocument();
  });

  it('creates a tenant without the empty fields and opens it', async () => {
    let body: Record<string, unknown> | undefined;
    server.use(
      http.post(`${API_PATTERN}/tenants`, async ({ request }) => {
        body = (await request.clone().json()) as Record<string, unknown>;
        return undefined;
      }),
    );
    const { user, router } = await renderRoute('/tenants');
    await user.click(await screen.findByRole('button', { name: 'Add Tenant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Tenant' });
    await user.type(within(dialog).getByRole('textbox', { name: /First Name/ }), 'Nadia');
    await user.type(within(dialog).getByRole('textbox', { name: /Last Name/ }), 'Okafor');
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'nadia.okafor@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Create Tenant' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/tenants\/.+/));
    expect(body).toEqual({
      firstName: 'Nadia',
      lastName: 'Okafor',
      email: 'nadia.okafor@example.com',
      status: 'applicant',
      hasPets: false,
    });
    expect(db.tenants.find((t) => t.email === 'nadia.okafor@example.com')).toBeTruthy();
  });

  it('a refused create keeps the input and shows the server message', async () => {
    server.use(
      http.post(`${API_PATTERN}/tenants`, () =>
        HttpResponse.json(
          { title: 'Conflict', status: 409, detail: 'A tenant with this email already exists.' },
          { status: 409 },
        ),
      ),
    );
    const { user } = await renderRoute('/tenants');
    await user.click(await screen.findByRole('button', { name: 'Add Tenant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Tenant' });
    await user.type(within(dialog).getByRole('textbox', { name: /First Name/ }), 'Nadia');
    await user.type(within(dialog).getByRole('textbox', { name: /Last Name/ }), 'Okafor');
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'dup@example.com');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await user.click(within(dialog).getByRole('button', { name: 'Create Tenant' }));
    expect(await within(dialog).findByText('A tenant with this email already exists.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /First Name/ })).toHaveValue('Nadia');
  });
});
