import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import { fetchFilteredPayments, type PaymentListFilters } from '../api/payment-queries';
import { csvExport } from '../lib/csv-export';

/** Export CSV of every payment the list's filters match (all pages, not only the one on screen). */
export function ExportPaymentsButton({ filters }: { filters: PaymentListFilters }) {
  const [busy, setBusy] = useState(false);
  const exportCsv = async () => {
    setBusy(true);
    try {
      const rows = await fetchFilteredPayments(filters);
      const range = [filters.startDate, filters.endDate].filter(Boolean).join('_to_');
      const { downloadCsv, paymentsCsv } = await csvExport();
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
