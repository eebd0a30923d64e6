import { Button, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { InfoList } from '@/components/info-list';
import { ErrorState, LoadingState } from '@/components/page-states';
import { SectionCard } from '@/components/section-card';
import { PAYMENT_TYPE_LABELS } from '@/features/payments';
import { leaseQueries } from '@/lib/api/queries';
import type { DepositAmounts, DepositEntry, LeaseDeposits } from '@/lib/api/schema.gen';
import { formatDate, formatMoney } from '@/lib/format';
import { paths } from '@/lib/paths';
import { DEPOSIT_TEXT } from '../lib/deposit-labels';

const ENTRY_COLUMNS: DataTableColumn<DepositEntry>[] = [
  { key: 'date', header: 'Date', cell: (e) => formatDate(e.date) },
  { key: 'description', header: 'Description', rowHeader: true, cell: (e) => e.description },
  { key: 'type', header: 'Type', cell: (e) => PAYMENT_TYPE_LABELS[e.paymentType] },
  { key: 'amount', header: 'Amount', align: 'end', card: 'key', cell: (e) => formatMoney(e.amount) },
  { key: 'held', header: DEPOSIT_TEXT.heldNow, align: 'end', cell: (e) => formatMoney(e.held) },
];

/** "$1,650.00 (security $1,500.00, pet $150.00)": the total, then each kind when a pet deposit is part of it. */
function amountsText(a: DepositAmounts): string {
  return a.pet > 0
    ? `${formatMoney(a.total)} (security ${formatMoney(a.security)}, pet ${formatMoney(a.pet)})`
    : formatMoney(a.total);
}

/** The deposit figures and their movements: what the lease requires, received, held now, applied and refunded. */
export function DepositsFigures({ deposits, caption }: { deposits: LeaseDeposits; caption: string }) {
  return (
    <Stack gap="3">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <InfoList
          labelWidth="36"
          gap="2"
          items={[
            { label: DEPOSIT_TEXT.required, value: amountsText(deposits.required) },
            { label: DEPOSIT_TEXT.received, value: amountsText(deposits.received) },
            { label: DEPOSIT_TEXT.heldNow, value: formatMoney(deposits.held) },
          ]}
        />
        {deposits.applied > 0 || deposits.refunded > 0 ? (
          <InfoList
            labelWidth="36"
            gap="2"
            items={[
              { label: 'Applied at move-out', value: formatMoney(deposits.applied) },
              { label: 'Refunded', value: formatMoney(deposits.refunded) },
            ]}
          />
        ) : null}
      </SimpleGrid>
      {deposits.entries.length === 0 ? (
        <Text color="fg.muted">No deposit received yet.</Text>
      ) : (
        <DataTable
          caption={caption}
          columns={ENTRY_COLUMNS}
          rows={deposits.entries}
          rowKey={(e) => `${e.paymentId}-${e.paymentType}`}
          phoneCards
        />
      )}
    </Stack>
  );
}

/**
 * A lease's deposits (the ledger's `deposits`, kept apart from the rent balance): required, received,
 * held now and each movement; once the lease has a move-out date, the way to its deposit disposition.
 */
export function LeaseDepositsSection({
  leaseId,
  ended,
  title = DEPOSIT_TEXT.leaseSection,
}: {
  leaseId: string;
  /** Whether the lease has ended (a move-out date): the disposition is offered then. */
  ended: boolean;
  title?: string;
}) {
  const query = useQuery(leaseQueries.ledger(leaseId));
  return (
    <SectionCard
      title={title}
      actions={
        ended ? (
          <Button asChild size="sm" variant="outline">
            <RouterLink to={paths.leases.deposit(leaseId)}>{DEPOSIT_TEXT.pageTitle}</RouterLink>
          </Button>
        ) : null
      }
    >
      {query.isPending ? (
        <LoadingState label="Loading deposits…" minHeight="20" />
      ) : query.isError ? (
        <ErrorState
          title="Error loading deposits"
          text="There was an error loading the deposits. Please try again later."
          onRetry={() => void query.refetch()}
          isRetrying={query.isRefetching}
        />
      ) : (
        <DepositsFigures deposits={query.data.deposits} caption={`${title}: movements`} />
      )}
    </SectionCard>
  );
}
