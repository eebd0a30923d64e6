import { Stack, Table, Text } from '@chakra-ui/react';
import { useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { InfoList } from '@/components/info-list';
import { ErrorState, LoadingState } from '@/components/page-states';
import { currentThenPast } from '@/features/assignments';
import { assignmentQueries, leaseQueries } from '@/lib/api/queries';
import type { Assignment, LeaseAccount } from '@/lib/api/schema.gen';
import { formatDate, formatMoney } from '@/lib/format';
import { roundCents } from '@/lib/late-fees';
import { MONEY_LABELS } from '@/lib/money-labels';
import { paths } from '@/lib/paths';
import { useToday } from '@/lib/use-today';

/**
 * The figures of a lease's account (`account` of GET /leases/{id}/ledger, computed by the server for
 * today), each under the label that says what it counts: what is past due, what is owed including what
 * falls due by the month's end, what falls due later (only when there is some), a credit (only when
 * there is one) and the deposits held apart from the rent balance.
 */
export function AccountFigures({ account, label }: { account: LeaseAccount; label: string }) {
  const today = useToday();
  const items = [
    { label: MONEY_LABELS.pastDue, value: formatMoney(account.pastDue) },
    { label: MONEY_LABELS.owed, value: formatMoney(account.balance) },
    ...(account.dueLater > 0 ? [{ label: MONEY_LABELS.dueLater, value: formatMoney(account.dueLater) }] : []),
    ...(account.credit > 0 ? [{ label: MONEY_LABELS.credit, value: formatMoney(account.credit) }] : []),
    { label: MONEY_LABELS.depositsHeld, value: formatMoney(account.depositsHeld) },
  ];
  return (
    <Stack gap="1" role="group" aria-label={label}>
      <Text fontSize="sm" color="fg.muted">
        As of today, {formatDate(today)}
      </Text>
      <InfoList labelWidth="52" gap="1" items={items} />
    </Stack>
  );
}

/**
 * A lease's account on its Payments card: the ledger query's `account` (the same query, and cache entry,
 * as the ledger of the default range beside it), so the card and the ledger show the same figures.
 */
export function LeaseAccountSummary({ leaseId }: { leaseId: string }) {
  const query = useQuery(leaseQueries.ledger(leaseId));
  if (query.isPending) return <LoadingState label="Loading what is owed…" minHeight="10" />;
  if (query.isError)
    return (
      <ErrorState
        title="Error loading what is owed"
        text="There was an error loading the lease's balance. Please try again later."
        onRetry={() => void query.refetch()}
        isRetrying={query.isRefetching}
      />
    );
  return <AccountFigures account={query.data.account} label={`What lease ${query.data.lease.leaseNumber} owes`} />;
}

/** A lease whose balance a tenant's or a unit's page lists. */
interface BalanceLease {
  id: string;
  leaseNumber: string;
  unitNumber: string | null;
  /** The lease has ended for this page (a former tenancy): said beside its number. */
  past: boolean;
}

interface BalanceRow extends BalanceLease {
  account: LeaseAccount;
}

const money = (pick: (a: LeaseAccount) => number) => (r: BalanceRow) => formatMoney(pick(r.account));

const COLUMNS: DataTableColumn<BalanceRow>[] = [
  {
    key: 'lease',
    header: 'Lease',
    rowHeader: true,
    cell: (r) => (
      <RouterLink to={paths.leases.detail(r.id)}>
        {r.leaseNumber}
        {r.unitNumber ? `, Unit ${r.unitNumber}` : ''}
        {r.past ? ' (past)' : ''}
      </RouterLink>
    ),
  },
  { key: 'pastDue', header: MONEY_LABELS.pastDue, align: 'end', card: 'key', cell: money((a) => a.pastDue) },
  { key: 'owed', header: MONEY_LABELS.owed, align: 'end', cell: money((a) => a.balance) },
  { key: 'dueLater', header: MONEY_LABELS.dueLater, align: 'end', cell: money((a) => a.dueLater) },
  { key: 'credit', header: MONEY_LABELS.credit, align: 'end', cell: money((a) => a.credit) },
];

const sum = (rows: readonly BalanceRow[], pick: (a: LeaseAccount) => number) =>
  roundCents(rows.reduce((total, r) => total + pick(r.account), 0));

/**
 * The balance of each lease in `leases` (each lease's account, the figures its Financial tab shows), with
 * a total line when there is more than one. Co-tenants share a lease and owe its rent jointly, so each
 * tenant of a lease sees the lease's whole balance.
 */
export function LeaseBalances({ leases, caption }: { leases: readonly BalanceLease[]; caption: string }) {
  const queries = useQueries({ queries: leases.map((lease) => leaseQueries.ledger(lease.id)) });
  if (leases.length === 0) return <Text color="fg.muted">No lease: nothing is billed.</Text>;
  if (queries.some((q) => q.isError))
    return (
      <ErrorState
        title="Error loading what is owed"
        text="There was an error loading the leases' balances. Please try again later."
        onRetry={() => queries.forEach((q) => q.isError && void q.refetch())}
        isRetrying={queries.some((q) => q.isRefetching)}
      />
    );
  const rows: BalanceRow[] = [];
  for (const [i, lease] of leases.entries()) {
    const data = queries[i]?.data;
    if (!data) return <LoadingState label="Loading what is owed…" minHeight="10" />;
    rows.push({ ...lease, account: data.account });
  }
  const totals = [
    sum(rows, (a) => a.pastDue),
    sum(rows, (a) => a.balance),
    sum(rows, (a) => a.dueLater),
    sum(rows, (a) => a.credit),
  ];
  return (
    <DataTable
      caption={caption}
      columns={COLUMNS}
      rows={rows}
      rowKey={(r) => r.id}
      minWidth="0"
      phoneCards
      cardFooter={
        rows.length > 1 ? (
          <Text fontWeight="semibold">
            Total: {MONEY_LABELS.pastDue} {formatMoney(totals[0])}; {MONEY_LABELS.owed} {formatMoney(totals[1])}
            {totals[2] ? `; ${MONEY_LABELS.dueLater} ${formatMoney(totals[2])}` : ''}
            {totals[3] ? `; ${MONEY_LABELS.credit} ${formatMoney(totals[3])}` : ''}
          </Text>
        ) : undefined
      }
      footer={
        rows.length > 1 ? (
          <Table.Row fontWeight="semibold">
            <Table.ColumnHeader scope="row">Total</Table.ColumnHeader>
            {totals.map((value, i) => (
              <Table.Cell key={i} textAlign="end">
                {formatMoney(value)}
              </Table.Cell>
            ))}
          </Table.Row>
        ) : undefined
      }
    />
  );
}

/** Each lease once, from assignments (current ones first, then past; newest first within each). */
function leasesOf(assignments: readonly Assignment[], today: string, keep: (past: boolean) => boolean) {
  const leases = new Map<string, BalanceLease>();
  for (const { assignment: a, past } of currentThenPast(assignments, today)) {
    if (!a.lease || leases.has(a.lease.id) || !keep(past)) continue;
    leases.set(a.lease.id, {
      id: a.lease.id,
      leaseNumber: a.lease.leaseNumber,
      unitNumber: a.unit?.unitNumber ?? null,
      past,
    });
  }
  return [...leases.values()];
}

/**
 * The balances of the leases of some assignments (a tenant's or a unit's), with the loading and error
 * states of their list; `keep` says which leases the page lists (`past`: the tenancy has ended).
 */
function AssignmentLeaseBalances({
  query,
  owner,
  keep,
  caption,
}: {
  query: UseQueryResult<{ data: Assignment[] }>;
  owner: 'tenant' | 'unit';
  keep: (past: boolean) => boolean;
  caption: string;
}) {
  const today = useToday();
  if (query.isPending) return <LoadingState label="Loading what is owed…" minHeight="10" />;
  if (query.isError)
    return (
      <ErrorState
        title="Error loading what is owed"
        text={`There was an error loading the ${owner}'s leases. Please try again later.`}
        onRetry={() => void query.refetch()}
        isRetrying={query.isRefetching}
      />
    );
  return <LeaseBalances leases={leasesOf(query.data.data, today, keep)} caption={caption} />;
}

/**
 * A tenant's balances: every lease of their assignments, past ones too (a former tenant may still owe),
 * each with the lease's own balance, whoever of its tenants paid.
 */
export function TenantLeaseBalances({ tenantId }: { tenantId: string }) {
  const query = useQuery(assignmentQueries.byTenant(tenantId));
  return <AssignmentLeaseBalances query={query} owner="tenant" keep={() => true} caption="Balance of each lease" />;
}

/**
 * A unit's balances: the leases of its current assignments only. A unit's page answers "is this unit's
 * rent being paid"; what a former tenancy still owes is that tenant's (their page lists it) and the
 * aging's, and each lease listed links to its Financial tab.
 */
export function UnitLeaseBalances({ unitId }: { unitId: string }) {
  const query = useQuery(assignmentQueries.byUnit(unitId));
  return (
    <AssignmentLeaseBalances
      query={query}
      owner="unit"
      keep={(past) => !past}
      caption="Balance of each current lease"
    />
  );
}
