import { Box, chakra, Text } from '@chakra-ui/react';
import type { LeaseLedger } from '@/lib/api/schema.gen';
import {
  formatAddress,
  formatDate,
  formatMoney,
  formatPersonName,
  formatSignedBalance,
  EMPTY_CELL,
} from '@/lib/format';
import { MONEY_LABELS } from '@/lib/money-labels';
import { useToday } from '@/lib/use-today';
import { statementDue } from '../lib/statement';
import { StatementDocument, STATEMENT_CELL as cell, STATEMENT_FIGURE as figure } from './statement-document';

/**
 * A lease's ledger as a tenant statement, for paper: the property as the sender (its name and address,
 * which is also where to pay), the tenant and unit, the lease and the period, the rows with the running
 * balance, the opening and closing balances of the period, and the amount due (what the lease owes
 * through this month's end, from its account, as its Financial tab shows it) with the day it is due and
 * the part already past due. Rendered beside the app (a portal into `<body>`) and shown only in print.
 */
export function LedgerStatementPrint({ ledger }: { ledger: LeaseLedger }) {
  const today = useToday();
  const due = statementDue(ledger, today);
  const property = ledger.property;
  const tenant = ledger.tenant ? formatPersonName(ledger.tenant) : EMPTY_CELL;
  const unit = ledger.unit ? `Unit ${ledger.unit.unitNumber}` : EMPTY_CELL;
  return (
    <StatementDocument
      testId="print-document"
      property={property}
      title="Tenant Statement"
      references={
        <>
          <Text>Statement date: {formatDate(today)}</Text>
          <Text>Lease: {ledger.lease.leaseNumber}</Text>
        </>
      }
    >
      <Box display="grid" gridTemplateColumns="1fr 1fr" gap="6" mt="3">
        <Box>
          <Text fontWeight="bold">Statement for</Text>
          <Text>{tenant}</Text>
          <Text>
            {unit}, {property?.name ?? EMPTY_CELL}
          </Text>
          <Text>{property ? formatAddress(property) : EMPTY_CELL}</Text>
        </Box>
        <Box>
          <Text fontWeight="bold">Remit to</Text>
          <Text>{property?.name ?? EMPTY_CELL}</Text>
          <Text>{property ? formatAddress(property) : EMPTY_CELL}</Text>
          <Text>Reference: lease {ledger.lease.leaseNumber}</Text>
        </Box>
      </Box>

      <Box mt="3" p="3" borderWidth="2px" borderColor="black" display="flex" justifyContent="space-between" gap="6">
        <Box>
          <Text fontSize="12pt" fontWeight="bold">
            Amount due: {formatMoney(Math.max(due.owed, 0))}
          </Text>
          <Text>
            {MONEY_LABELS.owed}, as of {formatDate(today)}
          </Text>
          {due.pastDue > 0 ? (
            <Text>
              Of which {MONEY_LABELS.pastDue.toLowerCase()}, due now: {formatMoney(due.pastDue)}
            </Text>
          ) : null}
          {ledger.account.credit > 0 ? (
            <Text>
              {MONEY_LABELS.credit} held for later bills: {formatMoney(ledger.account.credit)}
            </Text>
          ) : null}
        </Box>
        <Box textAlign="end">
          <Text fontSize="12pt" fontWeight="bold">
            {/* All of it past due: due now, not "by" a day already gone. */}
            {!due.dueBy ? 'Nothing is due' : due.dueBy === today ? 'Due now' : `Due by ${formatDate(due.dueBy)}`}
          </Text>
        </Box>
      </Box>

      <Text mt="4" fontWeight="bold">
        Period: {formatDate(ledger.from)} to {formatDate(ledger.to)}
      </Text>
      <chakra.table width="full" mt="1" borderCollapse="collapse" css={{ fontVariantNumeric: 'tabular-nums' }}>
        <caption style={{ textAlign: 'start' }}>
          Opening balance on {formatDate(ledger.from)}: {formatSignedBalance(ledger.openingBalance)}
        </caption>
        <thead>
          <tr>
            <chakra.th {...cell}>Date</chakra.th>
            <chakra.th {...cell}>Description</chakra.th>
            <chakra.th {...figure}>Charge</chakra.th>
            <chakra.th {...figure}>Payment</chakra.th>
            <chakra.th {...figure}>Balance</chakra.th>
          </tr>
        </thead>
        <tbody>
          {ledger.rows.map((r) => (
            <chakra.tr key={`${r.kind}-${r.paymentId ?? r.description}`} css={{ breakInside: 'avoid' }}>
              <chakra.td {...cell} whiteSpace="nowrap">
                {formatDate(r.date)}
              </chakra.td>
              <chakra.td {...cell}>{r.description}</chakra.td>
              <chakra.td {...figure}>{r.debit ? formatMoney(r.debit) : EMPTY_CELL}</chakra.td>
              <chakra.td {...figure}>{r.credit ? formatMoney(r.credit) : EMPTY_CELL}</chakra.td>
              <chakra.td {...figure}>{formatSignedBalance(r.balance)}</chakra.td>
            </chakra.tr>
          ))}
        </tbody>
      </chakra.table>
      {ledger.rows.length === 0 ? <Text mt="1">No charges or payments in this period.</Text> : null}
      <Text mt="2" fontWeight="bold">
        Closing balance on {formatDate(ledger.to)}: {formatSignedBalance(ledger.closingBalance)}
      </Text>
      <Text mt="4" fontSize="9pt">
        Please write the lease number on your payment. Deposits held ({formatMoney(ledger.account.depositsHeld)}) are
        kept apart from the balance.
      </Text>
    </StatementDocument>
  );
}
