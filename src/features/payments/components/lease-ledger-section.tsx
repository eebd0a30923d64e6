import { useState } from 'react';
import { Button, Field, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { flushSync } from 'react-dom';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { ErrorState, LoadingState } from '@/components/page-states';
import { SectionCard } from '@/components/section-card';
import { assignmentQueries, leaseQueries } from '@/lib/api/queries';
import type { LedgerEntry } from '@/lib/api/schema.gen';
import { formatDate, formatMoney, formatSignedBalance, EMPTY_CELL } from '@/lib/format';
import { downloadCsv } from '../lib/csv';
import { ledgerCsv } from '../lib/ledger-csv';
import { AccountFigures } from './lease-account';
import { LedgerStatementPrint } from './ledger-statement-print';

/** On a phone's card: the description as its title, then the date, charge, payment and balance, each labelled. */
const COLUMNS: DataTableColumn<LedgerEntry>[] = [
  { key: 'date', header: 'Date', cell: (r) => formatDate(r.date) },
  { key: 'description', header: 'Description', rowHeader: true, cell: (r) => r.description },
  { key: 'charge', header: 'Charge', align: 'end', cell: (r) => (r.debit ? formatMoney(r.debit) : EMPTY_CELL) },
  { key: 'payment', header: 'Payment', align: 'end', cell: (r) => (r.credit ? formatMoney(r.credit) : EMPTY_CELL) },
  { key: 'balance', header: 'Balance', align: 'end', cell: (r) => formatSignedBalance(r.balance) },
];

/**
 * A lease's ledger (GET /leases/{id}/ledger): what the lease owes today (its `account`, the same figures
 * as its Payments card), then its bills and payments with the running balance between two days (empty:
 * from the lease's start to the end of this month, the server's defaults), the opening and closing
 * balances of that range (a balance below zero reads as a credit; the From and To fields show the
 * range shown, the server's defaults until the manager picks a day); Statement prints it as a tenant
 * statement (`LedgerStatementPrint`) and Export CSV downloads the same rows.
 * Not in the spec's screens: a property manager's answer to "what does this tenant owe, and how did it
 * come to that".
 */
export function LeaseLedgerSection({ leaseId, title = 'Ledger' }: { leaseId: string; title?: string }) {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const range = { ...(from ? { from } : {}), ...(to ? { to } : {}) };
  const invalid = Boolean(from && to && from > to);
  const query = useQuery({
    ...leaseQueries.ledger(leaseId, range),
    enabled: Boolean(leaseId) && !invalid,
    placeholderData: keepPreviousData,
  });
  const [printing, setPrinting] = useState(false);
  const ledger = query.data;
  // A field left empty shows the day the server chose for it (the lease's start, this month's end).
  const shownFrom = from || ledger?.from || '';
  const shownTo = to || ledger?.to || '';

  // The statement is in the page from the click until the browser's print dialog closes.
  const statement = () => {
    flushSync(() => setPrinting(true));
    window.addEventListener('afterprint', () => setPrinting(false), { once: true });
    window.print();
  };

  const body = (
    <Stack gap="3">
      <SimpleGrid
        as="form"
        aria-label={`${title} range`}
        columns={{ base: 1, sm: 2 }}
        gap="3"
        maxW="xl"
        data-print="hide"
        onSubmit={(e) => e.preventDefault()}
      >
        <Field.Root invalid={invalid}>
          <Field.Label>From</Field.Label>
          <Input type="date" value={shownFrom} max={shownTo || undefined} onChange={(e) => setFrom(e.target.value)} />
          <Field.ErrorText>From must be on or before To</Field.ErrorText>
        </Field.Root>
        <Field.Root>
          <Field.Label>To</Field.Label>
          <Input type="date" value={shownTo} min={shownFrom || undefined} onChange={(e) => setTo(e.target.value)} />
        </Field.Root>
      </SimpleGrid>
      {query.isPending && !invalid ? (
        <LoadingState label="Loading ledger…" minHeight="20" />
      ) : query.isError ? (
        <ErrorState
          title="Error loading ledger"
          text="There was an error loading the ledger. Please try again later."
          onRetry={() => void query.refetch()}
          isRetrying={query.isRefetching}
        />
      ) : ledger ? (
        <Stack gap="2">
          <AccountFigures account={ledger.account} label={`What lease ${ledger.lease.leaseNumber} owes`} />
          <Text>
            Opening balance on {formatDate(ledger.from)}: <strong>{formatSignedBalance(ledger.openingBalance)}</strong>
          </Text>
          {ledger.rows.length === 0 ? (
            <Text color="fg.muted">No charges or payments in this period.</Text>
          ) : (
            <DataTable
              caption={title}
              columns={COLUMNS}
              rows={ledger.rows}
              rowKey={(r) => `${r.kind}-${r.paymentId ?? r.description}`}
              phoneCards
            />
          )}
          <Text fontWeight="semibold">
            Closing balance on {formatDate(ledger.to)}: {formatSignedBalance(ledger.closingBalance)}
          </Text>
        </Stack>
      ) : null}
    </Stack>
  );

  return (
    <SectionCard
      title={title}
      actions={
        <HStack gap="2" data-print="hide">
          <Button
            size="sm"
            variant="outline"
            disabled={!ledger}
            onClick={() =>
              ledger &&
              downloadCsv(`statement-${ledger.lease.leaseNumber}-${ledger.from}-${ledger.to}.csv`, ledgerCsv(ledger))
            }
          >
            Export CSV
          </Button>
          <Button size="sm" variant="outline" disabled={!ledger} onClick={statement}>
            Statement
          </Button>
        </HStack>
      }
    >
      {body}
      {printing && ledger ? <LedgerStatementPrint ledger={ledger} /> : null}
    </SectionCard>
  );
}

/** The ledger of each of a tenant's leases (their assignments' leases, newest first), for the tenant's page. */
export function TenantLedgersSection({ tenantId }: { tenantId: string }) {
  const query = useQuery(assignmentQueries.byTenant(tenantId));
  if (query.isPending || query.isError) return null;
  const leases = new Map<string, string>();
  for (const a of query.data.data) if (a.lease && !leases.has(a.lease.id)) leases.set(a.lease.id, a.lease.leaseNumber);
  return (
    <>
      {[...leases].map(([id, number]) => (
        <LeaseLedgerSection key={id} leaseId={id} title={`Ledger: lease ${number}`} />
      ))}
    </>
  );
}
