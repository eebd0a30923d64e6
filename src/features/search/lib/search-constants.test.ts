import { isSearchable, searchPageHref, showsViewAll } from './search-constants';

describe('global search rules', () => {
  it('searches only with 2 or more characters', () => {
    expect(isSearchable('')).toBe(false);
    expect(isSearchable('a')).toBe(false);
    expect(isSearchable(' a ')).toBe(false);
    expect(isSearchable('ab')).toBe(true);
    expect(isSearchable(undefined)).toBe(false);
  });

  it('offers View all only when the total exceeds 10', () => {
    expect(showsViewAll(10)).toBe(false);
    expect(showsViewAll(11)).toBe(true);
  });

  it('links to the results page with the query encoded', () => {
    expect(searchPageHref(' oak & elm ')).toBe('/search?q=oak%20%26%20elm');
  });
});
