import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import type { Payment } from '@/lib/api/schema.gen';
import { formatPersonName } from '@/lib/format';
import { fetchFilteredPayments, type PaymentListFilters } from '../api/payment-queries';
import { downloadCsv, toCsv } from '../lib/csv';
import { PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS, PAYMENT_TYPE_LABELS } from '../lib/payment-labels';

/** The payments list's CSV: the table's columns (plus the due date and reference), amounts as numbers, dates ISO. */
export function paymentsCsv(payments: readonly Payment[]): string {
  return toCsv(
    ['Date', 'Due Date', 'Tenant', 'Unit', 'Property', 'Type', 'Amount', 'Method', 'Status', 'Reference Number'],
    payments.map((p) => [
      p.paymentDate,
      p.dueDate,
      formatPersonName(p.tenant),
      p.unit?.unitNumber,
      p.property?.name,
      PAYMENT_TYPE_LABELS[p.paymentType],
      p.amount,
      PAYMENT_METHOD_LABELS[p.paymentMethod],
      PAYMENT_STATUS_LABELS[p.status],
      p.referenceNumber,
    ]),
  );
}

/** Export CSV of every payment the list's filters match (all pages, not only the one on screen). */
export function ExportPaymentsButton({ filters }: { filters: PaymentListFilters }) {
  const [busy, setBusy] = useState(false);
  const exportCsv = async () => {
    setBusy(true);
    try {
      const rows = await fetchFilteredPayments(filters);
      const range = [filters.startDate, filters.endDate].filter(Boolean).join('_to_');
      downloadCsv(`payments${range ? `-${range}` : ''}.csv`, paymentsCsv(rows));
    } catch (error) {
      console.error('Error exporting payments', error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" onClick={() => void exportCsv()} loading={busy}>
      Export CSV
    </Button>
  );
}
