import { pageCount, pageFromParams, pageFromValue, pageSlice, withPageParam } from './page-param';

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
