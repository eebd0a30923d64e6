import { useState } from 'react';
import { Card, HStack, SimpleGrid, Tabs, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import {
  DeleteConfirmDialog,
  DetailHeader,
  DetailRoute,
  type DeleteAndLeave,
  type DetailPageText,
} from '@/components/detail-page';
import { ActiveTabIntoView } from '@/components/active-tab-into-view';
import { EmailAddress } from '@/components/email-address';
import { InfoList } from '@/components/info-list';
import { PageLayout } from '@/components/page-layout';
import { SectionCard } from '@/components/section-card';
import type { Tenant } from '@/lib/api/schema.gen';
import { formatDate, formatPersonName, orMissing } from '@/lib/format';
import { paths } from '@/lib/paths';
import { LeaseStatusBadge, TenantStatusBadge } from '@/components/status-badge';
import { TenantDepositsSection } from '@/features/deposits';
import { TenantLedgersSection, TenantPaymentsSection } from '@/features/payments';
import { activeLeaseOf, AssignmentsSection } from '@/features/assignments';
import { assignmentQueries, tenantQueries } from '@/lib/api/queries';
import { useDeleteTenant } from '../api/tenant-mutations';
import { ReferencesTab } from '../components/references-tab';
import { ScreeningTab } from '../components/screening-tab';
import { TenantDocumentsTab } from '../components/tenant-documents-tab';
import { TenantFormModal } from '../components/tenant-form-modal';
import { TenantStatusActions } from '../components/tenant-status-actions';
import { maskedSsn } from '../lib/tenant-status';

/** Spec 2 §2 "Tenant detail": the page's loading, error and not-found texts. */
export const TENANT_DETAIL_TEXT = {
  loading: 'Loading tenant…',
  errorTitle: 'Error loading tenant',
  errorText: 'There was an error loading the tenant information. Please try again later.',
  notFoundTitle: 'Tenant not found',
  notFoundText: "The tenant you're looking for doesn't exist or has been deleted.",
  listPath: paths.tenants.list(),
  listLabel: 'Back to Tenants',
} as const satisfies DetailPageText;

/** /tenants/{id} (spec 2 §2 "Tenant detail"). */
export function Component() {
  return (
    <DetailRoute
      detail={tenantQueries.detail}
      text={TENANT_DETAIL_TEXT}
      remove={{ useDelete: useDeleteTenant, errorLog: 'Error deleting tenant' }}
    >
      {(tenant, remove) => <TenantDetail tenant={tenant} remove={remove} />}
    </DetailRoute>
  );
}

/**
 * "Active Lease" beside the status badge when the tenant lives under an active lease, linking to that
 * lease (a manager gets there in one click). GET /tenants/{id} carries only the `hasActiveLease` flag,
 * not which lease, so the page derives it from the tenant's assignments (the same query the Unit
 * Assignments table reads) with the flag's own rule: a current assignment linked to an `active` lease.
 */
function ActiveLeaseBadge({ tenantId }: { tenantId: string }) {
  const { data } = useQuery(assignmentQueries.byTenant(tenantId));
  const lease = data ? activeLeaseOf(data.data) : null;
  if (!lease) return null;
  return (
    <LeaseStatusBadge asChild status="active">
      <RouterLink to={paths.leases.detail(lease.id)} title={`Lease ${lease.leaseNumber}`}>
        Active Lease
      </RouterLink>
    </LeaseStatusBadge>
  );
}

function TenantDetail({ tenant, remove }: { tenant: Tenant; remove: DeleteAndLeave }) {
  const [editing, setEditing] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const name = formatPersonName(tenant);

  return (
    <PageLayout
      gap="6"
      header={
        <DetailHeader
          backTo={paths.tenants.list()}
          backLabel="Tenants"
          title={name}
          badge={
            <HStack gap="2" wrap="wrap">
              <TenantStatusBadge status={tenant.status} />
              <ActiveLeaseBadge tenantId={tenant.id} />
            </HStack>
          }
          editLabel="Edit Tenant"
          onEdit={() => setEditing(true)}
          onDelete={() => setConfirmingDelete(true)}
        />
      }
    >
      <TenantStatusActions tenant={tenant} />

      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <SectionCard fill title="Contact Information">
          <InfoList
            labelWidth="36"
            gap="2"
            items={[
              { label: 'Email', value: <EmailAddress email={tenant.email} /> },
              { label: 'Phone', value: orMissing(tenant.phone) },
              { label: 'Date of Birth', value: formatDate(tenant.dateOfBirth) },
              // Only the last 4 digits ever reach the page (spec 2 §2).
              { label: 'SSN', value: maskedSsn(tenant.ssn) },
            ]}
          />
        </SectionCard>
        <SectionCard fill title="Emergency Contact">
          <InfoList
            labelWidth="36"
            gap="2"
            items={[
              { label: 'Name', value: orMissing(tenant.emergencyContactName) },
              { label: 'Phone', value: orMissing(tenant.emergencyContactPhone) },
              { label: 'Relation', value: orMissing(tenant.emergencyContactRelation) },
            ]}
          />
        </SectionCard>
      </SimpleGrid>

      <SectionCard title="Notes">
        <Text whiteSpace="pre-wrap" color={tenant.notes ? undefined : 'fg.muted'}>
          {tenant.notes || 'No notes'}
        </Text>
      </SectionCard>

      <AssignmentsSection tenant={tenant} />

      <TenantPaymentsSection tenantId={tenant.id} />
      <TenantDepositsSection tenantId={tenant.id} />
      <TenantLedgersSection tenantId={tenant.id} />

      <Card.Root variant="outline">
        <Card.Body p={{ base: '3', md: '5' }}>
          <Tabs.Root defaultValue="screening" variant="line" lazyMount>
            <ActiveTabIntoView />
            <Tabs.List overflowX="auto">
              <Tabs.Trigger value="screening">Screening</Tabs.Trigger>
              <Tabs.Trigger value="references">References</Tabs.Trigger>
              <Tabs.Trigger value="documents">Documents</Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="screening">
              <ScreeningTab tenant={tenant} />
            </Tabs.Content>
            <Tabs.Content value="references">
              <ReferencesTab tenant={tenant} />
            </Tabs.Content>
            <Tabs.Content value="documents">
              <TenantDocumentsTab tenant={tenant} />
            </Tabs.Content>
          </Tabs.Root>
        </Card.Body>
      </Card.Root>

      {editing && <TenantFormModal open onClose={() => setEditing(false)} tenant={tenant} />}
      <DeleteConfirmDialog
        open={confirmingDelete}
        title="Delete Tenant"
        body={`Are you sure you want to delete ${name}? Their unit assignments are removed too. This action cannot be undone.`}
        errorText="Error deleting tenant. Please try again."
        mutation={remove}
        onConfirm={() => remove.deleteAndGo(paths.tenants.list())}
        onClose={() => setConfirmingDelete(false)}
      />
    </PageLayout>
  );
}
