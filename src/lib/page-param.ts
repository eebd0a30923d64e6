import { DEFAULT_PAGE_SIZE } from './page-sizes';

/** The 1-based page in a URL's `page` value: a whole number ≥ 1, else 1; at most `pages` when given. */
export function pageFromValue(value: string | null, pages?: number): number {
  const n = Number(value);
  const page = value !== null && Number.isInteger(n) && n >= 1 ? n : 1;
  return pages === undefined ? page : Math.min(page, Math.max(1, pages));
}

/** The page of the URL's search params (`page=N`); at most `pages` when given. */
export function pageFromParams(params: URLSearchParams, pages?: number): number {
  return pageFromValue(params.get('page'), pages);
}

/** How many pages `total` rows make. */
export function pageCount(total: number, pageSize = DEFAULT_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The rows of one page of rows held in full on the client. */
export function pageSlice<T>(rows: readonly T[], page: number, pageSize = DEFAULT_PAGE_SIZE): T[] {
  return rows.slice((page - 1) * pageSize, page * pageSize);
}

/** `params` with the list page set: `page=N`, or no `page` at all for the first page. */
export function withPageParam(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page <= 1) next.delete('page');
  else next.set('page', String(page));
  return next;
}
