import { screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { db } from '@mocks/db';
import { seedTestStore } from '@/testing/seeded-store';
import { API_PATTERN } from '@mocks/http';
import { scenarios } from '@mocks/scenarios';
import { renderRoute } from '@/testing/render';
import { createProperty } from '@/testing/factories';
import { fill } from '@/testing/fields';

function byName(name: string) {
  const p = db.properties.find((x) => x.name === name);
  if (!p) throw new Error(`seed has no ${name}`);
  return p;
}

// The whole app renders per test (shell, lazy route, MSW): generous time on a busy machine.
describe('/properties', { timeout: 60_000 }, () => {
  it('shows a card per property with units, occupied and rate from its units', async () => {
    await renderRoute('/properties');
    expect(await screen.findByRole('heading', { level: 1, name: 'Properties' })).toBeInTheDocument();
    const maple = byName('Maple Court Apartments');
    const units = db.units.where((u) => u.rentalPropertyId === maple.id);
    const occupied = units.filter((u) => !u.isAvailable).length;
    const card = await screen.findByRole('link', { name: /Maple Court Apartments/ });
    expect(card).toHaveAttribute('href', `/properties/${maple.id}`);
    const c = within(card);
    expect(c.getByText(`${maple.address}, ${maple.city}, ${maple.state}`)).toBeInTheDocument();
    // Each figure follows its label.
    expect(card).toHaveTextContent(new RegExp(`Units\\s*${units.length}(?!\\d)`));
    expect(card).toHaveTextContent(new RegExp(`Occupied\\s*${occupied}(?!\\d)`));
    expect(card).toHaveTextContent(new RegExp(`Rate\\s*${Math.round((occupied / units.length) * 100)}%`));
    expect(screen.getAllByRole('link', { name: /, / })).toHaveLength(db.properties.count());
  });

  it('shows the placeholder without photos and no rate without units', async () => {
    createProperty({ name: 'Bare Lot Homes', photos: [] });
    await renderRoute('/properties');
    const willow = byName('Willow Lane Cottage');
    expect(db.units.count((u) => u.rentalPropertyId === willow.id)).toBe(0);
    const bare = within(await screen.findByRole('link', { name: /Bare Lot Homes/ }));
    expect(bare.getByText('Property Image')).toBeInTheDocument();
    expect(within(screen.getByRole('link', { name: /Willow Lane Cottage/ })).queryByText('Property Image')).toBeNull();
    expect(screen.getByRole('link', { name: /Willow Lane Cottage/ })).toHaveTextContent(/Rate\s*—/);
  });

  it('shows the empty state with Add Your First Property', async () => {
    server.use(scenarios.emptyList('/rental-properties'));
    await renderRoute('/properties');
    expect(await screen.findByRole('heading', { name: 'No properties found' })).toBeInTheDocument();
    expect(
      screen.getByText("You don't have any properties yet. Add your first property to get started."),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Your First Property' })).toBeInTheDocument();
  });

  it('shows the load error', async () => {
    server.use(scenarios.error('/rental-properties'));
    await renderRoute('/properties');
    expect(await screen.findByText('Error loading properties')).toBeInTheDocument();
    expect(screen.getByText('There was an error loading the properties. Please try again later.')).toBeInTheDocument();
  });

  it('creates a property and opens it; refused input stays with the messages', async () => {
    const { user, router } = await renderRoute('/properties');
    await user.click(await screen.findByRole('button', { name: 'Add Property' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Property' });
    const d = within(dialog);
    expect(d.getByText('Save property first to add photos')).toBeInTheDocument();
    expect(d.getByLabelText(/Property Type/)).toHaveValue('multi-family');
    await fill(user, d.getByLabelText(/Year Built/), '1700');
    await user.click(d.getByRole('button', { name: 'Create Property' }));
    expect(await d.findByText('Property name is required')).toBeInTheDocument();
    expect(d.getByText('Year built must be after 1800')).toBeInTheDocument();
    const before = db.properties.count();

    await fill(user, d.getByLabelText(/Property Name/), 'Birch Hollow');
    await fill(user, d.getByLabelText(/^Address/), '5 Birch Rd');
    await fill(user, d.getByLabelText(/^City/), 'Tulsa');
    await fill(user, d.getByLabelText(/^State/), 'OK');
    await fill(user, d.getByLabelText(/Zip Code/), '74103');
    await fill(user, d.getByLabelText(/Year Built/), '1999');
    await user.selectOptions(d.getByLabelText(/Property Type/), 'townhouse');
    await user.click(d.getByRole('button', { name: 'Create Property' }));

    await waitFor(() => expect(db.properties.count()).toBe(before + 1));
    const created = byName('Birch Hollow');
    expect(created).toMatchObject({ city: 'Tulsa', yearBuilt: 1999, propertyType: 'townhouse', isActive: true });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/properties/${created.id}`));
    expect(await screen.findByRole('heading', { level: 1, name: 'Birch Hollow' })).toBeInTheDocument();
  });

  it('keeps what was typed and shows the server refusal', async () => {
    server.use(scenarios.error('/rental-properties', 500, 'post'));
    const { user } = await renderRoute('/properties');
    await user.click(await screen.findByRole('button', { name: 'Add Property' }));
    const d = within(await screen.findByRole('dialog', { name: 'Add New Property' }));
    await fill(user, d.getByLabelText(/Property Name/), 'Birch Hollow');
    await fill(user, d.getByLabelText(/^Address/), '5 Birch Rd');
    await fill(user, d.getByLabelText(/^City/), 'Tulsa');
    await fill(user, d.getByLabelText(/^State/), 'OK');
    await fill(user, d.getByLabelText(/Zip Code/), '74103');
    const before = db.properties.count();
    await user.click(d.getByRole('button', { name: 'Create Property' }));
    expect(await d.findByText('The server could not answer.')).toBeInTheDocument();
    expect(d.getByLabelText(/Property Name/)).toHaveValue('Birch Hollow');
    expect(db.properties.count()).toBe(before);
  });

  it('smart search: filters from the URL, results with count and processing time, Clear All', async () => {
    const { user, router } = await renderRoute('/properties?smart=1&state=TX');
    const results = await screen.findByRole('list', { name: 'Search results' });
    const texans = db.properties.where((p) => p.state === 'TX');
    await waitFor(() => expect(within(results).getAllByRole('listitem')).toHaveLength(texans.length));
    expect(screen.getByText(new RegExp(`^${texans.length} results? found in \\d+ms$`))).toBeInTheDocument();
    expect(within(results).getByText('Oakwood Family Home')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Property Type'), 'single-family');
    await waitFor(() => expect(router.state.location.search).toContain('propertyType=single-family'));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Search results' })).getAllByRole('listitem')).toHaveLength(
        texans.filter((p) => p.propertyType === 'single-family').length,
      ),
    );

    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    await waitFor(() => expect(router.state.location.search).toBe('?smart=1'));
    expect(await screen.findByRole('list', { name: 'Properties' })).toBeInTheDocument();
  });

  it('smart search: suggestions after 2 characters, arrow keys and Enter choose one', async () => {
    const { user, router } = await renderRoute('/properties');
    await user.click(await screen.findByRole('button', { name: 'Enable Smart Search' }));
    expect(screen.getByRole('button', { name: 'Smart Search' })).toBeInTheDocument();
    const box = screen.getByRole('combobox', { name: 'Search properties' });
    expect(box).toHaveAttribute('placeholder', 'Search properties by name, address, city, or description...');
    await user.type(box, 'm');
    await new Promise((r) => setTimeout(r, 400));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.type(box, 'ap');
    const listbox = await screen.findByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    expect(options.length).toBeGreaterThan(0);
    expect(options.length).toBeLessThanOrEqual(5);
    await user.keyboard('{ArrowDown}');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).toHaveValue('Maple Court Apartments');
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('q')).toBe('Maple Court Apartments'),
    );
    const results = await screen.findByRole('list', { name: 'Search results' });
    expect(within(results).getByText('Maple Court Apartments')).toBeInTheDocument();
  });

  it('pages through the large set, 100 cards at a time, page in the URL', async () => {
    seedTestStore({ size: 'large' });
    const total = db.properties.count();
    expect(total).toBeGreaterThanOrEqual(1000);
    const pages = Math.ceil(total / 100);
    const { user, router } = await renderRoute('/properties');
    expect(await screen.findByText(`Page 1 of ${pages}`)).toBeInTheDocument();
    expect(screen.getByText(`Showing 1–100 of ${total.toLocaleString('en-US')} properties`)).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Properties' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(100);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    const firstOnPage1 = within(list).getAllByRole('link')[0]!.getAttribute('href');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(`Page 2 of ${pages}`)).toBeInTheDocument();
    expect(screen.getByText(`Showing 101–200 of ${total.toLocaleString('en-US')} properties`)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Properties' }))
          .getAllByRole('link')[0]!
          .getAttribute('href'),
      ).not.toBe(firstOnPage1),
    );
    // Card images load lazily (decorative: alt="", so role presentation).
    const cardImages = within(screen.getByRole('list', { name: 'Properties' }))
      .queryAllByRole('presentation')
      .filter((element) => element.getAttribute('src')?.includes('/files/'));
    for (const img of cardImages) expect(img).toHaveAttribute('loading', 'lazy');
  });

  it("puts the server's field errors on their fields", async () => {
    server.use(
      mswHttp.post(`${API_PATTERN}/rental-properties`, () =>
        HttpResponse.json(
          {
            type: 'about:blank',
            title: 'Bad Request',
            status: 400,
            detail: 'The request is invalid.',
            errors: [{ field: 'zipCode', message: 'zipCode must match the postal format' }],
          },
          { status: 400, headers: { 'Content-Type': 'application/problem+json' } },
        ),
      ),
    );
    const { user } = await renderRoute('/properties');
    await user.click(await screen.findByRole('button', { name: 'Add Property' }));
    const d = within(await screen.findByRole('dialog', { name: 'Add New Property' }));
    await fill(user, d.getByLabelText(/Property Name/), 'Birch Hollow');
    await fill(user, d.getByLabelText(/^Address/), '5 Birch Rd');
    await fill(user, d.getByLabelText(/^City/), 'Tulsa');
    await fill(user, d.getByLabelText(/^State/), 'OK');
    await fill(user, d.getByLabelText(/Zip Code/), '7');
    await user.click(d.getByRole('button', { name: 'Create Property' }));
    expect(await d.findByText('zipCode must match the postal format')).toBeInTheDocument();
    expect(d.getByText('The request is invalid.')).toBeInTheDocument();
    expect(d.getByLabelText(/Zip Code/)).toHaveAttribute('aria-invalid', 'true');
    expect(d.getByLabelText(/Zip Code/)).toHaveValue('7');
  });
});
