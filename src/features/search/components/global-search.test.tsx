import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router';
import { server } from '@mocks/node';
import { API_PATTERN } from '@mocks/http';
import { renderRoute, renderWithProviders } from '@/testing/render';
import type { GlobalSearchResponse } from '@/lib/api/schema.gen';
import { createProperty } from '@/testing/factories';
import { mapleResults, noResults, oakResults } from '../testing/search-fixtures';
import { GlobalSearch } from './global-search';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Answers /search/global from `answers` (by q) and records every request's query string. */
function mockSearch(answers: Record<string, GlobalSearchResponse>) {
  const requests: URLSearchParams[] = [];
  server.use(
    http.get(`${API_PATTERN}/search/global`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      requests.push(params);
      const q = params.get('q') ?? '';
      return HttpResponse.json(answers[q] ?? noResults(q));
    }),
  );
  return requests;
}

function renderSearch() {
  const view = renderWithProviders(
    <>
      <button type="button">Elsewhere</button>
      <GlobalSearch />
      <LocationProbe />
    </>,
    { path: '/dashboard' },
  );
  const input = screen.getByRole('combobox', { name: 'Search' });
  return { ...view, input };
}

const location = () => screen.getByTestId('location').textContent;

describe('GlobalSearch', () => {
  it('waits 300 ms after typing stops, then searches once with q, limit 10 and offset 0', async () => {
    const requests = mockSearch({ oak: oakResults });
    const { user, input } = renderSearch();

    await user.type(input, 'oak');
    // Typing is faster than the debounce: nothing has been asked yet.
    expect(requests).toHaveLength(0);
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(requests).toHaveLength(0);

    await screen.findByRole('option', { name: /Oak Ridge Apartments.*12 Oak Ridge Rd/ });
    expect(requests).toHaveLength(1);
    expect(Object.fromEntries(requests[0]!)).toEqual({ q: 'oak', limit: '10', offset: '0' });
  });

  it('does not open or search below 2 characters', async () => {
    const requests = mockSearch({});
    const { user, input } = renderSearch();

    await user.type(input, 'o');
    await act(() => new Promise((resolve) => setTimeout(resolve, 450)));
    expect(requests).toHaveLength(0);
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await user.type(input, 'a');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(requests).toHaveLength(1));
  });

  it('groups hits by entity with counts, "N of M results" when truncated', async () => {
    mockSearch({ oak: oakResults });
    const { user, input } = renderSearch();
    await user.type(input, 'oak');

    const listbox = await screen.findByRole('listbox', { name: 'Search results' });
    const groups = within(listbox).getAllByRole('group');
    expect(groups.map((group) => group.textContent)).toEqual([
      expect.stringMatching(/^Properties1 result/),
      expect.stringMatching(/^Units10 of 14 results/),
      expect.stringMatching(/^Tenants1 result/),
      expect.stringMatching(/^Maintenance Requests1 result/),
    ]);

    const units = within(listbox).getByRole('group', { name: 'Units' });
    expect(within(units).getByText('10 of 14 results')).toBeInTheDocument();
    expect(within(units).getAllByRole('option')).toHaveLength(10);
    expect(within(units).getAllByRole('option')[0]).toHaveTextContent(
      /Unit 101.*Available.*Oak Ridge Apartments · \$1,450\.00 per month/,
    );
    expect(within(units).getAllByRole('option')[1]).toHaveTextContent('Occupied');

    const properties = within(listbox).getByRole('group', { name: 'Properties' });
    expect(within(properties).getByText('1 result')).toBeInTheDocument();
    expect(within(properties).getByRole('option')).toHaveTextContent('12 Oak Ridge Rd · Austin, TX · 14 units');

    const tenants = within(listbox).getByRole('group', { name: 'Tenants' });
    expect(within(tenants).getByRole('option')).toHaveTextContent(
      /Olivia Oakley.*Active.*Active Lease.*olivia\.oakley@example\.com/,
    );

    const maintenance = within(listbox).getByRole('group', { name: 'Maintenance Requests' });
    expect(within(maintenance).getByRole('option')).toHaveTextContent(
      /Oak tree branch on roof.*In Progress.*High.*MR-2024-0042/,
    );
  });

  it('offers "View all N results" only when the total exceeds 10', async () => {
    mockSearch({ oak: oakResults, maple: mapleResults });
    const { user, input } = renderSearch();

    await user.type(input, 'maple');
    expect(await screen.findAllByRole('option')).toHaveLength(3);
    expect(screen.queryByRole('link', { name: /View all/ })).not.toBeInTheDocument();

    await user.clear(input);
    await user.type(input, 'oak');
    const viewAll = await screen.findByRole('link', { name: 'View all 17 results' });
    expect(viewAll).toHaveAttribute('href', '/search?q=oak');
    await user.click(viewAll);
    expect(location()).toBe('/search?q=oak');
    expect(input).toHaveValue('');
  });

  it('says No results found for "{query}"', async () => {
    mockSearch({});
    const { user, input } = renderSearch();
    await user.type(input, 'zzz');
    expect(await screen.findByText('No results found for "zzz"')).toBeInTheDocument();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    // Expanded without a listbox, the box still names what it controls (the popup with the message):
    // an expanded combobox without aria-controls is a critical axe violation (the NoResults story).
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls');
  });

  it('moves through hits with the arrow keys and opens the highlighted one with Enter', async () => {
    mockSearch({ maple: mapleResults });
    const { user, input } = renderSearch();
    await user.type(input, 'maple');
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(3);
    expect(input).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[2]!.id);
    await user.keyboard('{ArrowDown}'); // wraps to the first
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{ArrowUp}'); // wraps to the last
    expect(options[2]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    expect(options[1]).toHaveTextContent('Unit 2B');

    await user.keyboard('{Enter}');
    expect(location()).toBe('/units/u-20');
    expect(input).toHaveValue('');
  });

  it('opens a hit on click; maintenance hits open the request detail', async () => {
    mockSearch({ oak: oakResults });
    const { user, input } = renderSearch();
    await user.type(input, 'oak');
    await user.click(await screen.findByRole('option', { name: /Oak tree branch on roof/ }));
    expect(location()).toBe('/maintenance-requests/m-1');

    await user.type(input, 'oak');
    await user.click(await screen.findByRole('option', { name: /Olivia Oakley/ }));
    expect(location()).toBe('/tenants/t-1');
  });

  it('Escape closes the dropdown and clears the box', async () => {
    mockSearch({ oak: oakResults });
    const { user, input } = renderSearch();
    await user.type(input, 'oak');
    await screen.findByRole('listbox');

    await user.keyboard('{Escape}');
    expect(input).toHaveValue('');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('Ctrl+K and Cmd+K focus the search from anywhere', async () => {
    mockSearch({});
    const { user, input } = renderSearch();
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(input).not.toHaveFocus();
    await user.keyboard('{Control>}k{/Control}');
    expect(input).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await user.keyboard('{Meta>}k{/Meta}');
    expect(input).toHaveFocus();
  });

  it('Enter without a highlighted hit opens the full results page', async () => {
    mockSearch({ oak: oakResults });
    const { user, input } = renderSearch();
    await user.type(input, 'oak tree{Enter}');
    expect(location()).toBe('/search?q=oak%20tree');
  });

  it('says so when the search fails, without retrying', async () => {
    let calls = 0;
    server.use(
      http.get(`${API_PATTERN}/search/global`, () => {
        calls += 1;
        return HttpResponse.json({ title: 'Server error', status: 500 }, { status: 500 });
      }),
    );
    const { user, input } = renderSearch();
    await user.type(input, 'oak');
    expect(await screen.findByRole('alert')).toHaveTextContent('Search failed. Please try again.');
    expect(calls).toBe(1);
  });

  it('works in the top bar on the mock API: Ctrl+K, type, ArrowDown, Enter opens the property', async () => {
    const property = createProperty({ name: 'Quillbrook Court Residences' });
    const { user, router } = await renderRoute('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    // jsdom evaluates no media queries, so the slot's "hidden below md" (display: none at base)
    // applies here: query with hidden: true. The e2e spec covers the real desktop layout.
    const input = await screen.findByRole('combobox', { name: 'Search', hidden: true });

    await user.keyboard('{Control>}k{/Control}');
    expect(input).toHaveFocus();
    await user.keyboard(property.name);
    const properties = await screen.findByRole('group', { name: 'Properties', hidden: true });
    expect(within(properties).getAllByRole('option', { hidden: true })[0]).toHaveTextContent(property.name);

    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/properties/${property.id}`));
  });
});
