import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { depositQueries } from '@/lib/api/queries';
import { toDepositReturnsQuery, type DepositReturnListFilters } from '../lib/deposit-return-list-filters';

/** One page of the deposit returns list; a filter or page change keeps the rows on screen while the next loads. */
export function depositReturnsListQuery(filters: DepositReturnListFilters, page: number) {
  return queryOptions({
    ...depositQueries.returns(toDepositReturnsQuery(filters, page)),
    placeholderData: keepPreviousData,
  });
}
