import { Link as RouterLink, useNavigate } from 'react-router';
import type { DataTableColumn } from '@/components/data-table';
import { RowAction, RowActions } from '@/components/row-actions';
import { OverdueSeverityBadge } from '@/components/status-badge';
import type { OverduePayment } from '@/lib/api/schema.gen';
import { formatDate, formatMoney } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useApplyLateFee } from '../api/payment-mutations';
import { recordPaymentState } from '../lib/payment-prefill';
import { amountDue, lateFeeText } from '../lib/overdue-report';
import { placeColumns } from './report-frame';

/**
 * The severity report's columns (spec 2 §2 "Overdue payments"): the place, what is due and since when,
 * the days overdue in the severity's colour, the late fee, and the row's actions (Record Payment opens
 * the payments list's form filled from the bill; Apply Late Fee when one applies).
 */
export function useOverdueColumns(): DataTableColumn<OverduePayment>[] {
  const navigate = useNavigate();
  const applyLateFee = useApplyLateFee();

  const recordPayment = (item: OverduePayment) =>
    void navigate(paths.payments.list(), {
      state: recordPaymentState({
        unitId: item.payment.unitId,
        propertyId: item.payment.propertyId,
        tenantId: item.payment.tenantId,
        // The bill's lease: the tenant's current assignment may be another lease (a former tenant's bill).
        leaseId: item.payment.leaseId ?? undefined,
        amount: amountDue(item),
        // The bill's own type, so the payment settles this bill (a late fee, a move-out charge), not the oldest rent.
        paymentType: item.payment.paymentType,
        dueDate: item.payment.dueDate,
      }),
    });

  return [
    ...placeColumns<OverduePayment>('unit'),
    { key: 'amountDue', header: 'Amount Due', align: 'end', card: 'key', cell: (i) => formatMoney(amountDue(i)) },
    {
      key: 'dueDate',
      header: 'Due Date',
      cell: (i) => <RouterLink to={paths.payments.detail(i.payment.id)}>{formatDate(i.payment.dueDate)}</RouterLink>,
    },
    {
      key: 'days',
      header: 'Days Overdue',
      align: 'end',
      card: 'key',
      cell: (i) => (
        <OverdueSeverityBadge severity={i.severity} data-severity={i.severity}>
          {i.daysOverdue} {i.daysOverdue === 1 ? 'day' : 'days'}
        </OverdueSeverityBadge>
      ),
    },
    { key: 'lateFee', header: 'Late Fee', align: 'end', cell: lateFeeText },
    {
      key: 'actions',
      header: 'Actions',
      card: 'actions',
      // Stacked, so the table fits a laptop's width without cutting its last column.
      cell: (i) => (
        <RowActions stacked data-print="hide">
          <RowAction onClick={() => recordPayment(i)}>Record Payment</RowAction>
          {i.lateFeeApplicable && i.lateFeeAmount > 0 ? (
            <RowAction
              variant="outline"
              loading={applyLateFee.isPending && applyLateFee.variables === i.payment.id}
              onClick={() =>
                applyLateFee.mutate(i.payment.id, {
                  // Spec 2 §8: a late fee application failure is only logged.
                  onError: (error) => console.error('Error applying late fee', error),
                })
              }
            >
              Apply Late Fee
            </RowAction>
          ) : null}
        </RowActions>
      ),
    },
  ];
}
