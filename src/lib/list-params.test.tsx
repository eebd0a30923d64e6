import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { useListParams, withListFilter, withoutListFilters, type ListParams, type ListParamsSpec } from './list-params';

const VENDORS: ListParamsSpec<'search' | 'active'> = { keys: ['search', 'active'], defaults: { active: 'active' } };

function setUp(url: string) {
  const seen: { list: ListParams<'search' | 'active'>; search: string }[] = [];
  function Page() {
    seen.push({ list: useListParams(VENDORS), search: useLocation().search });
    return null;
  }
  const router = createMemoryRouter([{ path: '*', element: <Page /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return { router, last: () => seen.at(-1)! };
}

describe('list params in the URL', () => {
  it('sets a filter (blank or default: left out) and goes back to page 1, keeping other params', () => {
    const params = new URLSearchParams('page=3&active=all&other=kept');
    expect(withListFilter(params, VENDORS, 'search', 'oak').toString()).toBe('active=all&other=kept&search=oak');
    expect(withListFilter(params, VENDORS, 'active', 'active').toString()).toBe('other=kept');
    expect(withListFilter(params, VENDORS, 'search', '  ').toString()).toBe('active=all&other=kept');
    expect(withoutListFilters(new URLSearchParams('search=a&active=all&page=2&other=kept'), VENDORS).toString()).toBe(
      'other=kept',
    );
  });

  it('reads the filters (defaults when absent) and the page, and writes them keeping the rest', () => {
    const { last } = setUp('/vendors?search=oak&page=4&smart=1');
    expect(last().list.values).toEqual({ search: 'oak', active: 'active' });
    expect(last().list.page).toBe(4);
    act(() => last().list.setPage(2));
    expect(last().search).toBe('?search=oak&page=2&smart=1');
    act(() => last().list.on.active('all'));
    expect(last()).toMatchObject({ search: '?search=oak&smart=1&active=all', list: { page: 1 } });
    act(() => last().list.clear());
    expect(last().search).toBe('?smart=1');
  });

  it('keeps both of two quick changes and the setters keep their identity', async () => {
    const { router, last } = setUp('/vendors');
    const first = last().list;
    await act(async () => {
      first.on.active('inactive');
      first.on.search('oak'); // the same setter, as a debounced box would hold it
    });
    expect(router.state.location.search).toBe('?active=inactive&search=oak');
    expect(last().list.on).toBe(first.on);
    expect(last().list.setPage).toBe(first.setPage);
  });
});
