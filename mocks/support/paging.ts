import type { FieldError, PageMeta } from '@/lib/api/schema.gen';

/** The paging query parameters of list calls. */
export const PAGING_PARAMS = ['page', 'limit', 'offset'] as const;

/**
 * Field errors for paging parameters that are not whole numbers within their contract bounds
 * (`minimum`/`maximum` of each declared parameter's schema). Empty or absent values are not errors: they
 * take the default (spec: empty or undefined parameters are ignored). The query gate
 * (mocks/handlers/query-gate.ts) answers `400` with these before any list handler runs.
 */
export function pagingErrors(
  url: URL,
  declared: Array<{ name: string; schema?: { minimum?: number; maximum?: number } }>,
): FieldError[] {
  const errors: FieldError[] = [];
  for (const param of declared) {
    if (!(PAGING_PARAMS as readonly string[]).includes(param.name)) continue;
    const raw = url.searchParams.get(param.name)?.trim();
    if (raw === undefined || raw === '') continue;
    const { minimum, maximum } = param.schema ?? {};
    const value = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
    if (
      Number.isSafeInteger(value) &&
      (minimum === undefined || value >= minimum) &&
      (maximum === undefined || value <= maximum)
    )
      continue;
    const range = maximum !== undefined ? ` from ${minimum ?? 0} to ${maximum}` : `, ${minimum ?? 0} or more`;
    errors.push({ field: param.name, message: `${param.name} must be a whole number${range}` });
  }
  return errors;
}

/**
 * Reads page and limit from a URL with the contract's defaults (page 1, limit 100 unless given). Values
 * outside the contract's bounds never get here: the query gate has answered them `400`.
 */
export function pageParams(url: URL, defaultLimit = 100): { page: number; limit: number } {
  const page = Number.parseInt(url.searchParams.get('page') ?? '', 10) || 1;
  const limit = Number.parseInt(url.searchParams.get('limit') ?? '', 10) || defaultLimit;
  return { page, limit };
}

/** One page of `rows` with the contract's paged envelope. */
export function paged<T>(rows: T[], page: number, limit: number): { data: T[]; meta: PageMeta } {
  const total = rows.length;
  return {
    data: rows.slice((page - 1) * limit, page * limit),
    meta: { total, page, limit, totalPages: Math.ceil(total / limit) },
  };
}

/** A query value, or undefined when empty or absent (spec: empty or undefined parameters are ignored). */
export function queryValue(url: URL, name: string): string | undefined {
  const v = url.searchParams.get(name);
  return v === null || v.trim() === '' ? undefined : v.trim();
}

export function queryNumber(url: URL, name: string): number | undefined {
  const v = queryValue(url, name);
  if (v === undefined) return undefined;
  const n = Number(v);
  return Number.isFinite(n) ? n : undefined;
}

export function queryBoolean(url: URL, name: string): boolean | undefined {
  const v = queryValue(url, name);
  if (v === undefined) return undefined;
  return v === 'true' || v === '1';
}

/** Case-insensitive "contains" over several text fields. */
export function matchesText(query: string | undefined, ...fields: Array<string | null | undefined>): boolean {
  if (!query) return true;
  const q = query.toLowerCase();
  return fields.some((f) => f?.toLowerCase().includes(q));
}
