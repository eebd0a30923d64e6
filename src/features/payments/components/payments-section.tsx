import type { ReactNode } from 'react';
import { Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { ErrorState, LoadingState } from '@/components/page-states';
import { SectionCard } from '@/components/section-card';
import { paymentQueries } from '@/lib/api/queries';
import type { Payment } from '@/lib/api/schema.gen';
import { LeaseAccountSummary, TenantLeaseBalances, UnitLeaseBalances } from './lease-account';
import { PaymentsTable, type PaymentPlaceColumn } from './payments-table';

/**
 * The Payments section of another record's page (GET /payments/by-tenant|by-lease|by-unit/{id}): what is
 * owed, as the server's model answers it for each lease (never summed here from the payment records: a
 * record is not a bill), then the payments, latest due date first. Not in the spec's screens: shows the
 * first 100 payments (the list call's page) and says so beyond. The table leaves off the columns the
 * page already states for every row (`OWNER_STATES`).
 */
/** What the page of each owner states for all its payments: a tenant's page names the tenant, and so on. */
const OWNER_STATES: Record<'tenant' | 'unit' | 'lease', readonly PaymentPlaceColumn[]> = {
  tenant: ['tenant'],
  unit: ['unit', 'property'],
  lease: ['tenant', 'unit', 'property'],
};

/** A lease's co-tenants each pay: with more than one payer, the lease's table says who paid each. */
const omitted = (owner: keyof typeof OWNER_STATES, payments: readonly Payment[]) =>
  owner === 'lease' && new Set(payments.map((p) => p.tenantId)).size > 1
    ? OWNER_STATES.lease.filter((c) => c !== 'tenant')
    : OWNER_STATES[owner];

function PaymentsSection({
  owner,
  id,
  title,
  owed,
}: {
  owner: 'tenant' | 'unit' | 'lease';
  id: string;
  title: string;
  owed: ReactNode;
}) {
  const query = useQuery(paymentQueries.by(owner, id));
  return (
    <SectionCard title={title}>
      {owed}
      {query.isPending ? (
        <LoadingState label="Loading payments…" minHeight="20" />
      ) : query.isError ? (
        <ErrorState
          title="Error loading payments"
          text="There was an error loading the payments. Please try again later."
          onRetry={() => void query.refetch()}
          isRetrying={query.isRefetching}
        />
      ) : query.data.data.length === 0 ? (
        <Text color="fg.muted">No payments recorded.</Text>
      ) : (
        <Stack gap="3">
          <PaymentsTable payments={query.data.data} caption={title} omit={omitted(owner, query.data.data)} />
          {query.data.meta.total > query.data.data.length ? (
            <Text fontSize="sm" color="fg.muted">
              Showing the latest {query.data.data.length} of {query.data.meta.total} payments.
            </Text>
          ) : null}
        </Stack>
      )}
    </SectionCard>
  );
}

/** A tenant's payments, with the balance of each of their leases (co-tenants' payments count: they share it). */
export function TenantPaymentsSection({ tenantId }: { tenantId: string }) {
  return (
    <PaymentsSection owner="tenant" id={tenantId} title="Payments" owed={<TenantLeaseBalances tenantId={tenantId} />} />
  );
}

/** A lease's payments, with its account: the same figures as its ledger. */
export function LeasePaymentsSection({ leaseId }: { leaseId: string }) {
  return (
    <PaymentsSection owner="lease" id={leaseId} title="Payments" owed={<LeaseAccountSummary leaseId={leaseId} />} />
  );
}

/** A unit's payments, with the balance of each current lease of the unit. */
export function UnitPaymentsSection({ unitId }: { unitId: string }) {
  return <PaymentsSection owner="unit" id={unitId} title="Payments" owed={<UnitLeaseBalances unitId={unitId} />} />;
}
