import type { PageMeta } from '@/lib/api/schema.gen';

/** Reads page and limit from a URL with the contract's defaults (page 1, limit 100 unless given). */
export function pageParams(url: URL, defaultLimit = 100): { page: number; limit: number } {
  const page = Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '', 10) || 1);
  const limit = Math.max(1, Math.min(1000, Number.parseInt(url.searchParams.get('limit') ?? '', 10) || defaultLimit));
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
