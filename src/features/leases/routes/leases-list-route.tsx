import { Suspense, useState } from 'react';
import { Button, Heading, HStack, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { FilterSelect } from '@/components/filter-select';
import { PageLayout } from '@/components/page-layout';
import { CardGrid, FilterBar, ListResults } from '@/components/list-results';
import { EmptyState } from '@/components/page-states';
import { TextFilter } from '@/components/search/text-filter';
import type { Lease } from '@/lib/api/schema.gen';
import { paths } from '@/lib/paths';
import { useListParams, type ListParamsSpec } from '@/lib/list-params';
import { useToday } from '@/lib/use-today';
import { intentToOpen, lazyOnIntent } from '@/lib/lazy-on-intent';
import { LEASES_PAGE_SIZE } from '../api/lease-queries';
import { LeaseCard, useLeaseCardCss } from '../components/lease-card';
import { LEASE_STATUS_OPTIONS, statusFromParam } from '../lib/lease-display';
import { leasesRouteQueries } from './lease-route-queries';

// The form (Formik, Yup, the pickers) and the delete dialog load on intent: a list's first paint needs neither.
const LeaseFormModal = lazyOnIntent(() => import('../components/lease-form-modal').then((m) => m.LeaseFormModal));
const DeleteLeaseDialog = lazyOnIntent(() =>
  import('../components/delete-lease-dialog').then((m) => m.DeleteLeaseDialog),
);

/** Spec 2 §2 "Lease list" and §8, verbatim. */
export const LEASES_LIST_TEXT = {
  loadError: 'Error loading leases. Please try again later.',
  empty: 'No leases found. Create a new lease to get started.',
} as const;

/** The list's state in the URL: `search`, `status`, `page`. */
const LEASE_LIST: ListParamsSpec<'search' | 'status'> = { keys: ['search', 'status'] };

/**
 * /leases (spec 2 §2 "Lease list"): search text and a status filter (in the URL), cards 10 a page
 * (server paging, `?page=`), Add New Lease, and each card's Edit and Delete.
 */
export function Component() {
  const list = useListParams(LEASE_LIST);
  const { params, page, setPage } = list;
  const navigate = useNavigate();
  const search = params.get('search') ?? '';
  const status = statusFromParam(params.get('status'));
  const query = useQuery(leasesRouteQueries(params).list);
  const cardCss = useLeaseCardCss();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Lease | null>(null);
  const [deleting, setDeleting] = useState<Lease | null>(null);
  const today = useToday();

  const { search: onSearch, status: onStatus } = list.on;

  return (
    <PageLayout
      header={
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Heading as="h1" size="2xl">
            Leases
          </Heading>
          <Button onClick={() => setAdding(true)} {...intentToOpen(LeaseFormModal)}>
            Add New Lease
          </Button>
        </HStack>
      }
    >
      <Stack gap="4">
        <FilterBar label="Filter leases">
          <TextFilter
            label="Search"
            value={search}
            onChange={onSearch}
            placeholder="Lease number, tenant, unit or terms"
          />
          <FilterSelect label="Status" value={status} options={LEASE_STATUS_OPTIONS} onChange={onStatus} />
        </FilterBar>

        <ListResults
          query={query}
          loadingLabel="Loading leases…"
          error={{ title: 'Error loading leases', text: LEASES_LIST_TEXT.loadError }}
          empty={
            <EmptyState
              title={LEASES_LIST_TEXT.empty}
              action={
                <Button onClick={() => setAdding(true)} {...intentToOpen(LeaseFormModal)}>
                  Add New Lease
                </Button>
              }
            />
          }
          pager={{ page, pageSize: LEASES_PAGE_SIZE, onPage: setPage, noun: ['lease', 'leases'] }}
        >
          {(leases) => (
            <CardGrid
              label="Leases"
              items={leases}
              getKey={(lease) => lease.id}
              columns={{ base: 1, md: 2, xl: 3 }}
              itemCss={cardCss}
            >
              {(lease) => (
                <LeaseCard
                  lease={lease}
                  today={today}
                  onEdit={() => setEditing(lease)}
                  onDelete={() => setDeleting(lease)}
                  actionIntent={intentToOpen(LeaseFormModal, DeleteLeaseDialog)}
                />
              )}
            </CardGrid>
          )}
        </ListResults>
      </Stack>

      <Suspense fallback={null}>
        {/* A new lease opens on its own page, where it is signed and its tenants assigned. */}
        {adding && (
          <LeaseFormModal
            open
            onClose={() => setAdding(false)}
            onSaved={(lease) => navigate(paths.leases.detail(lease.id))}
          />
        )}
        {editing && <LeaseFormModal open lease={editing} onClose={() => setEditing(null)} />}
        {deleting && <DeleteLeaseDialog lease={deleting} onClose={() => setDeleting(null)} />}
      </Suspense>
    </PageLayout>
  );
}
