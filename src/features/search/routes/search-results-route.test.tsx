import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { API_PATTERN } from '@mocks/http';
import { isMarkedBusy } from '@/testing/busy';
import { renderRoute } from '@/testing/render';
import { createProperty } from '@/testing/factories';
import { searchResponse } from '../testing/search-fixtures';
import { pageFromParam } from './search-results-route';

describe('/search', () => {
  it('finds a property through the mock API and links to it', async () => {
    const property = createProperty({ name: 'Quillbrook Court Residences' });
    await renderRoute(`/search?q=${encodeURIComponent(property.name)}`);
    const properties = await screen.findByRole('region', { name: 'Properties' });
    const link = within(properties)
      .getAllByRole('link')
      .find((a) => a.getAttribute('href') === `/properties/${property.id}`);
    expect(link).toHaveTextContent(property.name);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue(property.name);
  });

  it('writes edits of the box back to the URL q (after the debounce) and searches again', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${API_PATTERN}/search/global`, ({ request }) => {
        const q = new URL(request.url).searchParams.get('q') ?? '';
        asked.push(q);
        return HttpResponse.json(searchResponse(q, {}));
      }),
    );
    const { user, router } = await renderRoute('/search?q=oak');
    expect(await screen.findByText('No results found for "oak"')).toBeInTheDocument();

    const box = screen.getByRole('searchbox', { name: 'Search' });
    await user.clear(box);
    await user.type(box, 'maple');
    await waitFor(() => expect(router.state.location.search).toBe('?q=maple'));
    expect(await screen.findByText('No results found for "maple"')).toBeInTheDocument();
    // The page names the new term as soon as the URL has it; the new search may still be on its way.
    await waitFor(() => expect(asked).toEqual(['oak', 'maple']));
  });

  it("shows that a new term is still searching instead of the previous term's answer under it", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(`${API_PATTERN}/search/global`, async ({ request }) => {
        const q = new URL(request.url).searchParams.get('q') ?? '';
        if (q === 'maple') await held;
        return HttpResponse.json(searchResponse(q, {}));
      }),
    );
    const { user, router } = await renderRoute('/search?q=oak');
    expect(await screen.findByText('No results found for "oak"')).toBeInTheDocument();

    const box = screen.getByRole('searchbox', { name: 'Search' });
    await user.clear(box);
    await user.type(box, 'maple');
    await waitFor(() => expect(router.state.location.search).toBe('?q=maple'));
    expect(await screen.findByRole('status', { name: 'Searching' })).toBeInTheDocument();
    expect(screen.queryByText(/No results found/)).not.toBeInTheDocument();

    release();
    expect(await screen.findByText('No results found for "maple"')).toBeInTheDocument();
  });

  it('dims the previous results, busy, while a new term with results loads', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const property = (id: string, name: string) => ({
      properties: {
        hits: [{ id, name, address: '1 Main St', city: 'Austin', state: 'TX', totalUnits: 4 }],
        totalHits: 1,
      },
    });
    server.use(
      http.get(`${API_PATTERN}/search/global`, async ({ request }) => {
        const q = new URL(request.url).searchParams.get('q') ?? '';
        if (q === 'maple') {
          await held;
          return HttpResponse.json(searchResponse(q, property('p-maple', 'Maple Court')));
        }
        return HttpResponse.json(searchResponse(q, property('p-oak', 'Oak House')));
      }),
    );
    const { user } = await renderRoute('/search?q=oak');
    const oak = await screen.findByRole('link', { name: /Oak House/ });
    expect(isMarkedBusy(oak)).toBe(false);

    const box = screen.getByRole('searchbox', { name: 'Search' });
    await user.clear(box);
    await user.type(box, 'maple');
    expect(await screen.findByText('Searching for "maple"…')).toBeInTheDocument();
    expect(isMarkedBusy(screen.getByRole('link', { name: /Oak House/ }))).toBe(true);

    release();
    const maple = await screen.findByRole('link', { name: /Maple Court/ });
    expect(isMarkedBusy(maple)).toBe(false);
    expect(screen.getByText('1 result for "maple"')).toBeInTheDocument();
  });

  it('pages every group with limit 20 and offset', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get(`${API_PATTERN}/search/global`, ({ request }) => {
        const params = new URL(request.url).searchParams;
        asked.push(params);
        const offset = Number(params.get('offset'));
        const count = Math.max(0, Math.min(20, 45 - offset));
        return HttpResponse.json(
          searchResponse('unit', {
            units: {
              hits: Array.from({ length: count }, (_, i) => ({
                id: `u-${offset + i + 1}`,
                unitNumber: String(offset + i + 1),
                propertyName: 'Elm Park',
                monthlyRent: 1000,
                isAvailable: true,
              })),
              totalHits: 45,
            },
          }),
        );
      }),
    );
    const { user, router } = await renderRoute('/search?q=unit');
    const units = await screen.findByRole('region', { name: 'Units' });
    expect(within(units).getByText('20 of 45 results')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=unit&page=2'));
    expect(await screen.findByText('21–40 of 45 results')).toBeInTheDocument();
    expect(Object.fromEntries(asked.at(-1)!)).toEqual({ q: 'unit', limit: '20', offset: '20' });

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('41–45 of 45 results')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('asks for 2 characters and does not search below that', async () => {
    await renderRoute('/search?q=a');
    expect(await screen.findByText('Enter at least 2 characters to search.')).toBeInTheDocument();
  });

  it('reads page from the URL defensively', () => {
    expect(pageFromParam('3')).toBe(3);
    expect(pageFromParam(null)).toBe(1);
    expect(pageFromParam('0')).toBe(1);
    expect(pageFromParam('2.5')).toBe(1);
    expect(pageFromParam('abc')).toBe(1);
  });
});
