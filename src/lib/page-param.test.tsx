import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { pageCount, pageFromParams, pageFromValue, pageSlice, usePageParam, withPageParam } from './page-param';

describe('withPageParam', () => {
  it('sets page=N and keeps the other params, without changing the given ones', () => {
    const params = new URLSearchParams('smart=1&q=oak');
    expect(withPageParam(params, 3).toString()).toBe('smart=1&q=oak&page=3');
    expect(params.toString()).toBe('smart=1&q=oak');
  });

  it('drops page for the first page (and anything below it)', () => {
    expect(withPageParam(new URLSearchParams('page=4&beds=2'), 1).toString()).toBe('beds=2');
    expect(withPageParam(new URLSearchParams('page=4'), 0).toString()).toBe('');
  });
});

describe('reading the page', () => {
  it('reads a whole number ≥ 1, else 1', () => {
    expect(pageFromValue('3')).toBe(3);
    expect(pageFromValue(null)).toBe(1);
    expect(pageFromValue('0')).toBe(1);
    expect(pageFromValue('2.5')).toBe(1);
    expect(pageFromValue('abc')).toBe(1);
  });

  it('pages the rows and clamps the page to the pages there are', () => {
    const rows = Array.from({ length: 60 }, (_, i) => i);
    expect(pageFromParams(new URLSearchParams('page=3'), pageCount(60, 25))).toBe(3);
    expect(pageFromParams(new URLSearchParams('page=9'), pageCount(60, 25))).toBe(3);
    expect(pageFromParams(new URLSearchParams('page=x'), pageCount(60, 25))).toBe(1);
    expect(pageSlice(rows, 3, 25)).toEqual([50, 51, 52, 53, 54, 55, 56, 57, 58, 59]);
  });

  it('pages by 100 unless told otherwise (spec 1 §7)', () => {
    expect(pageCount(10_000)).toBe(100);
    expect(pageCount(0)).toBe(1);
    expect(
      pageSlice(
        Array.from({ length: 250 }, (_, i) => i),
        3,
      ),
    ).toHaveLength(50);
  });
});

describe('usePageParam', () => {
  it('reads the page from the URL (clamped) and writes it keeping the filters', () => {
    const seen: { page: number; search: string; setPage: (page: number) => void }[] = [];
    function Host() {
      const [page, setPage] = usePageParam(5);
      seen.push({ page, search: useLocation().search, setPage });
      return null;
    }
    const router = createMemoryRouter([{ path: '*', element: <Host /> }], { initialEntries: ['/units?beds=2&page=9'] });
    render(<RouterProvider router={router} />);
    expect(seen.at(-1)!.page).toBe(5);
    act(() => seen.at(-1)!.setPage(4));
    expect(seen.at(-1)).toMatchObject({ page: 4, search: '?beds=2&page=4' });
    act(() => seen.at(-1)!.setPage(1));
    expect(seen.at(-1)).toMatchObject({ page: 1, search: '?beds=2' });
  });
});
