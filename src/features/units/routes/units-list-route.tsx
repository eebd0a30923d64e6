import { useCallback, useMemo, useState } from 'react';
import { Button, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useListParams, type ListParams, type ListParamsSpec } from '@/lib/list-params';
import { FilterSelect } from '@/components/filter-select';
import { sortRows, type SortState } from '@/components/data-table';
import { ListPageHeader } from '@/components/list-page-header';
import { FilterBar, ListResults } from '@/components/list-results';
import { PageLayout } from '@/components/page-layout';
import { Pager } from '@/components/pager';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { pageCount, pageFromParams, pageSlice } from '@/lib/page-param';
import { unitQueries } from '@/lib/api/queries';
import { paths } from '@/lib/paths';
import type { Unit } from '@/lib/api/schema.gen';
import { unitSearchQuery } from '../api/unit-queries';
import { UnitFormModal } from '../components/unit-form-modal';
import { UnitSmartSearchPanel } from '../components/unit-smart-search-panel';
import { UNIT_COLUMNS, UnitsTable } from '../components/units-table';
import {
  AVAILABILITY_OPTIONS,
  BASIC_BEDROOM_OPTIONS,
  basicFiltersFromParams,
  filterUnits,
  propertyOptionsOf,
  UNITS_PAGE_SIZE,
  type BasicUnitFilters,
} from '../lib/unit-list-filters';
import { smartFiltersFromParams, writeSmartFilters, type UnitSmartSearchFilters } from '../lib/unit-smart-search';
import { unitsRouteQueries } from './unit-route-queries';

/**
 * Spec 1 §2 "Units list", verbatim: "Empty: No units found. Error: There was an error loading the
 * units. Please try again later." Both are sentences with their own full stop, like the error text
 * (the properties list's "No properties found" is a title followed by a comma and its own text).
 */
export const UNITS_LIST_TEXT = {
  empty: 'No units found.',
  loadError: 'There was an error loading the units. Please try again later.',
} as const;

/** The basic list's state in the URL: `property`, `availability`, `bedrooms`, `page` (the smart search writes its own keys). */
const UNIT_LIST: ListParamsSpec<keyof BasicUnitFilters> = { keys: ['property', 'availability', 'bedrooms'] };

/**
 * /units (spec 1 §2 "Units list"). Basic mode fetches every unit once and filters on the client
 * (property, availability, bedrooms), showing 100 rows a page (spec 1 §7); its headers sort every filtered unit before paging, so 10,000 units stay responsive.
 * Smart Search pages on the server (GET /units/search with limit and offset). Filters, the mode and
 * the page live in the URL.
 */
export function Component() {
  const list = useListParams(UNIT_LIST);
  const { params, update: setParams } = list;
  const navigate = useNavigate();
  const smart = params.get('smart') === '1';
  const [adding, setAdding] = useState(false);

  const toggleSmart = () => {
    const next = new URLSearchParams();
    const property = params.get('property');
    if (property) next.set('property', property);
    if (!smart) next.set('smart', '1');
    setParams(() => next);
  };

  return (
    <PageLayout
      header={
        <ListPageHeader
          title="Units"
          smartOpen={smart}
          onToggleSmart={toggleSmart}
          addLabel="Add Unit"
          onAdd={() => setAdding(true)}
        />
      }
    >
      {smart ? <SmartSearchView list={list} /> : <BasicListView list={list} onAdd={() => setAdding(true)} />}

      {/* A new unit opens on its own page, where photos can be added (they need a saved unit). */}
      {adding && (
        <UnitFormModal
          open
          onClose={() => setAdding(false)}
          onSaved={(unit) => navigate(paths.units.detail(unit.id))}
        />
      )}
    </PageLayout>
  );
}

interface ViewProps {
  list: ListParams<keyof BasicUnitFilters>;
}

/** One page of `shown.rows` in the table, with the pager over `shown.total` rows. */
function UnitsPage({
  shown,
  sort,
  onSortChange,
  onPage,
}: {
  shown: { rows: readonly Unit[]; page: number; total: number };
  sort: SortState | null;
  onSortChange: (sort: SortState) => void;
  onPage: (page: number) => void;
}) {
  return (
    <Stack gap="3">
      <UnitsTable
        units={pageSlice(shown.rows, shown.page, UNITS_PAGE_SIZE)}
        caption="Units"
        sort={sort}
        onSortChange={onSortChange}
      />
      <Pager
        page={shown.page}
        pageSize={UNITS_PAGE_SIZE}
        total={shown.total}
        onPage={onPage}
        noun={['unit', 'units']}
      />
    </Stack>
  );
}

