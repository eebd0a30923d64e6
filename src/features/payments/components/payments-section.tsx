import { Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { ErrorState, LoadingState } from '@/components/page-states';
import { SectionCard } from '@/components/section-card';
import { formatMoney } from '@/lib/format';
import { paymentQueries } from '@/lib/api/queries';
import { balanceOwed } from '@/lib/late-fees';
import { PaymentsTable } from './payments-table';

/**
 * The Payments section of another record's page (GET /payments/by-tenant|by-lease|by-unit/{id}): the
 * balance owed (open charges less what was paid toward them) and the payments, latest due date first.
 * Not in the spec's screens: shows the first 100 payments (the list call's page) and says so beyond.
 */
function PaymentsSection({ owner, id, title }: { owner: 'tenant' | 'unit' | 'lease'; id: string; title: string }) {
  const query = useQuery(paymentQueries.by(owner, id));
  return (
    <SectionCard title={title}>
      {query.isPending ? (
        <LoadingState label="Loading payments…" minHeight="20" />
      ) : query.isError ? (
        <ErrorState
          title="Error loading payments"
          text="There was an error loading the payments. Please try again later."
          onRetry={() => void query.refetch()}
          isRetrying={query.isRefetching}
        />
      ) : (
        <Stack gap="3">
          <Text fontWeight="semibold">Balance owed: {formatMoney(balanceOwed(query.data.data))}</Text>
          {query.data.data.length === 0 ? (
            <Text color="fg.muted">No payments recorded.</Text>
          ) : (
            <>
              <PaymentsTable payments={query.data.data} caption={title} />
              {query.data.meta.total > query.data.data.length ? (
                <Text fontSize="sm" color="fg.muted">
                  Showing the latest {query.data.data.length} of {query.data.meta.total} payments.
                </Text>
              ) : null}
            </>
          )}
        </Stack>
      )}
    </SectionCard>
  );
}

export function TenantPaymentsSection({ tenantId }: { tenantId: string }) {
  return <PaymentsSection owner="tenant" id={tenantId} title="Payments" />;
}

export function LeasePaymentsSection({ leaseId }: { leaseId: string }) {
  return <PaymentsSection owner="lease" id={leaseId} title="Payments" />;
}

export function UnitPaymentsSection({ unitId }: { unitId: string }) {
  return <PaymentsSection owner="unit" id={unitId} title="Payments" />;
}
