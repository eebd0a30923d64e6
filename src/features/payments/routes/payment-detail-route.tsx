import { useState } from 'react';
import { Button, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import {
  DeleteConfirmDialog,
  DetailHeader,
  DetailRoute,
  type DeleteAndLeave,
  type DetailPageText,
} from '@/components/detail-page';
import { InfoList } from '@/components/info-list';
import { PageLayout } from '@/components/page-layout';
import { SectionCard } from '@/components/section-card';
import {
  formatDate,
  formatDateTime,
  formatMoney,
  formatPersonName,
  MISSING,
  EMPTY_CELL,
  orMissing,
  UNKNOWN_PERSON,
} from '@/lib/format';
import { paths } from '@/lib/paths';
import type { Payment } from '@/lib/api/schema.gen';
import { paymentQueries } from '@/lib/api/queries';
import { canApplyLateFee, daysOverdue, lateFeeFor } from '@/lib/late-fees';
import { useToday } from '@/lib/use-today';
import { useApplyLateFee, useDeletePayment } from '../api/payment-mutations';
import { PaymentFormModal } from '../components/payment-form-modal';
import { PaymentStatusMenu } from '../components/payment-status-menu';
import { PAYMENT_METHOD_LABELS, PAYMENT_TYPE_LABELS } from '../lib/payment-labels';

/** The payment page's texts (its screen is "not shown" in spec 2: worded like the other detail pages). */
export const PAYMENT_DETAIL_TEXT = {
  loading: 'Loading payment…',
  errorTitle: 'Error loading payment',
  errorText: 'There was an error loading the payment. Please try again later.',
  notFoundTitle: 'Payment not found',
  notFoundText: "The payment you're looking for doesn't exist or has been deleted.",
  listPath: paths.payments.list(),
  listLabel: 'Back to Payments',
} as const satisfies DetailPageText;

/**
 * /payments/{id} (spec 2 §2: "Linked from a payment date; its screen is not shown"). What a manager
 * expects: every field, the status with its menu, links to tenant, unit, property and lease, the late fee
 * that applies today with Apply Late Fee when allowed (spec 2 §5), Edit, and Delete (confirm, then back
 * to /payments).
 */
export function Component() {
  return (
    <DetailRoute
      detail={paymentQueries.detail}
      text={PAYMENT_DETAIL_TEXT}
      remove={{ useDelete: useDeletePayment, errorLog: 'Error deleting payment' }}
    >
      {(payment, remove) => <PaymentDetail payment={payment} remove={remove} />}
    </DetailRoute>
  );
}

function PaymentDetail({ payment, remove }: { payment: Payment; remove: DeleteAndLeave }) {
  const [editing, setEditing] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const title = `${PAYMENT_TYPE_LABELS[payment.paymentType]} payment of ${formatMoney(payment.amount)}`;

  return (
    <PageLayout
      gap="6"
      header={
        <DetailHeader
          backTo={paths.payments.list()}
          backLabel="Payments"
          title={title}
          badge={<PaymentStatusMenu payment={payment} />}
          editLabel="Edit Payment"
          onEdit={() => setEditing(true)}
          onDelete={() => setConfirmingDelete(true)}
        />
      }
    >
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <SectionCard fill title="Payment Information">
          <InfoList
            labelWidth="36"
            gap="2"
            items={[
              { label: 'Amount', value: formatMoney(payment.amount) },
              { label: 'Type', value: PAYMENT_TYPE_LABELS[payment.paymentType] },
              { label: 'Method', value: PAYMENT_METHOD_LABELS[payment.paymentMethod] },
              { label: 'Payment Date', value: formatDate(payment.paymentDate) },
              { label: 'Due Date', value: formatDate(payment.dueDate) },
              { label: 'Reference Number', value: orMissing(payment.referenceNumber) },
              { label: 'Notes', value: payment.notes || 'No notes' },
              {
                label: 'Late Fee For',
                value: payment.appliesToPaymentId ? (
                  <Link asChild>
                    <RouterLink to={paths.payments.detail(payment.appliesToPaymentId)}>The overdue payment</RouterLink>
                  </Link>
                ) : (
                  EMPTY_CELL
                ),
              },
              { label: 'Recorded', value: formatDateTime(payment.createdAt) },
            ]}
          />
        </SectionCard>
        <SectionCard fill title="Tenant and Unit">
          <InfoList
            labelWidth="36"
            gap="2"
            items={[
              {
                label: 'Tenant',
                value: payment.tenant ? (
                  <Link asChild>
                    <RouterLink to={paths.tenants.detail(payment.tenantId)}>
                      {formatPersonName(payment.tenant)}
                    </RouterLink>
                  </Link>
                ) : (
                  UNKNOWN_PERSON
                ),
              },
              {
                label: 'Unit',
                value: payment.unit ? (
                  <Link asChild>
                    <RouterLink to={paths.units.detail(payment.unitId)}>Unit {payment.unit.unitNumber}</RouterLink>
                  </Link>
                ) : (
                  MISSING
                ),
              },
              {
                label: 'Property',
                value: payment.property ? (
                  <Link asChild>
                    <RouterLink to={paths.properties.detail(payment.propertyId)}>{payment.property.name}</RouterLink>
                  </Link>
                ) : (
                  MISSING
                ),
              },
              {
                label: 'Lease',
                value: payment.leaseId ? (
                  <Link asChild>
                    <RouterLink to={paths.leases.detail(payment.leaseId)}>View lease</RouterLink>
                  </Link>
                ) : (
                  'No lease'
                ),
              },
            ]}
          />
        </SectionCard>
      </SimpleGrid>

      <LateFeeSection payment={payment} />

      {editing && <PaymentFormModal open onClose={() => setEditing(false)} payment={payment} />}
      <DeleteConfirmDialog
        open={confirmingDelete}
        title="Delete Payment"
        body={`Are you sure you want to delete this payment of ${formatMoney(payment.amount)}? This action cannot be undone.`}
        errorText="Error deleting payment. See console for details."
        mutation={remove}
        onConfirm={() => remove.deleteAndGo(paths.payments.list())}
        onClose={() => setConfirmingDelete(false)}
      />
    </PageLayout>
  );
}

/** Today's late fee of the payment by its property's settings (spec 2 §5), with Apply Late Fee when allowed. */
function LateFeeSection({ payment }: { payment: Payment }) {
  const apply = useApplyLateFee();
  const [applied, setApplied] = useState(false);
  const today = useToday();
  const days = daysOverdue(payment.dueDate, today);
  const rent = payment.unit?.monthlyRent ?? payment.amount;
  const fee = lateFeeFor(payment.property, rent, days);
  const allowed =
    canApplyLateFee({ settings: payment.property, days, status: payment.status, paymentType: payment.paymentType }) &&
    fee.amount > 0;
  const open = payment.status === 'pending' || payment.status === 'partial';
  const text = !open
    ? `No late fee: the payment is ${payment.status}.`
    : days <= 0
      ? 'Not overdue.'
      : fee.isInGracePeriod
        ? `${days} ${days === 1 ? 'day' : 'days'} overdue, within the ${fee.gracePeriodDays}-day grace period: no late fee yet.`
        : `${days} days overdue, past the ${fee.gracePeriodDays}-day grace period. Late fee today: ${formatMoney(fee.amount)}.`;
  return (
    <SectionCard title="Late Fee">
      <Stack gap="3" align="start">
        <Text>{text}</Text>
        {allowed && !applied ? (
          <Button
            colorPalette="red"
            variant="outline"
            loading={apply.isPending}
            onClick={() =>
              apply.mutate(payment.id, {
                onSuccess: () => setApplied(true),
                // Spec 2 §8: a late fee application failure is only logged.
                onError: (error) => console.error('Error applying late fee', error),
              })
            }
          >
            Apply Late Fee
          </Button>
        ) : null}
        {applied ? <Text role="status">The late fee was recorded as a pending payment.</Text> : null}
      </Stack>
    </SectionCard>
  );
}
