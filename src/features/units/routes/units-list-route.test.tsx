import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import type { UserEvent } from '@testing-library/user-event';
import { server } from '@mocks/node';
import { db } from '@mocks/db';
import { seedTestStore } from '@/testing/seeded-store';
import { unitsInOrder } from '@mocks/queries/properties-units';
import { scenarios } from '@mocks/scenarios';
import { renderRoute } from '@/testing/render';

/** The data rows of the units table (the header row excluded). */
function rows(name = 'Units') {
  const table = screen.getByRole('table', { name });
  return within(table).getAllByRole('row').slice(1);
}

async function pick(user: UserEvent, label: string, optionLabel: string) {
  await user.selectOptions(screen.getByRole('combobox', { name: label }), optionLabel);
}

describe('/units', { timeout: 60_000 }, () => {
  it('shows every unit in a table with the spec columns, paged by 100 (spec 1 §7)', async () => {
    const total = db.units.count();
    await renderRoute('/units');
    expect(await screen.findByRole('heading', { level: 1, name: 'Units' })).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Units' });
    const table = within(screen.getByRole('table', { name: 'Units' }));
    // In this order, each named exactly (a sortable header's arrow is not part of its name).
    expect(table.getAllByRole('columnheader')).toEqual(
      ['Photo', 'Unit', 'Property', 'Bed/Bath', 'Sq. Ft.', 'Rent', 'Status'].map((name) =>
        table.getByRole('columnheader', { name }),
      ),
    );
    expect(rows()).toHaveLength(Math.min(100, total));
    expect(screen.getByText(new RegExp(`^Showing 1–${Math.min(100, total)} of ${total} units$`))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enable Smart Search' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Unit' })).toBeInTheDocument();
  });

  it('filters on the client by property, availability and bedrooms, and keeps the filters in the URL', async () => {
    const { user, router } = await renderRoute('/units');
    await screen.findByRole('table', { name: 'Units' });
    // A property whose units the availability filter narrows: several units, some available, not all.
    const property = db.properties.find((p) => {
      const units = db.units.where((u) => u.rentalPropertyId === p.id);
      const availableCount = units.filter((u) => u.isAvailable).length;
      return units.length > 1 && availableCount > 0 && availableCount < units.length;
    })!;
    expect(property).toBeDefined();
    const theirs = db.units.where((u) => u.rentalPropertyId === property.id);

    await pick(user, 'Property', property.name);
    await waitFor(() => expect(rows()).toHaveLength(theirs.length));
    expect(router.state.location.search).toContain(`property=${property.id}`);

    await pick(user, 'Availability', 'Available only');
    const available = theirs.filter((u) => u.isAvailable);
    await waitFor(() => expect(rows()).toHaveLength(available.length));
    expect(router.state.location.search).toContain('availability=available');
  });

  it('reads the bedrooms filter from the URL (3+ means three or more)', async () => {
    const expected = db.units.where((u) => u.bedrooms >= 3 && !u.isAvailable).length;
    // The seed has occupied units with three or more bedrooms (and others that the filter leaves out).
    expect(expected).toBeGreaterThan(0);
    expect(expected).toBeLessThan(db.units.count());
    await renderRoute('/units?bedrooms=3%2B&availability=unavailable');
    await screen.findByRole('table', { name: 'Units' });
    expect(rows()).toHaveLength(Math.min(expected, 100));
    for (const row of rows()) expect(within(row).getByText('Occupied')).toBeInTheDocument();
  });

  it('large data set: shows the first 100 units while the other pages load; filters, sorting and the rest wait for every unit', async () => {
    seedTestStore({ size: 'large' });
    const total = db.units.count();
    // GET /units serves 1,000 units a page: pages 2–10 wait until released.
    let release!: () => void;
    const rest = new Promise<void>((resolve) => (release = resolve));
    const asked: string[] = [];
    server.use(
      http.get('*/api/units', async ({ request }) => {
        const page = new URL(request.url).searchParams.get('page') ?? '1';
        asked.push(page);
        if (page !== '1') await rest;
        return undefined; // on to the mock's own handler
      }),
    );
    const { user } = await renderRoute('/units');
    await screen.findByRole('table', { name: 'Units' });
    expect(rows()).toHaveLength(100);
    const count = total.toLocaleString('en-US');
    expect(screen.getByText(`Showing 1–100 of ${count} units`)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Property' })).toBeDisabled();
    expect(asked).toContain('2');
    // The rows of the list's first page, in the list's order (property name, then unit number).
    const inOrder = unitsInOrder(db);
    for (const [row, unit] of [
      [rows()[0]!, inOrder[0]!],
      [rows()[99]!, inOrder[99]!],
    ] as const) {
      expect(row).toHaveTextContent(unit.unitNumber);
      expect(row).toHaveTextContent(db.properties.get(unit.rentalPropertyId)!.name);
    }

    // A sort needs every unit: the list waits for them.
    const table = screen.getByRole('table', { name: 'Units' });
    await user.click(within(table).getByRole('button', { name: 'Rent' }));
    expect(await screen.findByText('Loading units…')).toBeInTheDocument();

    release();
    const sorted = await screen.findByRole('table', { name: 'Units' });
    expect(within(sorted).getByRole('columnheader', { name: 'Rent' })).toHaveAttribute('aria-sort', 'ascending');
    expect(rows()).toHaveLength(100);
    expect(screen.getByText(`Showing 1–100 of ${count} units`)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Property' })).toBeEnabled();
  });

  it('says No units found. when there are none', async () => {
    server.use(scenarios.emptyList('/units'));
    await renderRoute('/units');
    expect(await screen.findByRole('heading', { name: 'No units found.' })).toBeInTheDocument();
  });

  it('shows the load error', async () => {
    server.use(scenarios.error('/units'));
    await renderRoute('/units');
    expect(
      await screen.findByText('There was an error loading the units. Please try again later.'),
    ).toBeInTheDocument();
  });

  it('smart search: suggestions, filters in the URL, the result count with processing time, Clear All', async () => {
    const { user, router } = await renderRoute('/units');
    await user.click(await screen.findByRole('button', { name: 'Enable Smart Search' }));
    expect(screen.getByRole('button', { name: 'Smart Search' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText(new RegExp(`^${db.units.count()} results found in \\d+ms$`))).toBeInTheDocument();

    const property = db.properties.find((p) => p.name === 'Maple Court Apartments')!;
    const box = screen.getByRole('combobox', { name: 'Search units' });
    await user.type(box, 'Ma');
    const listbox = await screen.findByRole('listbox', { name: 'Unit suggestions' });
    const options = within(listbox).getAllByRole('option');
    expect(options.length).toBeGreaterThan(0);
    expect(options.length).toBeLessThanOrEqual(5);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.clear(box);

    await pick(user, 'Property', property.name);
    await user.click(screen.getByRole('checkbox', { name: 'Available Only' }));
    const expected = db.units.where((u) => u.rentalPropertyId === property.id && u.isAvailable).length;
    await waitFor(() => expect(router.state.location.search).toContain('available=true'));
    expect(router.state.location.search).toContain(`property=${property.id}`);
    expect(await screen.findByText(new RegExp(`^${expected} results? found in \\d+ms$`))).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    await waitFor(() => expect(router.state.location.search).toBe('?smart=1'));
  });

  it('smart search, large data set: any of 1,000 properties can be the filter, through the property search box', async () => {
    seedTestStore({ size: 'large' });
    // Properties are listed by name: these are far beyond the picker's first page of 100.
    const byName = [...db.properties.all()].sort((a, b) => a.name.localeCompare(b.name));
    const [target, fromUrl] = [byName.at(-1)!, byName.at(-2)!];
    const { user, router } = await renderRoute(`/units?smart=1&property=${fromUrl.id}`);
    // Once the first page shows there are more than 100, the select becomes a search box.
    const help = `Type 2 or more characters to search all ${db.properties.count().toLocaleString('en-US')} properties`;
    await screen.findByText(help);
    const box = screen.getByRole('combobox', { name: 'Property' });
    expect(box).toHaveAccessibleDescription(help);
    // A property chosen in the URL shows by name.
    await waitFor(() => expect(box).toHaveValue(fromUrl.name));

    await user.clear(box);
    await user.paste(target.name);
    const listbox = await screen.findByRole('listbox', { name: 'Property suggestions' });
    await user.click(
      within(listbox)
        .getAllByRole('option')
        .find((o) => o.textContent?.includes(target.address))!,
    );
    expect(box).toHaveValue(target.name);
    await waitFor(() => expect(router.state.location.search).toContain(`property=${target.id}`));
    const expected = db.units.count((u) => u.rentalPropertyId === target.id);
    expect(await screen.findByText(new RegExp(`^${expected} results? found in \\d+ms$`))).toBeInTheDocument();

    // Emptying the box and leaving it goes back to every property.
    await user.clear(box);
    await user.tab();
    await waitFor(() => expect(router.state.location.search).not.toContain('property='));
    expect(box).toHaveValue('');
  });

  it('smart search reads bedrooms, rent range and pet friendly from the URL', async () => {
    const expected = db.units.where((u) => u.bedrooms >= 4 && u.monthlyRent >= 1000 && u.petAllowed).length;
    await renderRoute('/units?smart=1&beds=4%2B&minRent=1000&pets=true');
    expect(await screen.findByText(new RegExp(`^${expected} results? found in \\d+ms$`))).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Bedrooms' })).toHaveValue('4+');
    expect(screen.getByRole('checkbox', { name: 'Pet Friendly' })).toBeChecked();
  });
});
