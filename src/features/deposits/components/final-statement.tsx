import { useState } from 'react';
import { Button, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import { flushSync } from 'react-dom';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { PhotoThumbnail } from '@/components/photos/photo-thumbnail';
import { SectionCard } from '@/components/section-card';
import { downloadCsv } from '@/features/payments';
import type { DepositDeduction, DepositDisposition } from '@/lib/api/schema.gen';
import { DEDUCTION_KIND_LABELS } from '@/lib/deposit-disposition';
import { formatDate, formatMoney, EMPTY_CELL } from '@/lib/format';
import { DEPOSIT_TEXT } from '../lib/deposit-labels';
import { depositStatementCsv } from '../lib/deposit-statement-csv';
import { statementFileName } from '../lib/deposit-statement';
import { DepositStatementPrint } from './deposit-statement-print';
import { DispositionSummaryCard, LedgerDeductionsCard } from './disposition-figures';

const LINE_COLUMNS: DataTableColumn<DepositDeduction>[] = [
  { key: 'kind', header: 'Kind', cell: (l) => DEDUCTION_KIND_LABELS[l.kind] },
  { key: 'description', header: 'Description', rowHeader: true, cell: (l) => l.description },
  {
    key: 'photos',
    header: 'Photos',
    cell: (l) =>
      l.photos.length === 0 ? (
        EMPTY_CELL
      ) : (
        <Wrap gap="1">
          {l.photos.map((p, i) => (
            <PhotoThumbnail key={p} path={p} alt={`${l.description}, photo ${i + 1}`} size={64} />
          ))}
        </Wrap>
      ),
  },
  { key: 'amount', header: 'Amount', align: 'end', card: 'key', cell: (l) => formatMoney(l.amount) },
];

/**
 * A final disposition: the statement as frozen at finalize (the figures, the ledger's deductions, the
 * other deductions, the notes), with Print statement (the tenant's itemized statement) and Export CSV.
 */
export function FinalStatement({ disposition: d }: { disposition: DepositDisposition }) {
  const [printing, setPrinting] = useState(false);
  // The statement is in the page from the click until the browser's print dialog closes.
  const print = () => {
    flushSync(() => setPrinting(true));
    window.addEventListener('afterprint', () => setPrinting(false), { once: true });
    window.print();
  };
  return (
    <Stack gap="4">
      <HStack gap="2" wrap="wrap">
        <Button variant="outline" onClick={print}>
          {DEPOSIT_TEXT.printStatement}
        </Button>
        <Button variant="outline" onClick={() => downloadCsv(statementFileName(d), depositStatementCsv(d))}>
          {DEPOSIT_TEXT.exportCsv}
        </Button>
        {d.finalizedAt ? (
          <Text color="fg.muted" fontSize="sm">
            Finalized on {formatDate(d.finalizedAt.slice(0, 10))}
          </Text>
        ) : null}
      </HStack>
      <DispositionSummaryCard disposition={d} totals={d} />
      <LedgerDeductionsCard disposition={d} />
      <SectionCard title={DEPOSIT_TEXT.otherDeductions}>
        {d.deductions.length === 0 ? (
          <Text color="fg.muted">No other deductions.</Text>
        ) : (
          <DataTable
            caption={DEPOSIT_TEXT.otherDeductions}
            columns={LINE_COLUMNS}
            rows={d.deductions}
            rowKey={(l) => l.id}
            phoneCards
          />
        )}
        {d.notes ? (
          <Text mt="3" whiteSpace="pre-wrap">
            {d.notes}
          </Text>
        ) : null}
      </SectionCard>
      {printing ? <DepositStatementPrint disposition={d} /> : null}
    </Stack>
  );
}
