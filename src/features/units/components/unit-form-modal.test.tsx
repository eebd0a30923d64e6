import { screen, waitFor, within } from '@testing-library/react';
import { server } from '@mocks/node';
import { db } from '@mocks/db';
import { seedTestStore } from '@/testing/seeded-store';
import { scenarios } from '@mocks/scenarios';
import { signInTestUser } from '@/testing/auth';
import { createProperty } from '@/testing/factories';
import { renderRoute, renderWithProviders } from '@/testing/render';
import { fill } from '@/testing/fields';
import { UnitFormModal } from './unit-form-modal';

describe('UnitFormModal (create)', { timeout: 60_000 }, () => {
  it('from /units: requires a property, creates the unit with numbers converted, then opens it', async () => {
    const property = createProperty();
    const before = db.units.count();
    const { user, router } = await renderRoute('/units');
    await user.click(await screen.findByRole('button', { name: 'Add Unit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Unit' });
    expect(within(dialog).getByText('Save unit first to add photos')).toBeInTheDocument();
    const propertySelect = await within(dialog).findByRole('combobox', { name: /Property/ });

    await user.click(within(dialog).getByRole('button', { name: 'Create Unit' }));
    expect(await within(dialog).findByText('Property is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Unit number is a required field')).toBeInTheDocument();
    expect(db.units.count()).toBe(before);

    await user.selectOptions(propertySelect, property.id);
    await fill(user, within(dialog).getByRole('textbox', { name: /Unit Number/ }), 'Z-42');
    await fill(user, within(dialog).getByRole('spinbutton', { name: /Square Footage/ }), '812');
    await fill(user, within(dialog).getByRole('textbox', { name: /Monthly Rent/ }), '1499.99');
    await fill(user, within(dialog).getByRole('spinbutton', { name: /Bathrooms/ }), '1.5');
    await fill(user, within(dialog).getByRole('spinbutton', { name: /Floor Number/ }), '-1');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Heat' }));
    await fill(user, within(dialog).getByRole('textbox', { name: /Gas Meter Number/ }), 'G-77');
    await user.click(within(dialog).getByRole('button', { name: 'Create Unit' }));

    await waitFor(() => expect(db.units.count()).toBe(before + 1));
    const created = db.units.find((u) => u.unitNumber === 'Z-42')!;
    expect(created).toMatchObject({
      rentalPropertyId: property.id,
      squareFootage: 812,
      monthlyRent: 1499.99,
      bathrooms: 1.5,
      floorNumber: -1,
      heatIncluded: true,
      waterIncluded: false,
      gasMeterNumber: 'G-77',
      electricMeterNumber: null,
      isAvailable: true,
      unitType: 'residential',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/units/${created.id}`));
  });

  it("from a property page: the property's name read-only instead of the select, the unit is added to that property", async () => {
    const property = createProperty({ name: 'Willow Lane Cottage' });
    const { user } = await renderRoute(`/properties/${property.id}`);
    await user.click(await screen.findByRole('button', { name: /Add (Your First )?Unit/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Unit' });
    expect(within(dialog).queryByRole('combobox', { name: /Property/ })).not.toBeInTheDocument();
    const propertyBox = within(dialog).getByRole('textbox', { name: 'Property' });
    expect(propertyBox).toHaveValue(property.name);
    expect(propertyBox).toHaveAttribute('readonly');
    await fill(user, within(dialog).getByRole('textbox', { name: /Unit Number/ }), 'C-1');
    await fill(user, within(dialog).getByRole('spinbutton', { name: /Square Footage/ }), '1200');
    await fill(user, within(dialog).getByRole('textbox', { name: /Monthly Rent/ }), '3000');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Commercial Unit' }));
    await fill(user, within(dialog).getByRole('textbox', { name: /Business Name/ }), 'Corner Cafe');
    await user.click(within(dialog).getByRole('button', { name: 'Create Unit' }));
    await waitFor(
      () =>
        expect(db.units.find((u) => u.unitNumber === 'C-1')).toMatchObject({
          rentalPropertyId: property.id,
          unitType: 'commercial',
          businessName: 'Corner Cafe',
        }),
      { timeout: 10_000 },
    );
    // The unit's card and the owner statement's row both link to it.
    expect((await screen.findAllByRole('link', { name: /Unit C-1/ }))[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/units\//),
    );
  });

  it("shows the server's message, puts its field errors on their fields and keeps what was typed", async () => {
    server.use(
      scenarios.json(
        '/units',
        {
          title: 'Bad Request',
          status: 400,
          detail: 'Invalid unit',
          errors: [{ field: 'unitNumber', message: 'Unit number already exists' }],
        },
        'post',
        400,
      ),
    );
    const property = createProperty();
    const { user } = renderWithProviders(<UnitFormModal open onClose={() => {}} propertyId={property.id} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add New Unit' });
    const number = within(dialog).getByRole('textbox', { name: /Unit Number/ });
    await fill(user, number, '101');
    await fill(user, within(dialog).getByRole('spinbutton', { name: /Square Footage/ }), '500');
    await fill(user, within(dialog).getByRole('textbox', { name: /Monthly Rent/ }), '900');
    await user.click(within(dialog).getByRole('button', { name: 'Create Unit' }));
    expect(await within(dialog).findByText('Invalid unit')).toBeInTheDocument();
    expect(within(dialog).queryByText('Error processing form data. See console for details.')).not.toBeInTheDocument();
    expect(within(dialog).getByText('Unit number already exists')).toBeInTheDocument();
    expect(number).toHaveValue('101');
  });

  it("falls back to the spec's alert when the refusal carries no message, keeping what was typed", async () => {
    server.use(scenarios.json('/units', {}, 'post', 500));
    const property = createProperty();
    const before = db.units.count();
    const { user } = renderWithProviders(<UnitFormModal open onClose={() => {}} propertyId={property.id} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add New Unit' });
    const number = within(dialog).getByRole('textbox', { name: /Unit Number/ });
    await fill(user, number, '102');
    await fill(user, within(dialog).getByRole('spinbutton', { name: /Square Footage/ }), '640');
    await fill(user, within(dialog).getByRole('textbox', { name: /Monthly Rent/ }), '1100');
    await user.click(within(dialog).getByRole('button', { name: 'Create Unit' }));
    expect(await within(dialog).findByText('Error processing form data. See console for details.')).toBeInTheDocument();
    expect(number).toHaveValue('102');
    expect(within(dialog).getByRole('textbox', { name: /Monthly Rent/ })).toHaveValue('1,100');
    expect(db.units.count()).toBe(before);
  });

  it('with a fixed property and no cached property, looks its name up and shows it read-only', async () => {
    const property = createProperty();
    signInTestUser();
    renderWithProviders(<UnitFormModal open onClose={() => {}} propertyId={property.id} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add New Unit' });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Property' })).toHaveValue(property.name), {
      timeout: 10_000,
    });
  });

  it('large data set: any of 1,000 properties can be chosen through the property search box', async () => {
    seedTestStore({ size: 'large' });
    // Properties are listed by name: the last one is far beyond the picker's first page of 100.
    const target = [...db.properties.all()].sort((a, b) => a.name.localeCompare(b.name)).at(-1)!;
    const before = db.units.count((u) => u.rentalPropertyId === target.id);
    signInTestUser();
    const { user } = renderWithProviders(<UnitFormModal open onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add New Unit' });
    await within(dialog).findByText(
      `Type 2 or more characters to search all ${db.properties.count().toLocaleString('en-US')} properties`,
      {},
      { timeout: 10_000 },
    );
    const box = within(dialog).getByRole('combobox', { name: /Property/ });

    // Typed text is not a choice: the form still asks for a property.
    await user.click(box);
    await user.paste(target.name);
    await fill(user, within(dialog).getByRole('textbox', { name: /Unit Number/ }), 'L-1');
    expect(box).toHaveValue('');
    await fill(user, within(dialog).getByRole('spinbutton', { name: /Square Footage/ }), '700');
    await fill(user, within(dialog).getByRole('textbox', { name: /Monthly Rent/ }), '1500');
    await user.click(within(dialog).getByRole('button', { name: 'Create Unit' }));
    expect(await within(dialog).findByText('Property is required')).toBeInTheDocument();
    expect(box).toHaveAccessibleDescription(expect.stringContaining('Property is required'));

    await user.click(box);
    await user.paste(target.name);
    const listbox = await within(dialog).findByRole('listbox', { name: 'Property suggestions' });
    const option = within(listbox)
      .getAllByRole('option')
      .find((o) => o.textContent?.includes(target.address))!;
    await user.click(option);
    expect(box).toHaveValue(target.name);
    expect(within(dialog).queryByText('Property is required')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create Unit' }));
    await waitFor(() => expect(db.units.count((u) => u.rentalPropertyId === target.id)).toBe(before + 1), {
      timeout: 10_000,
    });
    expect(db.units.find((u) => u.unitNumber === 'L-1' && u.rentalPropertyId === target.id)).toBeDefined();
  });

  it('says so, with Retry, when the properties cannot be loaded', async () => {
    server.use(scenarios.error('/rental-properties'));
    renderWithProviders(<UnitFormModal open onClose={() => {}} />);
    expect(
      await screen.findByText(
        'There was an error loading the properties. Please try again later.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Unit' })).toBeDisabled();
  });

  it('warns when no properties exist', async () => {
    server.use(scenarios.emptyList('/rental-properties'));
    renderWithProviders(<UnitFormModal open onClose={() => {}} />);
    expect(await screen.findByText('No Properties Available')).toBeInTheDocument();
    expect(
      screen.getByText('You need to create a property before you can add units. Please create a property first.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Unit' })).toBeDisabled();
  });
});
