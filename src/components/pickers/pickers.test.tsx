import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { scenarios } from '@mocks/scenarios';
import { signInTestUser } from '@/testing/auth';
import { renderWithProviders } from '@/testing/render';
import { createTenancy, createTenant } from '@/testing/factories';
import { LeasePicker, PropertyPicker, TenantPicker, UnitPicker, VendorPicker } from '.';

function TenantHarness({ onChange }: { onChange: (id: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <TenantPicker
      label="Tenant"
      value={value}
      onChange={(id) => {
        setValue(id);
        onChange(id);
      }}
    />
  );
}

function PropertyAndUnit() {
  const [propertyId, setPropertyId] = useState('');
  const [unitId, setUnitId] = useState('');
  return (
    <>
      <PropertyPicker label="Property" value={propertyId} onChange={setPropertyId} />
      <UnitPicker label="Unit" propertyId={propertyId} value={unitId} onChange={setUnitId} />
      <output aria-label="Chosen unit">{unitId}</output>
    </>
  );
}

describe('pickers', () => {
  // Signed in, so the app's providers hand the API the test user's token.
  beforeEach(() => signInTestUser());

  it('finds a tenant by typing and chooses it with the keyboard', async () => {
    const tenant = createTenant({ firstName: 'Ottoline', lastName: 'Quarrington' });
    const onChange = vi.fn();
    const { user } = renderWithProviders(<TenantHarness onChange={onChange} />);
    const box = screen.getByRole('combobox', { name: 'Tenant' });
    await user.type(box, tenant.lastName.slice(0, 4));
    const list = await screen.findByRole('listbox', { name: 'Tenant suggestions' });
    const names = within(list)
      .getAllByRole('option')
      .map((o) => o.textContent ?? '');
    const index = names.findIndex((text) => text.includes(`${tenant.firstName} ${tenant.lastName}`));
    expect(index).toBeGreaterThanOrEqual(0);
    await user.keyboard(`${'{ArrowDown}'.repeat(index + 1)}{Enter}`);
    expect(onChange).toHaveBeenLastCalledWith(tenant.id);
    expect(box).toHaveValue(`${tenant.firstName} ${tenant.lastName}`);
  });

  it("keeps the unit picker disabled until a property is chosen, then offers that property's units", async () => {
    const property = db.properties.find((p) => db.units.where((u) => u.rentalPropertyId === p.id).length > 1)!;
    const other = db.properties.find((p) => p.id !== property.id)!;
    const units = db.units.where((u) => u.rentalPropertyId === property.id);
    const { user } = renderWithProviders(<PropertyAndUnit />);
    expect(screen.getByRole('combobox', { name: 'Unit' })).toBeDisabled();

    const propertySelect = screen.getByRole('combobox', { name: 'Property' });
    await waitFor(() => expect(within(propertySelect).getAllByRole('option').length).toBeGreaterThan(1));
    await user.selectOptions(propertySelect, property.id);
    const unitSelect = screen.getByRole('combobox', { name: 'Unit' });
    await waitFor(() => expect(unitSelect).toBeEnabled());
    await waitFor(() => expect(within(unitSelect).getAllByRole('option')).toHaveLength(units.length + 1));
    await user.selectOptions(unitSelect, units[0]!.id);
    expect(screen.getByRole('status', { name: 'Chosen unit' })).toHaveTextContent(units[0]!.id);

    // Changing the property clears the unit (spec 3 §2).
    await user.selectOptions(propertySelect, other.id);
    await waitFor(() => expect(screen.getByRole('status', { name: 'Chosen unit' })).toBeEmptyDOMElement());
  });

  it("offers the unit's leases first, each naming its tenants, unit and dates", async () => {
    const { unit, lease, tenant } = createTenancy();
    const onLeaseChange = vi.fn();
    const { user } = renderWithProviders(
      <LeasePicker label="Lease" unitId={unit.id} value="" onChange={() => {}} onLeaseChange={onLeaseChange} />,
    );
    const select = screen.getByRole('combobox', { name: 'Lease' });
    const group = await screen.findByRole('group', { name: 'Leases of this unit' });
    const first = within(group).getAllByRole('option')[0]!;
    expect(first).toHaveValue(lease.id);
    expect(first).toHaveTextContent(lease.leaseNumber);
    expect(first).toHaveTextContent(`${tenant.firstName} ${tenant.lastName}`);
    expect(first).toHaveTextContent(/\d{2}\/\d{2}\/\d{4} – \d{2}\/\d{2}\/\d{4}/);
    expect(first).toHaveTextContent(/Unit /);
    await user.selectOptions(select, lease.id);
    expect(onLeaseChange).toHaveBeenLastCalledWith(expect.objectContaining({ id: lease.id, tiedToUnit: true }));
  });

  it('lists active vendors, recommended first (a star), then higher rating, then company name', async () => {
    const vendor = (id: string, companyName: string, averageRating: number | null) => ({
      ...db.vendors.all()[0]!,
      id,
      companyName,
      contactName: `Contact ${id}`,
      averageRating,
      isActive: true,
    });
    const vendors = [
      vendor('v1', 'Acme', 4),
      vendor('v2', 'Best', null),
      vendor('v3', 'Crest', 4.8),
      vendor('v4', 'Delta', 4),
    ];
    server.use(
      scenarios.json('/vendors', { data: vendors, meta: { total: 4, page: 1, limit: 100, totalPages: 1 } }),
      scenarios.json('/vendors/recommendations', [{ ...vendors[1]!, recommended: true, reasons: ['top_rated'] }]),
    );
    const { user } = renderWithProviders(
      <VendorPicker label="Vendor" category="plumbing" value="" onChange={() => {}} />,
    );
    await user.click(screen.getByRole('combobox', { name: 'Vendor' }));
    const list = await screen.findByRole('listbox', { name: 'Vendor options' });
    await waitFor(() => expect(within(list).getAllByLabelText('Recommended')).toHaveLength(1));
    const options = within(list).getAllByRole('option');
    expect(options.map((o) => o.textContent?.replace('★', '').split('Contact')[0])).toEqual([
      'Best',
      'Crest',
      'Acme',
      'Delta',
    ]);
  });

  it('becomes a search box when one page does not hold every property', async () => {
    server.use(
      scenarios.json('/rental-properties', { data: [], meta: { total: 1000, page: 1, limit: 100, totalPages: 10 } }),
    );
    renderWithProviders(<PropertyPicker label="Property" value="" onChange={() => {}} />);
    expect(await screen.findByText('Type 2 or more characters to search all 1,000 properties')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Property' })).toHaveAttribute('aria-autocomplete', 'list');
  });

  it('says when the properties could not be loaded', async () => {
    server.use(scenarios.error('/rental-properties'));
    renderWithProviders(<PropertyPicker label="Property" value="" onChange={() => {}} />);
    expect(await screen.findByText('The properties could not be loaded.')).toBeInTheDocument();
  });
});