function BasicListView({ list: { params, on, setPage }, onAdd }: ViewProps & { onAdd: () => void }) {
  const query = useQuery(unitsRouteQueries(params).rows);
  const firstPage = useQuery(unitQueries.allRowsFirstPage());
  const filters = basicFiltersFromParams(params);
  const [sort, setSort] = useState<SortState | null>(null);
  const { property, availability, bedrooms } = filters;
  const rows = useMemo(
    () =>
      query.data ? sortRows(filterUnits(query.data, { property, availability, bedrooms }), UNIT_COLUMNS, sort) : [],
    [query.data, property, availability, bedrooms, sort],
  );
  const propertyOptions = useMemo(
    () => [{ value: '', label: 'All properties' }, ...propertyOptionsOf(query.data ?? [])],
    [query.data],
  );
  const page = pageFromParams(params, pageCount(rows.length, UNITS_PAGE_SIZE));

  // While the other pages of a large portfolio load (GET /units serves 1,000 units a page), the
  // unfiltered, unsorted list already shows from the first answer: its rows and their order are the
  // full list's, and its total counts every unit. A filter, a sort or a page past those rows waits
  // for every unit ("Loading units…"); the Property filter, whose options come from every unit, is
  // disabled until then.
  const early = query.isPending && !property && !availability && !bedrooms && !sort ? firstPage.data : undefined;
  const earlyPage = early ? pageFromParams(params, pageCount(early.meta.total, UNITS_PAGE_SIZE)) : 0;
  const shown =
    early && earlyPage * UNITS_PAGE_SIZE <= early.data.length
      ? { rows: early.data, page: earlyPage, total: early.meta.total }
      : undefined;

  // The setters keep their identity, so the memoised selects (one of them with 1,000 options on the
  // large data set) stay put across page changes.
  const { property: onProperty, availability: onAvailability, bedrooms: onBedrooms } = on;

  return (
    <Stack gap="4">
      <FilterBar label="Filter units" columns={{ base: 1, sm: 3 }}>
        <FilterSelect
          label="Property"
          value={filters.property}
          options={propertyOptions}
          onChange={onProperty}
          disabled={query.isPending}
        />
        <FilterSelect
          label="Availability"
          value={filters.availability}
          options={AVAILABILITY_OPTIONS}
          onChange={onAvailability}
        />
        <FilterSelect label="Bedrooms" value={filters.bedrooms} options={BASIC_BEDROOM_OPTIONS} onChange={onBedrooms} />
      </FilterBar>

      {shown ? (
        <UnitsPage shown={shown} sort={sort} onSortChange={setSort} onPage={setPage} />
      ) : query.isPending ? (
        <LoadingState label="Loading units…" />
      ) : query.isError ? (
        <ErrorState
          title="Error loading units"
          text={UNITS_LIST_TEXT.loadError}
          onRetry={() => void query.refetch()}
          isRetrying={query.isRefetching}
        />
      ) : rows.length === 0 ? (
        <EmptyState
          title={UNITS_LIST_TEXT.empty}
          action={query.data.length === 0 ? <Button onClick={onAdd}>Add Unit</Button> : undefined}
        />
      ) : (
        <UnitsPage shown={{ rows, page, total: rows.length }} sort={sort} onSortChange={setSort} onPage={setPage} />
      )}
    </Stack>
  );
}

function SmartSearchView({ list: { params, update: setParams, setPage } }: ViewProps) {
  const filters = smartFiltersFromParams(params);
  const requestedPage = pageFromParams(params);
  const search = useQuery(unitSearchQuery(filters, requestedPage));

  // Stable (the updater is), so the memoised property filter does not re-render on every keystroke.
  const onChange = useCallback(
    (change: Partial<UnitSmartSearchFilters>) => setParams((current) => writeSmartFilters(current, change)),
    [setParams],
  );

  return (
    <Stack gap="4">
      <UnitSmartSearchPanel
        filters={filters}
        onChange={onChange}
        result={search.data?.meta}
        searching={search.isFetching}
      />
      <ListResults
        query={search}
        loadingLabel="Searching units…"
        error={{ title: 'Error loading units', text: UNITS_LIST_TEXT.loadError }}
        empty={<EmptyState title={UNITS_LIST_TEXT.empty} />}
        pager={{ page: requestedPage, pageSize: UNITS_PAGE_SIZE, onPage: setPage, noun: ['unit', 'units'] }}
      >
        {(units) => <UnitsTable units={units} caption="Search results" />}
      </ListResults>
    </Stack>
  );
}
