import { Box, chakra, Text } from '@chakra-ui/react';
import type { DepositDisposition } from '@/lib/api/schema.gen';
import { formatDate, formatMoney, EMPTY_CELL } from '@/lib/format';
import { StatementDocument, STATEMENT_CELL as cell, STATEMENT_FIGURE as figure } from '@/features/payments';
import { DEPOSIT_TEXT } from '../lib/deposit-labels';
import { statementLines, statementParties } from '../lib/deposit-statement';

/**
 * The itemized deposit statement the tenant receives, for paper (the tenant statement's layout): the
 * property as the sender, the tenant, unit and property, the move-out date and the deadline, the deposit
 * held, each deduction (the ledger's unpaid bills, then the other deductions), and the refund or the
 * balance due. Rendered beside the app (a portal into `<body>`) and shown only in print.
 */
export function DepositStatementPrint({ disposition: d }: { disposition: DepositDisposition }) {
  const parties = statementParties(d);
  const lines = statementLines(d);
  const owed = d.balanceOwed > 0;
  return (
    <StatementDocument
      testId="deposit-statement-print"
      property={d.property}
      title="Itemized Deposit Statement"
      references={
        <>
          <Text>Lease: {d.leaseNumber}</Text>
          {d.refundDate ? <Text>Statement date: {formatDate(d.refundDate)}</Text> : null}
        </>
      }
    >
      <Box display="grid" gridTemplateColumns="1fr 1fr" gap="6" mt="3">
        <Box>
          <Text fontWeight="bold">Statement for</Text>
          <Text>{parties.tenant || EMPTY_CELL}</Text>
          <Text>
            {parties.unit ? `Unit ${parties.unit}` : EMPTY_CELL}, {parties.property || EMPTY_CELL}
          </Text>
        </Box>
        <Box>
          <Text>Move-out date: {formatDate(d.moveOutDate)}</Text>
          <Text>
            {DEPOSIT_TEXT.deadline}: {formatDate(d.deadline)}
          </Text>
          <Text>Deposit held: {formatMoney(d.held)}</Text>
        </Box>
      </Box>

      <chakra.table width="full" mt="4" borderCollapse="collapse" css={{ fontVariantNumeric: 'tabular-nums' }}>
        <thead>
          <tr>
            <chakra.th {...cell}>Item</chakra.th>
            <chakra.th {...cell}>Description</chakra.th>
            <chakra.th {...cell}>Due date</chakra.th>
            <chakra.th {...figure}>Amount</chakra.th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l, i) => (
            <chakra.tr key={`${l.section}-${i}`} css={{ breakInside: 'avoid' }}>
              <chakra.td {...cell}>{l.section}</chakra.td>
              <chakra.td {...cell}>{l.description || EMPTY_CELL}</chakra.td>
              <chakra.td {...cell} whiteSpace="nowrap">
                {l.dueDate ? formatDate(l.dueDate) : EMPTY_CELL}
              </chakra.td>
              <chakra.td {...figure}>{formatMoney(l.amount)}</chakra.td>
            </chakra.tr>
          ))}
        </tbody>
      </chakra.table>

      <Box mt="3" p="3" borderWidth="2px" borderColor="black">
        <Text fontSize="12pt" fontWeight="bold">
          {owed
            ? `${DEPOSIT_TEXT.balanceOwed}: ${formatMoney(d.balanceOwed)}`
            : `${DEPOSIT_TEXT.refundDue}: ${formatMoney(d.refundDue)}`}
        </Text>
        {d.refundDate && d.refundDue > 0 ? <Text>Refunded on {formatDate(d.refundDate)}</Text> : null}
        {owed ? <Text>Please pay the balance owed, writing the lease number on your payment.</Text> : null}
        {d.creditOnAccount > 0 ? (
          <Text>Credit on account (refunded apart from the deposit): {formatMoney(d.creditOnAccount)}</Text>
        ) : null}
      </Box>
      {d.notes ? (
        <Text mt="3" whiteSpace="pre-wrap">
          {d.notes}
        </Text>
      ) : null}
    </StatementDocument>
  );
}
