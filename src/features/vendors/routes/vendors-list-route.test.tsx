import { act, screen, waitFor, within } from '@testing-library/react';
import { server } from '@mocks/node';
import { db } from '@mocks/db';
import { scenarios } from '@mocks/scenarios';
import { createVendor } from '@/testing/factories';
import { renderRoute } from '@/testing/render';

/** The vendor cards of the list, by their company names (the cards' headings). */
function cardNames() {
  const list = screen.getByRole('list', { name: 'Vendors' });
  return within(list)
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);
}

/** The card (list item) of the vendor named `companyName`. */
function cardOf(companyName: string) {
  const cards = within(screen.getByRole('list', { name: 'Vendors' })).getAllByRole('listitem');
  const card = cards.find((li) => within(li).queryByRole('heading', { level: 2, name: companyName }));
  if (!card) throw new Error(`no card for ${companyName}`);
  return card;
}

const byCompany = (a: { companyName: string; id: string }, b: { companyName: string; id: string }) =>
  a.companyName.localeCompare(b.companyName) || a.id.localeCompare(b.id);

describe('/vendors', { timeout: 60_000 }, () => {
  it('shows the active vendors by default, as cards with the spec fields', async () => {
    const active = db.vendors.where((v) => v.isActive).sort(byCompany);
    const inactive = db.vendors.where((v) => !v.isActive);
    expect(inactive.length).toBeGreaterThan(0);
    await renderRoute('/vendors');
    expect(await screen.findByRole('heading', { level: 1, name: 'Vendors' })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Vendors' });
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('active');
    expect(cardNames()).toEqual(active.slice(0, 20).map((v) => v.companyName));
    expect(screen.getByRole('button', { name: 'Add Vendor' })).toBeInTheDocument();

    const vendor = active[0]!;
    const card = cardOf(vendor.companyName);
    expect(within(card).getByRole('link', { name: vendor.companyName })).toHaveAttribute(
      'href',
      `/vendors/${vendor.id}`,
    );
    expect(within(card).getByText(vendor.contactName)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: vendor.phone })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:/),
    );
    expect(within(card).getByText('Active')).toBeInTheDocument();
    expect(within(card).getByText('Rating')).toBeInTheDocument();
    expect(within(card).getByText('Jobs')).toBeInTheDocument();
    expect(within(card).getByText('Completion')).toBeInTheDocument();
  });

  it('shows Emergency Available, up to 3 specialties with +N more, and underscores as spaces', async () => {
    createVendor({
      companyName: 'AAA Test Vendor',
      emergencyAvailable: true,
      specialties: ['pest_control', 'plumbing', 'hvac', 'roofing', 'other'],
    });
    await renderRoute('/vendors');
    await screen.findByRole('list', { name: 'Vendors' });
    const card = cardOf('AAA Test Vendor');
    expect(within(card).getByText('Emergency Available')).toBeInTheDocument();
    const specialties = within(within(card).getByRole('list', { name: 'Specialties' })).getAllByRole('listitem');
    expect(specialties.map((s) => s.textContent)).toEqual(['pest control', 'plumbing', 'hvac', '+2 more']);
  });

  it('filters by active status, specialty and search in the URL, and Clear Filters goes back to Active', async () => {
    const { user, router } = await renderRoute('/vendors');
    await screen.findByRole('list', { name: 'Vendors' });
    expect(screen.getByRole('button', { name: 'Clear Filters' })).toBeDisabled();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Inactive');
    const inactive = db.vendors.where((v) => !v.isActive).sort(byCompany);
    await waitFor(() => expect(cardNames()).toEqual(inactive.map((v) => v.companyName)));
    expect(router.state.location.search).toBe('?active=inactive');
    expect(within(screen.getByRole('list', { name: 'Vendors' })).getAllByText('Inactive')).toHaveLength(
      inactive.length,
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'All');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Specialty' }), 'pest control');
    const pest = db.vendors.where((v) => v.specialties.includes('pest_control')).sort(byCompany);
    await waitFor(() => expect(cardNames()).toEqual(pest.map((v) => v.companyName)));
    expect(new URLSearchParams(router.state.location.search).get('specialty')).toBe('pest_control');
    expect(new URLSearchParams(router.state.location.search).get('active')).toBe('all');

    // A contact name no other vendor shares, whatever the seed's names are.
    const target = db.vendors.update(pest[0]!.id, { contactName: 'Quillon Marchetti' })!;
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), target.contactName);
    await waitFor(() => expect(cardNames()).toEqual([target.companyName]));
    expect(new URLSearchParams(router.state.location.search).get('search')).toBe(target.contactName);

    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('active');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    await waitFor(() => expect(cardNames()).toHaveLength(db.vendors.where((v) => v.isActive).length));
  });

  it('reads the filters from the URL and a change goes back to page 1', async () => {
    const { user, router } = await renderRoute('/vendors?active=all&page=1&specialty=plumbing');
    await screen.findByRole('list', { name: 'Vendors' });
    expect(screen.getByRole('combobox', { name: 'Specialty' })).toHaveValue('plumbing');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('all');
    await act(async () => router.navigate('/vendors?active=all&page=2'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Specialty' }), 'hvac');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('page')).toBeNull());
  });

  it('says No vendors found when none match', async () => {
    await renderRoute('/vendors?search=zzzz-no-such-vendor');
    expect(await screen.findByRole('heading', { name: 'No vendors found' })).toBeInTheDocument();
  });

  it('shows the load error title and text', async () => {
    server.use(scenarios.error('/vendors'));
    await renderRoute('/vendors');
    expect(await screen.findByText('Error loading vendors')).toBeInTheDocument();
    expect(screen.getByText('There was an error loading the vendor list. Please try again later.')).toBeInTheDocument();
  });
});
