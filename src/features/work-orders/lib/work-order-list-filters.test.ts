import { withListFilter, withoutListFilters } from '@/lib/list-params';
import {
  excerpt,
  filtersFromParams,
  hasFilters,
  toListQuery,
  totalCostText,
  WORK_ORDER_LIST_PARAMS,
} from './work-order-list-filters';

describe('work order list filters (spec 3 §2)', () => {
  it('reads the filters from the URL and drops unknown status and priority values', () => {
    expect(filtersFromParams(new URLSearchParams('search=leak&status=scheduled&priority=high&vendor=v1'))).toEqual({
      search: 'leak',
      status: 'scheduled',
      priority: 'high',
      vendor: 'v1',
    });
    expect(filtersFromParams(new URLSearchParams('status=done&priority=urgent'))).toMatchObject({
      status: '',
      priority: '',
    });
  });

  it('asks for 20 a page with only the filters that are set, the vendor as vendorId', () => {
    expect(toListQuery(new URLSearchParams(''))).toEqual({ page: 1, limit: 20 });
    expect(toListQuery(new URLSearchParams('page=3&search=%20leak%20&vendor=v1&status=created'))).toEqual({
      page: 3,
      limit: 20,
      status: 'created',
      vendorId: 'v1',
      search: 'leak',
    });
  });

  it('goes back to page 1 on any filter change, and Clear Filters removes every filter', () => {
    const params = new URLSearchParams('page=4&status=created&other=kept');
    expect(withListFilter(params, WORK_ORDER_LIST_PARAMS, 'priority', 'low').toString()).toBe(
      'status=created&other=kept&priority=low',
    );
    expect(withListFilter(params, WORK_ORDER_LIST_PARAMS, 'status', '').toString()).toBe('other=kept');
    expect(
      withoutListFilters(
        new URLSearchParams('search=a&status=b&priority=c&vendor=d&page=2&other=kept'),
        WORK_ORDER_LIST_PARAMS,
      ).toString(),
    ).toBe('other=kept');
    expect(hasFilters(filtersFromParams(new URLSearchParams('page=2')))).toBe(false);
    expect(hasFilters(filtersFromParams(new URLSearchParams('vendor=v1')))).toBe(true);
  });
});

describe('work order card texts (spec 3 §2, §9)', () => {
  it('cuts instructions at 100 characters', () => {
    const long = 'x'.repeat(150);
    expect(excerpt(long)).toBe(`${'x'.repeat(100)}…`);
    expect(excerpt('Short text')).toBe('Short text');
    expect(excerpt('y'.repeat(100))).toBe('y'.repeat(100));
  });

  it('shows the total cost only above 0, else Not set', () => {
    expect(totalCostText(225.5)).toBe('$225.50');
    expect(totalCostText(0)).toBe('Not set');
    expect(totalCostText(null)).toBe('Not set');
  });
});
