import type { paths } from '../schema.gen';

/** The query parameters the contract gives a GET path (`GetQuery<'/units'>` is `{ page?, limit?, rentalPropertyId? }`). */
export type GetQuery<P extends keyof paths> = paths[P] extends { get: { parameters: { query?: infer Q } } }
  ? NonNullable<Q>
  : never;

/** A single record's cache (spec 1 §9 "Single property cache 60 s", "Unit query staleness 60 s"; spec 3 §9). */
export const SINGLE_ITEM_STALE_MS = 60_000;

/** The largest page a list path serves (the contract's Limit maximum): what "every row" fetches ask for. */
export const LARGEST_PAGE = 1000;

/**
 * Every row of a paged list: page 1, then the remaining pages in parallel. `onFirstPage` sees page 1's
 * answer as soon as it is in (a list can show its first rows while the others load).
 */
export async function fetchEveryPage<Row, Answer extends { data: Row[]; meta: { totalPages: number } }>(
  fetchPage: (page: number) => Promise<Answer>,
  onFirstPage?: (answer: Answer) => void,
): Promise<Row[]> {
  const first = await fetchPage(1);
  onFirstPage?.(first);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.meta.totalPages - 1) }, (_, i) => fetchPage(i + 2)),
  );
  return [first, ...rest].flatMap((answer) => answer.data);
}
