import { useState } from 'react';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { compactParams } from '@/lib/api/client';
import { leaseQueries } from '@/lib/api/queries';
import type { LeaseStatus } from '@/lib/api/schema.gen';
import { PAGE_SIZES } from '@/lib/page-sizes';
import { firstLeaseSequence, isLeaseNumberTaken, leaseNumberAt, leaseNumberPrefix } from '../lib/lease-number';

/** Lease list page size (spec 2 §9). */
export const LEASES_PAGE_SIZE = PAGE_SIZES.leases;

export interface LeaseListFilters {
  search: string;
  /** '' for every status. */
  status: LeaseStatus | '';
}

/** One page of lease cards (the server pages and filters). */
export function leasesListQuery(filters: LeaseListFilters, page: number) {
  const query = compactParams({
    page,
    limit: LEASES_PAGE_SIZE,
    status: filters.status || undefined,
    search: filters.search.trim() || undefined,
  });
  return queryOptions({ ...leaseQueries.list(query), placeholderData: keepPreviousData });
}

/** The fees calculator keeps its last answer on screen while the days late change. */
export function leaseFeesQuery(leaseId: string, daysLate: number) {
  return queryOptions({ ...leaseQueries.fees(leaseId, daysLate), placeholderData: keepPreviousData });
}

/** A probe reads this many leases: the number tried and the longer numbers containing it. */
const PROBE_LIMIT = 20;
/** Numbers tried after the first before giving up (the field then stays empty for the manager). */
const MAX_PROBES = 20;

/** What the form knows of a new lease's number: the suggestion, once found, and whether it is still being looked for. */
export interface LeaseNumberSuggestion {
  leaseNumber: string | undefined;
  pending: boolean;
}

/**
 * A free number of `year`'s series for a new lease, through the lease list (`search` matches the lease
 * number): how many leases the series holds (one record's page, its total), then whether a lease has
 * the number after them, moving on while one has. Two small calls in the usual case, however many
 * leases there are. Not pending once found, when a call fails or after `MAX_PROBES` taken numbers (no
 * suggestion then), and while `enabled` is false.
 */
export function useSuggestedLeaseNumber(year: string, enabled: boolean): LeaseNumberSuggestion {
  const prefix = leaseNumberPrefix(year);
  const count = useQuery({ ...leaseQueries.list({ search: prefix, limit: 1 }), enabled });
  const [skipped, setSkipped] = useState(0);
  const candidate = count.data ? leaseNumberAt(year, firstLeaseSequence(count.data.meta.total) + skipped) : undefined;
  const probe = useQuery({
    ...leaseQueries.list({ search: candidate ?? prefix, limit: PROBE_LIMIT }),
    enabled: enabled && candidate !== undefined,
  });
  const taken = probe.data && candidate ? isLeaseNumberTaken(probe.data.data, candidate) : undefined;
  // Taken: try the next number (the new number's probe has no answer yet, so this runs once per probe).
  if (taken && skipped < MAX_PROBES) setSkipped(skipped + 1);
  const given = taken === false ? candidate : undefined;
  const done = given !== undefined || count.isError || probe.isError || (taken === true && skipped >= MAX_PROBES);
  return { leaseNumber: given, pending: enabled && !done };
}
