import { Suspense, useState } from 'react';
import { Button, Field, Input } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { FilterSelect } from '@/components/filter-select';
import { PageLayout } from '@/components/page-layout';
import { FilterBar, ListResults } from '@/components/list-results';
import { EmptyState } from '@/components/page-states';
import { useListParams, type ListParamsSpec } from '@/lib/list-params';
import { intentToOpen, lazyOnIntent } from '@/lib/lazy-on-intent';
import { PAYMENTS_PAGE_SIZE } from '../api/payment-queries';
import { PaymentsTable } from '../components/payments-table';
import { readPaymentPrefill } from '../lib/payment-prefill';
import { PAYMENT_TYPE_LABELS, PAYMENT_TYPES } from '../lib/payment-labels';
import { paymentFiltersFromParams } from '../lib/payment-list-filters';
import { ExportPaymentsButton } from '../components/payments-export';
import { paymentsRouteQueries } from './payment-route-queries';

// The form (Formik, Yup, the pickers) loads on intent, or when another screen opens it prefilled.
const PaymentFormModal = lazyOnIntent(() => import('../components/payment-form-modal').then((m) => m.PaymentFormModal));

/** Spec 2 §2 "Payments list" and §8, verbatim; the empty text is not in the spec. */
export const PAYMENTS_LIST_TEXT = {
  errorTitle: 'Error loading payments',
  errorText: 'There was an error loading the payments. Please try again later.',
  empty: 'No payments found',
  emptyText: 'No payment matches these filters.',
} as const;

const typeOptions = [
  { value: '', label: 'All types' },
  ...PAYMENT_TYPES.map((t) => ({ value: t, label: PAYMENT_TYPE_LABELS[t] })),
];

/** The list's state in the URL: `from`, `to` (payment dates), `type`, `page`. */
const PAYMENT_LIST: ListParamsSpec<'from' | 'to' | 'type'> = { keys: ['from', 'to', 'type'] };

/**
 * /payments (spec 2 §2 "Payments list"): 20 payments a page from the server, filtered by payment date
 * range and type (GET /payments startDate, endDate, paymentType), the filters and page in the URL;
 * Record Payment; the status badge menu. Opens the record-payment dialog prefilled when another screen
 * navigates here with `recordPayment` state (the overdue report, the rent roll).
 */
export function Component() {
  const list = useListParams(PAYMENT_LIST);
  const { params, page, setPage, setFilter: change } = list;
  const location = useLocation();
  const navigate = useNavigate();
  const prefill = readPaymentPrefill(location.state);
  const [adding, setAdding] = useState(false);
  const filters = paymentFiltersFromParams(params);
  const query = useQuery(paymentsRouteQueries(params).list);

  const onType = list.on.type;

  // The prefill rides in the history entry; closing the dialog drops it so Back/reload do not reopen it.
  const closeDialog = () => {
    setAdding(false);
    if (prefill)
      void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  };

  return (
    <PageLayout
      title="Payments"
      actions={
        <>
          <ExportPaymentsButton filters={filters} />
          <Button onClick={() => setAdding(true)} {...intentToOpen(PaymentFormModal)}>
            Record Payment
          </Button>
        </>
      }
    >
      <FilterBar label="Filter payments" columns={{ base: 1, sm: 3 }}>
        <Field.Root>
          <Field.Label>From</Field.Label>
          <Input
            type="date"
            value={filters.startDate ?? ''}
            max={filters.endDate}
            onChange={(e) => change('from', e.target.value)}
          />
        </Field.Root>
        <Field.Root>
          <Field.Label>To</Field.Label>
          <Input
            type="date"
            value={filters.endDate ?? ''}
            min={filters.startDate}
            onChange={(e) => change('to', e.target.value)}
          />
        </Field.Root>
        <FilterSelect label="Payment Type" value={filters.paymentType ?? ''} options={typeOptions} onChange={onType} />
      </FilterBar>

      <ListResults
        query={query}
        loadingLabel="Loading payments…"
        error={{ title: PAYMENTS_LIST_TEXT.errorTitle, text: PAYMENTS_LIST_TEXT.errorText }}
        empty={<EmptyState title={PAYMENTS_LIST_TEXT.empty} text={PAYMENTS_LIST_TEXT.emptyText} />}
        pager={{ page, pageSize: PAYMENTS_PAGE_SIZE, onPage: setPage, noun: ['payment', 'payments'] }}
      >
        {(payments) => <PaymentsTable payments={payments} />}
      </ListResults>

      <Suspense fallback={null}>
        {(adding || prefill) && <PaymentFormModal open onClose={closeDialog} prefill={prefill} />}
      </Suspense>
    </PageLayout>
  );
}
