import { useState } from 'react';
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
import { LeaseStatusBadge } from '@/components/status-badge';
import { leaseQueries } from '@/lib/api/queries';
import type { Lease } from '@/lib/api/schema.gen';
import { paths } from '@/lib/paths';
import { useDeleteLease } from '../api/lease-mutations';
import { LeaseAssignmentsTab } from '../components/lease-assignments-tab';
import { LeaseDocumentsTab } from '../components/lease-documents-tab';
import { LeaseFinancialTab } from '../components/lease-financial-tab';
import { LeaseFormModal } from '../components/lease-form-modal';
import { LeaseLifecycleTab } from '../components/lease-lifecycle-tab';
import { LeaseOverviewTab } from '../components/lease-overview-tab';
import { DELETE_LEASE_ERROR } from '../components/delete-lease-dialog';

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
        />
      }
    >
      <Tabs.Root defaultValue="overview" variant="line" lazyMount>
        <ActiveTabIntoView />
        <Tabs.List overflowX="auto">
          <Tabs.Trigger value="overview">Overview</Tabs.Trigger>
          <Tabs.Trigger value="documents">Documents</Tabs.Trigger>
          <Tabs.Trigger value="lifecycle">Lifecycle</Tabs.Trigger>
          <Tabs.Trigger value="financial">Financial</Tabs.Trigger>
          <Tabs.Trigger value="assignments">Tenant Assignments</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="overview">
          <LeaseOverviewTab lease={lease} />
        </Tabs.Content>
        <Tabs.Content value="documents">
          <LeaseDocumentsTab leaseId={lease.id} />
        </Tabs.Content>
        <Tabs.Content value="lifecycle">
          <LeaseLifecycleTab lease={lease} />
        </Tabs.Content>
        <Tabs.Content value="financial">
          <LeaseFinancialTab lease={lease} />
        </Tabs.Content>
        <Tabs.Content value="assignments">
          <LeaseAssignmentsTab leaseId={lease.id} />
        </Tabs.Content>
      </Tabs.Root>

      {editing && <LeaseFormModal open lease={lease} onClose={() => setEditing(false)} />}
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
