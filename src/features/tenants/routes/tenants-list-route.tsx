import { lazy, Suspense, useCallback, useState } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { FilterSelect } from '@/components/filter-select';
import { ListPageHeader } from '@/components/list-page-header';
import { FilterBar, ListResults } from '@/components/list-results';
import { EmptyState } from '@/components/page-states';
import { TextFilter } from '@/components/search/text-filter';
import { paths } from '@/lib/paths';
import { useListParams, type ListParams, type ListParamsSpec } from '@/lib/list-params';
import { tenantSearchQuery, TENANTS_PAGE_SIZE } from '../api/tenant-queries';
import { TenantCardGrid } from '../components/tenant-card-grid';
import { TenantSmartSearchPanel } from '../components/tenant-smart-search-panel';
import {
  basicFiltersFromParams,
  hasTenantSearchCriteria,
  smartFiltersFromParams,
  STATUS_FILTER_OPTIONS,
  writeSmartFilters,
  type TenantSmartFilters,
} from '../lib/tenant-list-filters';
import { tenantsRouteQueries } from './tenant-route-queries';

// The form (Formik, Yup) loads when Add Tenant is first clicked.
const TenantFormModal = lazy(() =>
  import('../components/tenant-form-modal').then((m) => ({ default: m.TenantFormModal })),
);

/** Spec 2 §2 "Tenants list", verbatim. */
export const TENANTS_LIST_TEXT = {
  empty: 'No tenants found.',
  loadError: 'There was an error loading the tenants. Please try again later.',
} as const;

/** The basic list's state in the URL: `status`, `search`, `page` (the smart search writes its own keys). */
type TenantListKey = 'status' | 'search';
const TENANT_LIST: ListParamsSpec<TenantListKey> = { keys: ['status', 'search'] };

/**
 * /tenants (spec 2 §2): the basic filters (status, free text) page on the server, 100 cards a page;
 * Smart Search (`smart=1`) searches GET /tenants/search. Filters, mode and page live in the URL.
 */
export function Component() {
  const list = useListParams(TENANT_LIST);
  const { params, update: setParams } = list;
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const smart = params.get('smart') === '1';

  const toggleSmart = () => setParams(() => (smart ? new URLSearchParams() : new URLSearchParams({ smart: '1' })));

  return (
    <Stack gap="5">
      <ListPageHeader
        title="Tenants"
        smartOpen={smart}
        onToggleSmart={toggleSmart}
        addLabel="Add Tenant"
        onAdd={() => setAdding(true)}
      />
      {smart ? <SmartView list={list} /> : <BasicView list={list} onAdd={() => setAdding(true)} />}
      {adding && (
        <Suspense fallback={null}>
          <TenantFormModal
            open
            onClose={() => setAdding(false)}
            // A choice: after creating, open the new tenant (to assign a unit, add documents).
            onSaved={(tenant) => void navigate(paths.tenants.detail(tenant.id))}
          />
        </Suspense>
      )}
    </Stack>
  );
}

interface ViewProps {
  list: ListParams<TenantListKey>;
}

function BasicView({ list: { params, page, on, setPage: setPageParam }, onAdd }: ViewProps & { onAdd: () => void }) {
  const filters = basicFiltersFromParams(params);
  const list = useQuery(tenantsRouteQueries(params).list);

  const { status: onStatus, search: onSearch } = on;
  const setPage = (next: number) => {
    setPageParam(next);
    window.scrollTo({ top: 0 });
  };
  const filtered = Boolean(filters.status || filters.search);

  return (
    <Stack gap="4">
      <FilterBar label="Filter tenants">
        <FilterSelect label="Status" value={filters.status} options={STATUS_FILTER_OPTIONS} onChange={onStatus} />
        <TextFilter label="Search" value={filters.search} onChange={onSearch} placeholder="Name, email or phone" />
      </FilterBar>
      <ListResults
        query={list}
        loadingLabel="Loading tenants…"
        error={{ title: 'Error loading tenants', text: TENANTS_LIST_TEXT.loadError }}
        empty={
          <EmptyState
            title={TENANTS_LIST_TEXT.empty}
            action={!filtered && page === 1 ? <Button onClick={onAdd}>Add Tenant</Button> : undefined}
          />
        }
        pager={{ page, pageSize: TENANTS_PAGE_SIZE, onPage: setPage, noun: ['tenant', 'tenants'] }}
      >
        {(tenants) => <TenantCardGrid tenants={tenants} label="Tenants" />}
      </ListResults>
    </Stack>
  );
}

function SmartView({ list: { params, update: setParams } }: ViewProps) {
  const filters = smartFiltersFromParams(params);
  const search = useQuery(tenantSearchQuery(filters));
  const criteria = hasTenantSearchCriteria(filters);
  const onChange = useCallback(
    (change: Partial<TenantSmartFilters>) =>
      setParams((current) => writeSmartFilters(current, change), { replace: true }),
    [setParams],
  );

  return (
    <Stack gap="4">
      <TenantSmartSearchPanel
        filters={filters}
        onChange={onChange}
        result={search.data?.meta}
        searching={criteria && search.isFetching && !search.data}
      />
      {!criteria ? (
        // The spec is silent on an empty smart search; ours: a hint instead of every tenant.
        <Text color="fg.muted">Type a name, email or phone, or choose a filter, to search tenants.</Text>
      ) : (
        <ListResults
          query={search}
          loadingLabel="Searching tenants…"
          error={{ title: 'Error loading tenants', text: TENANTS_LIST_TEXT.loadError }}
          empty={<EmptyState title={TENANTS_LIST_TEXT.empty} />}
        >
          {(tenants) => <TenantCardGrid tenants={tenants} label="Search results" />}
        </ListResults>
      )}
    </Stack>
  );
}
