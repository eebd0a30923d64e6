import { Box, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { InfoList } from '@/components/info-list';
import { SectionCard } from '@/components/section-card';
import { PAYMENT_TYPE_LABELS } from '@/features/payments';
import type { DepositDisposition, DepositLedgerDeduction } from '@/lib/api/schema.gen';
import { formatDate, formatMoney } from '@/lib/format';
import { daysLeftText, DEPOSIT_TEXT } from '../lib/deposit-labels';

/** "12 days left", "Due today", or "Overdue by 3 days" in red. */
export function DaysLeft({ daysLeft }: { daysLeft: number | null | undefined }) {
  const label = daysLeftText(daysLeft);
  if (!label) return null;
  return (
    <Text as="span" color={label.overdue ? 'fg.error' : undefined} fontWeight={label.overdue ? 'semibold' : undefined}>
      {label.text}
    </Text>
  );
}

/** The days that time the disposition: move-out, deadline and days left (or, once final, the refund date). */
export function DispositionDates({ disposition: d }: { disposition: DepositDisposition }) {
  return (
    <InfoList
      labelWidth="40"
      gap="2"
      items={[
        { label: 'Move-out date', value: formatDate(d.moveOutDate) },
        {
          label: DEPOSIT_TEXT.deadline,
          value: `${formatDate(d.deadline)} (${d.depositReturnDays} days after move-out)`,
        },
        d.status === 'final'
          ? {
              label: 'Refund date',
              value: `${formatDate(d.refundDate)}${d.returnedLate ? ' (after the deadline)' : ''}`,
            }
          : { label: DEPOSIT_TEXT.daysLeft, value: <DaysLeft daysLeft={d.daysLeft} /> },
      ]}
    />
  );
}

/** The figures the totals show: the saved disposition's, or the form's live ones. */
export type DispositionTotals = Pick<
  DepositDisposition,
  'held' | 'ledgerTotal' | 'deductionsTotal' | 'totalDeductions' | 'refundDue' | 'balanceOwed' | 'creditOnAccount'
>;

/** Held, the two kinds of deductions and their total, then the refund due or the balance owed. */
export function DispositionTotalsList({ totals, note }: { totals: DispositionTotals; note?: string }) {
  const owed = totals.balanceOwed > 0;
  return (
    <Stack gap="2">
      <InfoList
        labelWidth="48"
        gap="2"
        items={[
          { label: DEPOSIT_TEXT.heldNow, value: formatMoney(totals.held) },
          { label: DEPOSIT_TEXT.ledgerDeductions, value: formatMoney(totals.ledgerTotal) },
          { label: DEPOSIT_TEXT.otherDeductions, value: formatMoney(totals.deductionsTotal) },
          { label: 'Total deductions', value: formatMoney(totals.totalDeductions) },
          ...(totals.creditOnAccount > 0
            ? [{ label: 'Credit on account (refunded apart)', value: formatMoney(totals.creditOnAccount) }]
            : []),
        ]}
      />
      <Box borderTopWidth="1px" pt="2" aria-live="polite">
        <Text fontSize="lg" fontWeight="bold" color={owed ? 'fg.error' : undefined}>
          {owed
            ? `${DEPOSIT_TEXT.balanceOwed}: ${formatMoney(totals.balanceOwed)}`
            : `${DEPOSIT_TEXT.refundDue}: ${formatMoney(totals.refundDue)}`}
        </Text>
        {note ? (
          <Text fontSize="sm" color="fg.muted">
            {note}
          </Text>
        ) : null}
      </Box>
    </Stack>
  );
}

const LEDGER_COLUMNS: DataTableColumn<DepositLedgerDeduction>[] = [
  { key: 'due', header: 'Due date', cell: (l) => formatDate(l.dueDate) },
  { key: 'description', header: 'Description', rowHeader: true, cell: (l) => l.description },
  { key: 'type', header: 'Type', cell: (l) => PAYMENT_TYPE_LABELS[l.paymentType] },
  { key: 'amount', header: 'Amount', align: 'end', card: 'key', cell: (l) => formatMoney(l.amount) },
];

/** The lease's unpaid bills, as the ledger and the aging show them: read-only. */
export function LedgerDeductionsCard({ disposition: d }: { disposition: DepositDisposition }) {
  return (
    <SectionCard title={DEPOSIT_TEXT.ledgerDeductions}>
      {d.ledgerDeductions.length === 0 ? (
        <Text color="fg.muted">The ledger has no unpaid bills.</Text>
      ) : (
        <Stack gap="2">
          <DataTable
            caption={DEPOSIT_TEXT.ledgerDeductions}
            columns={LEDGER_COLUMNS}
            rows={d.ledgerDeductions}
            rowKey={(l) => l.chargeId}
            phoneCards
          />
          <Text fontWeight="semibold" textAlign="end">
            Total from the ledger: {formatMoney(d.ledgerTotal)}
          </Text>
        </Stack>
      )}
    </SectionCard>
  );
}

/** The page's first card: the dates and the figures, side by side on a wide screen. */
export function DispositionSummaryCard({
  disposition,
  totals,
  note,
}: {
  disposition: DepositDisposition;
  totals: DispositionTotals;
  note?: string;
}) {
  return (
    <SectionCard title="Summary">
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        <DispositionDates disposition={disposition} />
        <DispositionTotalsList totals={totals} note={note} />
      </SimpleGrid>
    </SectionCard>
  );
}
