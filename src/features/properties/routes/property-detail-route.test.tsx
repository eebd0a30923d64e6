import { screen, waitFor, within } from '@testing-library/react';
import { server } from '@mocks/node';
import { db } from '@mocks/db';
import { scenarios } from '@mocks/scenarios';
import { renderRoute } from '@/testing/render';
import { formatMoney } from '@/lib/format';
import { fill, valueOf } from '@/testing/fields';

function byName(name: string) {
  const p = db.properties.find((x) => x.name === name);
  if (!p) throw new Error(`seed has no ${name}`);
  return p;
}

describe('/properties/:id', { timeout: 60_000 }, () => {
  it('shows the information, figures from occupied units, tabs and unit cards', async () => {
    const maple = byName('Maple Court Apartments');
    const units = db.units.where((u) => u.rentalPropertyId === maple.id);
    const occupied = units.filter((u) => !u.isAvailable);
    const monthly = occupied.reduce((s, u) => s + u.monthlyRent, 0);
    await renderRoute(`/properties/${maple.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: maple.name })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Property' })).toBeInTheDocument();

    const info = screen.getByRole('region', { name: 'Property Information' });
    expect(valueOf('Total Units', info).textContent).toBe(String(units.length));
    expect(valueOf('Occupied Units', info).textContent).toBe(String(occupied.length));
    expect(valueOf('Occupancy Rate', info).textContent).toBe(`${Math.round((occupied.length / units.length) * 100)}%`);
    expect(valueOf('Property Type', info).textContent).toBe('Multi-Family Home');
    expect(valueOf('Address', info).textContent).toBe(
      [maple.address, maple.city, maple.state, maple.zipCode, maple.country].filter(Boolean).join(', '),
    );

    const money = screen.getByRole('region', { name: 'Financial Summary' });
    expect(valueOf('Monthly Rental Income', money).textContent).toBe(formatMoney(monthly));
    expect(valueOf('Annual Rental Income', money).textContent).toBe(formatMoney(monthly * 12));
    // The seed's Maple Court has a purchase price and occupied units, so it has a cap rate.
    expect(maple.purchasePrice).toBeGreaterThan(0);
    expect(monthly).toBeGreaterThan(0);
    expect(valueOf('Cap Rate', money).textContent).toBe(
      `${(Math.round(((monthly * 12) / maple.purchasePrice!) * 10000) / 100).toFixed(2)}%`,
    );

    expect(screen.getByRole('tab', { name: 'Insurance', selected: true })).toBeInTheDocument();
    const unitList = screen.getByRole('list', { name: 'Units' });
    expect(within(unitList).getAllByRole('listitem')).toHaveLength(units.length);
    const first = units.sort((a, b) => a.unitNumber.localeCompare(b.unitNumber, undefined, { numeric: true }))[0]!;
    expect(within(unitList).getByRole('link', { name: `Unit ${first.unitNumber}` })).toHaveAttribute(
      'href',
      `/units/${first.id}`,
    );
  });

  it('shows No units added and No description provided', async () => {
    const willow = byName('Willow Lane Cottage');
    db.properties.update(willow.id, { description: null });
    await renderRoute(`/properties/${willow.id}`);
    expect(await screen.findByRole('heading', { name: 'No units added' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Your First Unit' })).toBeInTheDocument();
    expect(screen.getByText('No description provided')).toBeInTheDocument();
  });

  it('shows the not-found state for a missing property', async () => {
    await renderRoute('/properties/does-not-exist');
    expect(
      await screen.findByText("The property you're looking for doesn't exist or has been deleted."),
    ).toBeInTheDocument();
  });

  it('shows the load error', async () => {
    server.use(scenarios.error('/rental-properties/:id'));
    await renderRoute('/properties/anything');
    expect(
      await screen.findByText('There was an error loading the property information. Please try again later.'),
    ).toBeInTheDocument();
  });

  it('edits insurance: saves a partial update and shows the banner', async () => {
    const maple = byName('Maple Court Apartments');
    const { user } = await renderRoute(`/properties/${maple.id}`);
    await user.click(await screen.findByRole('button', { name: 'Edit Insurance' }));
    const form = screen.getByRole('form', { name: 'Edit Insurance' });
    await fill(user, within(form).getByLabelText('Insurance Carrier'), 'Granite Insurance');
    await fill(user, within(form).getByLabelText('Deductible'), '-5');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Deductible cannot be negative')).toBeInTheDocument();
    await fill(user, within(form).getByLabelText('Deductible'), '3000');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Insurance information updated successfully')).toBeInTheDocument();
    expect(db.properties.get(maple.id)).toMatchObject({
      insuranceCarrier: 'Granite Insurance',
      insuranceDeductible: 3000,
      name: maple.name,
      lateFeeEnabled: maple.lateFeeEnabled,
    });
    expect(screen.getByText('Granite Insurance')).toBeInTheDocument();
  });

  it('edits the tax breakdown and stores it as JSON text with its total', async () => {
    const riverside = byName('Riverside Townhomes');
    db.properties.update(riverside.id, { propertyTaxComponents: null });
    const { user } = await renderRoute(`/properties/${riverside.id}`);
    await user.click(await screen.findByRole('tab', { name: 'Property Taxes' }));
    await user.click(await screen.findByRole('button', { name: 'Edit Property Taxes' }));
    const form = screen.getByRole('form', { name: 'Edit Property Taxes' });
    const f = within(form);
    expect(f.getByLabelText('Payment Schedule')).toHaveValue('annual');
    await user.click(f.getByRole('button', { name: 'Add Component' }));
    await user.click(f.getByRole('button', { name: 'Add Component' }));
    await user.selectOptions(f.getAllByLabelText('Type')[0]!, 'school_district');
    await fill(user, f.getAllByLabelText(/Taxing Authority/)[0]!, 'Portland Public Schools');
    await fill(user, f.getAllByLabelText(/Annual Amount/)[0]!, '1200.25');
    await fill(user, f.getAllByLabelText(/Taxing Authority/)[1]!, 'Multnomah County');
    await fill(user, f.getAllByLabelText(/Annual Amount/)[1]!, '800');
    expect(f.getByText(`Total from Components: ${formatMoney(2000.25)}`)).toBeInTheDocument();
    await user.click(f.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Property tax information updated successfully')).toBeInTheDocument();
    const stored = JSON.parse(db.properties.get(riverside.id)!.propertyTaxComponents!);
    expect(stored.components).toEqual([
      { taxType: 'school_district', taxingAuthority: 'Portland Public Schools', annualAmount: 1200.25 },
      { taxType: 'county', taxingAuthority: 'Multnomah County', annualAmount: 800 },
    ]);
    expect(stored.totalAnnualAmount).toBe(2000.25);
  });

  it('edits utilities and shows No information added for empty ones', async () => {
    const riverside = byName('Riverside Townhomes');
    const { user } = await renderRoute(`/properties/${riverside.id}`);
    await user.click(await screen.findByRole('tab', { name: 'Utilities' }));
    await user.click(await screen.findByRole('button', { name: 'Edit Utilities' }));
    const f = within(screen.getByRole('form', { name: 'Edit Utilities' }));
    for (const label of ['Electric', 'Gas', 'Water', 'Sewer', 'Trash']) {
      await user.clear(f.getByLabelText(`${label} Provider`));
      await user.clear(f.getByLabelText(`${label} Account Number`));
    }
    await fill(user, f.getByLabelText('Gas Provider'), 'NW Natural');
    await user.click(f.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Utility information updated successfully')).toBeInTheDocument();
    expect(screen.getAllByText('No information added').length).toBeGreaterThanOrEqual(4);
    expect(db.properties.get(riverside.id)).toMatchObject({
      utilityGasProvider: 'NW Natural',
      utilityElectricProvider: null,
    });
  });

  it('edits the property: the form shows the photos section and saves', async () => {
    const maple = byName('Maple Court Apartments');
    const { user } = await renderRoute(`/properties/${maple.id}`);
    await user.click(await screen.findByRole('button', { name: 'Edit Property' }));
    const dialog = await screen.findByRole('dialog', { name: `Edit ${maple.name}` });
    const d = within(dialog);
    expect(d.queryByText('Save property first to add photos')).not.toBeInTheDocument();
    expect(d.getByRole('button', { name: 'Upload Photos' })).toBeInTheDocument();
    expect(d.getByLabelText(/Property Name/)).toHaveValue(maple.name);
    await fill(user, d.getByLabelText(/Property Name/), 'Maple Court Residences');
    await user.click(d.getByRole('button', { name: 'Update Property' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Maple Court Residences' })).toBeInTheDocument();
    expect(db.properties.get(maple.id)!.name).toBe('Maple Court Residences');
  });

  it("edit failure keeps the typed values and shows the server's message", async () => {
    server.use(scenarios.error('/rental-properties/:id', 500, 'put'));
    const maple = byName('Maple Court Apartments');
    const { user } = await renderRoute(`/properties/${maple.id}`);
    await user.click(await screen.findByRole('button', { name: 'Edit Property' }));
    const d = within(await screen.findByRole('dialog', { name: `Edit ${maple.name}` }));
    await fill(user, d.getByLabelText(/Property Name/), 'Renamed');
    await user.click(d.getByRole('button', { name: 'Update Property' }));
    expect(await d.findByText('The server could not answer.')).toBeInTheDocument();
    expect(d.queryByText('Error updating property. See console for details.')).not.toBeInTheDocument();
    expect(d.getByLabelText(/Property Name/)).toHaveValue('Renamed');
    expect(db.properties.get(maple.id)!.name).toBe(maple.name);
  });

  it("edit failure without a server message shows the spec's alert and keeps the typed values", async () => {
    server.use(scenarios.json('/rental-properties/:id', {}, 'put', 500));
    const maple = byName('Maple Court Apartments');
    const { user } = await renderRoute(`/properties/${maple.id}`);
    await user.click(await screen.findByRole('button', { name: 'Edit Property' }));
    const d = within(await screen.findByRole('dialog', { name: `Edit ${maple.name}` }));
    await fill(user, d.getByLabelText(/Property Name/), 'Renamed');
    await user.click(d.getByRole('button', { name: 'Update Property' }));
    expect(await d.findByText('Error updating property. See console for details.')).toBeInTheDocument();
    expect(d.getByLabelText(/Property Name/)).toHaveValue('Renamed');
  });

  it("insurance refusal: the server's message and field error, the form stays open with what was typed", async () => {
    server.use(
      scenarios.json(
        '/rental-properties/:id',
        {
          type: 'about:blank',
          title: 'Bad Request',
          status: 400,
          detail: 'The policy has expired.',
          errors: [{ field: 'insuranceExpiryDate', message: 'insuranceExpiryDate must be after the effective date' }],
        },
        'put',
        400,
      ),
    );
    const maple = byName('Maple Court Apartments');
    const { user } = await renderRoute(`/properties/${maple.id}`);
    await user.click(await screen.findByRole('button', { name: 'Edit Insurance' }));
    const form = within(screen.getByRole('form', { name: 'Edit Insurance' }));
    await fill(user, form.getByLabelText('Insurance Carrier'), 'Granite Insurance');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('The policy has expired.')).toBeInTheDocument();
    expect(form.getByText('insuranceExpiryDate must be after the effective date')).toBeInTheDocument();
    expect(form.queryByText('Error updating property. See console for details.')).not.toBeInTheDocument();
    expect(form.getByLabelText('Insurance Carrier')).toHaveValue('Granite Insurance');
    expect(screen.queryByText('Insurance information updated successfully')).not.toBeInTheDocument();
    expect(db.properties.get(maple.id)!.insuranceCarrier).toBe(maple.insuranceCarrier);
  });

  it("property taxes refusal: the server's message; utilities refusal without one: the spec's alert", async () => {
    const riverside = byName('Riverside Townhomes');
    server.use(
      scenarios.json(
        '/rental-properties/:id',
        { type: 'about:blank', title: 'Conflict', status: 409, detail: 'Tax records are locked for this year.' },
        'put',
        409,
      ),
    );
    const { user } = await renderRoute(`/properties/${riverside.id}`);
    await user.click(await screen.findByRole('tab', { name: 'Property Taxes' }));
    await user.click(await screen.findByRole('button', { name: 'Edit Property Taxes' }));
    const taxes = within(screen.getByRole('form', { name: 'Edit Property Taxes' }));
    await fill(user, taxes.getByLabelText(/Account Number/), 'TX-778');
    await user.click(taxes.getByRole('button', { name: 'Save' }));
    expect(await taxes.findByText('Tax records are locked for this year.')).toBeInTheDocument();
    expect(taxes.getByLabelText(/Account Number/)).toHaveValue('TX-778');
    await user.click(taxes.getByRole('button', { name: 'Cancel' }));

    server.use(scenarios.json('/rental-properties/:id', {}, 'put', 500));
    await user.click(screen.getByRole('tab', { name: 'Utilities' }));
    await user.click(await screen.findByRole('button', { name: 'Edit Utilities' }));
    const utilities = within(screen.getByRole('form', { name: 'Edit Utilities' }));
    await fill(user, utilities.getByLabelText('Gas Provider'), 'NW Natural');
    await user.click(utilities.getByRole('button', { name: 'Save' }));
    expect(await utilities.findByText('Error updating property. See console for details.')).toBeInTheDocument();
    expect(utilities.getByLabelText('Gas Provider')).toHaveValue('NW Natural');
    expect(db.properties.get(riverside.id)!.utilityGasProvider).toBe(riverside.utilityGasProvider);
  });

  it('deletes after confirmation, with its units, and goes to /properties', async () => {
    const maple = byName('Maple Court Apartments');
    expect(db.units.count((u) => u.rentalPropertyId === maple.id)).toBeGreaterThan(0);
    const { user, router } = await renderRoute(`/properties/${maple.id}`);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText(
        `Are you sure you want to delete ${maple.name}? This action cannot be undone and will also delete all units associated with this property.`,
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/properties'));
    expect(db.properties.get(maple.id)).toBeUndefined();
    expect(db.units.count((u) => u.rentalPropertyId === maple.id)).toBe(0);
    expect(await screen.findByRole('heading', { level: 1, name: 'Properties' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: /Maple Court Apartments/ })).not.toBeInTheDocument());
  });
});
