import { Suspense, useState } from 'react';
import { Tabs } from '@chakra-ui/react';
import { ActiveTabIntoView } from '@/components/active-tab-into-view';
import {
  DeleteConfirmDialog,
  DetailHeader,
  DetailRoute,
  type DeleteAndLeave,
  type DetailPageText,
} from '@/components/detail-page';
import { PageLayout } from '@/components/page-layout';
import { LoadingState } from '@/components/page-states';
import { LeaseStatusBadge } from '@/components/status-badge';
import { leaseQueries } from '@/lib/api/queries';
import type { Lease } from '@/lib/api/schema.gen';
import { paths } from '@/lib/paths';
import { intentToOpen, lazyOnIntent } from '@/lib/lazy-on-intent';
import { useDeleteLease } from '../api/lease-mutations';
import { LeaseOverviewTab } from '../components/lease-overview-tab';
import { DELETE_LEASE_ERROR } from '../components/delete-lease-dialog';

// Only the Overview tab shows first: the other tabs and the form load on intent (their trigger, Edit).
const LeaseDocumentsTab = lazyOnIntent(() =>
  import('../components/lease-documents-tab').then((m) => m.LeaseDocumentsTab),
);
const LeaseLifecycleTab = lazyOnIntent(() =>
  import('../components/lease-lifecycle-tab').then((m) => m.LeaseLifecycleTab),
);
const LeaseFinancialTab = lazyOnIntent(() =>
  import('../components/lease-financial-tab').then((m) => m.LeaseFinancialTab),
);
const LeaseAssignmentsTab = lazyOnIntent(() =>
  import('../components/lease-assignments-tab').then((m) => m.LeaseAssignmentsTab),
);
const LeaseFormModal = lazyOnIntent(() => import('../components/lease-form-modal').then((m) => m.LeaseFormModal));

/** Spec 2 §2 "Lease detail" and §8: one text for a load failure and a missing lease. */
export const LEASE_DETAIL_TEXT = {
  loading: 'Loading lease…',
  notFoundTitle: 'Lease not found or an error occurred.',
  listPath: paths.leases.list(),
  listLabel: 'Back to Leases',
} as const satisfies DetailPageText;

/**
 * /leases/{id} (spec 2 §2 "Lease detail"): tabs Overview, Documents, Lifecycle, Financial, Tenant
 * Assignments; Edit and Delete (→ /leases). A failed load and a missing (or deleted) lease show the same
 * text with a link back to the leases. The Financial tab lists the lease's payments too.
 */
export function Component() {
  return (
    <DetailRoute
      detail={leaseQueries.detail}
      text={LEASE_DETAIL_TEXT}
      remove={{ useDelete: useDeleteLease, errorLog: 'Error deleting lease' }}
    >
      {(lease, remove) => <LeaseDetail lease={lease} remove={remove} />}
    </DetailRoute>
  );
}

function LeaseDetail({ lease, remove }: { lease: Lease; remove: DeleteAndLeave }) {
  const [editing, setEditing] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  return (
    <PageLayout
      gap="6"
      header={
        <DetailHeader
          backTo={paths.leases.list()}
          backLabel="Leases"
          title={`Lease ${lease.leaseNumber}`}
          badge={<LeaseStatusBadge status={lease.status} />}
          editLabel="Edit"
          onEdit={() => setEditing(true)}
          onDelete={() => setConfirmingDelete(true)}
          editIntent={intentToOpen(LeaseFormModal)}
        />
      }
    >
      <Tabs.Root defaultValue="overview" variant="line" lazyMount>
        <ActiveTabIntoView />
        <Tabs.List overflowX="auto">
          <Tabs.Trigger value="overview">Overview</Tabs.Trigger>
          <Tabs.Trigger value="documents" {...intentToOpen(LeaseDocumentsTab)}>
            Documents
          </Tabs.Trigger>
          <Tabs.Trigger value="lifecycle" {...intentToOpen(LeaseLifecycleTab)}>
            Lifecycle
          </Tabs.Trigger>
          <Tabs.Trigger value="financial" {...intentToOpen(LeaseFinancialTab)}>
            Financial
          </Tabs.Trigger>
          <Tabs.Trigger value="assignments" {...intentToOpen(LeaseAssignmentsTab)}>
            Tenant Assignments
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="overview">
          <LeaseOverviewTab lease={lease} />
        </Tabs.Content>
        <Tabs.Content value="documents">
          <Suspense fallback={<LoadingState label="Loading Documents…" />}>
            <LeaseDocumentsTab leaseId={lease.id} />
          </Suspense>
        </Tabs.Content>
        <Tabs.Content value="lifecycle">
          <Suspense fallback={<LoadingState label="Loading Lifecycle…" />}>
            <LeaseLifecycleTab lease={lease} />
          </Suspense>
        </Tabs.Content>
        <Tabs.Content value="financial">
          <Suspense fallback={<LoadingState label="Loading Financial…" />}>
            <LeaseFinancialTab lease={lease} />
          </Suspense>
        </Tabs.Content>
        <Tabs.Content value="assignments">
          <Suspense fallback={<LoadingState label="Loading Tenant Assignments…" />}>
            <LeaseAssignmentsTab leaseId={lease.id} />
          </Suspense>
        </Tabs.Content>
      </Tabs.Root>

      <Suspense fallback={null}>
        {editing && <LeaseFormModal open lease={lease} onClose={() => setEditing(false)} />}
      </Suspense>
      <DeleteConfirmDialog
        open={confirmingDelete}
        title="Delete Lease"
        body={`Are you sure you want to delete lease ${lease.leaseNumber}? This action cannot be undone.`}
        errorText={DELETE_LEASE_ERROR}
        mutation={remove}
        onConfirm={() => remove.deleteAndGo(paths.leases.list())}
        onClose={() => setConfirmingDelete(false)}
      />
    </PageLayout>
  );
}
