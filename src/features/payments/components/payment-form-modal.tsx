import { useEffect, useRef } from 'react';
import { GridItem, SimpleGrid } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useFormikContext, type FormikHelpers } from 'formik';
import { FormModal, submitModalForm } from '@/components/form-modal';
import { DateField, MoneyField, SelectField, TextareaField, TextField } from '@/components/form-fields';
import { PropertyPicker, UnitPicker, UnitTenantPicker, usePickerField } from '@/components/pickers';
import { assignmentQueries, leaseQueries, unitQueries } from '@/lib/api/queries';
import type { Assignment, Payment, PaymentType } from '@/lib/api/schema.gen';
import { todayIso } from '@/lib/format';
import { firstOfNextMonth, prefillAmount } from '@/lib/late-fees';
import { useCreatePayment, useUpdatePayment } from '../api/payment-mutations';
import {
  keptLeaseId,
  paymentFormSchema,
  toPaymentBody,
  toPaymentFormValues,
  type PaymentFormValues,
} from '../lib/payment-form';
import type { PaymentPrefill } from '../lib/payment-prefill';
import {
  FORM_PAYMENT_TYPES,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUSES,
  PAYMENT_TYPE_LABELS,
} from '../lib/payment-labels';

/** Alerts of a refused save (not in the spec, worded like spec 2 §8's other failures). */
export const PAYMENT_FORM_TEXT = {
  createFailed: 'Failed to record payment. Please try again.',
  updateFailed: 'Failed to update payment. Please try again.',
} as const;

const FORM_ID = 'payment-form';
const methodOptions = PAYMENT_METHODS.map((m) => ({ value: m, label: PAYMENT_METHOD_LABELS[m] }));
const typeOptions = FORM_PAYMENT_TYPES.map((t) => ({ value: t, label: PAYMENT_TYPE_LABELS[t] }));
const statusOptions = PAYMENT_STATUSES.map((s) => ({ value: s, label: PAYMENT_STATUS_LABELS[s] }));

/** The tenant's assignment to the unit: a current one first, primary first (its lease is the payment's). */
export function assignmentOf(assignments: readonly Assignment[], tenantId: string, today = todayIso()) {
  const mine = assignments.filter((a) => a.tenantId === tenantId);
  const current = (a: Assignment) => !a.endDate || a.endDate >= today;
  return (
    mine.find((a) => current(a) && a.isPrimary) ?? mine.find(current) ?? mine.find((a) => a.leaseId) ?? mine[0] ?? null
  );
}

/**
 * The payment's lease (spec 2 §5 "Submission rules"): the lease of the tenant's assignment to the unit.
 * Before a tenant is chosen (the deposit prefill), the first of the unit's assignments that has a lease.
 */
export function leaseIdOf(assignments: readonly Assignment[], tenantId: string, today = todayIso()): string | null {
  if (!tenantId) return assignments.find((a) => a.leaseId)?.leaseId ?? null;
  return assignmentOf(assignments, tenantId, today)?.leaseId ?? null;
}

export interface PaymentFormModalProps {
  open: boolean;
  onClose: () => void;
  /** The payment to edit; absent to record a new one. */
  payment?: Payment | null;
  /** Values another screen passed (spec 2 §2: unitId, propertyId, tenantId, amount, paymentType, dueDate; and leaseId). */
  prefill?: PaymentPrefill | null;
  onSaved?: (payment: Payment) => void;
}

/**
 * Record Payment / Edit Payment (spec 2 §2, §5): every field of the payment form with the spec's rules
 * and messages; units of the chosen property, tenants assigned to the chosen unit; the amount prefilled
 * by type from the unit when the type or unit changes; leaseId the one the payment or the opening screen
 * named while its unit and tenant stay, else resolved from the tenant's assignment to the unit; empty
 * notes and reference omitted.
 */
export function PaymentFormModal({ open, onClose, payment, prefill, onSaved }: PaymentFormModalProps) {
  const editing = Boolean(payment);
  const queryClient = useQueryClient();
  const create = useCreatePayment();
  const update = useUpdatePayment(payment?.id ?? '');
  const pending = create.isPending || update.isPending;
  const today = todayIso();

  const onSubmit = async (values: PaymentFormValues, helpers: FormikHelpers<PaymentFormValues>) => {
    await submitModalForm(helpers, {
      save: async () => {
        // The lease the edited payment or the opening screen named (a former tenant's bill stays on its
        // lease), else from the unit's assignments the tenant picker already read (fetched if not cached).
        const leaseId =
          keptLeaseId(values, payment ?? prefill) ??
          leaseIdOf(
            (await queryClient.fetchQuery(assignmentQueries.byUnit(values.unitId))).data,
            values.tenantId,
            today,
          );
        const body = toPaymentBody(values, leaseId);
        if (!editing) return create.mutateAsync(body);
        // An update clears notes and reference when emptied (null), instead of leaving them out.
        return update.mutateAsync({
          ...body,
          notes: body.notes ?? null,
          referenceNumber: body.referenceNumber ?? null,
        });
      },
      onSaved,
      done: onClose,
      failureLog: editing ? 'Error updating payment' : 'Error recording payment',
      failureMessage: editing ? PAYMENT_FORM_TEXT.updateFailed : PAYMENT_FORM_TEXT.createFailed,
    });
  };

  return (
    <FormModal
      open={open}
      onClose={onClose}
      size="large"
      title={editing ? 'Edit Payment' : 'Record Payment'}
      formId={FORM_ID}
      submitLabel={editing ? 'Update Payment' : 'Record Payment'}
      pending={pending}
      initialValues={toPaymentFormValues(payment, prefill, today)}
      validationSchema={paymentFormSchema(today)}
      onSubmit={onSubmit}
    >
      <PaymentFields today={today} />
    </FormModal>
  );
}

function PaymentFields({ today }: { today: string }) {
  const { values, setFieldValue } = useFormikContext<PaymentFormValues>();
  const property = usePickerField('propertyId');
  const unit = usePickerField('unitId');
  const tenant = usePickerField('tenantId');
  useAmountPrefill(today);

  // Another unit: a tenant of the previous one is not a choice any more.
  const previousUnit = useRef(values.unitId);
  useEffect(() => {
    if (previousUnit.current === values.unitId) return;
    previousUnit.current = values.unitId;
    if (values.tenantId) void setFieldValue('tenantId', '');
  }, [values.unitId, values.tenantId, setFieldValue]);

  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <PropertyPicker label="Property" required {...property} />
      <UnitPicker label="Unit" required propertyId={values.propertyId} {...unit} />
      <UnitTenantPicker label="Tenant" required unitId={values.unitId} {...tenant} />
      <SelectField name="paymentType" label="Payment Type" options={typeOptions} />
      <MoneyField name="amount" label="Amount" required />
      <SelectField
        name="paymentMethod"
        label="Payment Method"
        required
        placeholder="Select a method"
        options={methodOptions}
      />
      <DateField name="paymentDate" label="Payment Date" required max={today} />
      <DateField name="dueDate" label="Due Date" required />
      <SelectField name="status" label="Status" options={statusOptions} />
      <TextField name="referenceNumber" label="Reference Number" />
      <GridItem colSpan={{ base: 1, md: 2 }}>
        <TextareaField name="notes" label="Notes" rows={3} />
      </GridItem>
    </SimpleGrid>
  );
}

/**
 * The amount prefill of spec 2 §5, run when the user changes the type or the unit (not on open: a
 * prefill passed by another screen, or an edited payment, keeps its amount): rent → the unit's monthly
 * rent and a due date on the first of next month; security deposit → the lease's deposit, else the rent;
 * late fee → the larger of 5% of the rent and 50.
 */
function useAmountPrefill(today: string) {
  const { values, setFieldValue } = useFormikContext<PaymentFormValues>();
  const key = `${values.unitId}|${values.paymentType}`;
  const applied = useRef(key);
  const unitRecord = useQuery(unitQueries.detail(values.unitId));
  const assignments = useQuery(assignmentQueries.byUnit(values.unitId));
  const leaseId = assignments.data ? leaseIdOf(assignments.data.data, values.tenantId, today) : null;
  const lease = useQuery(leaseQueries.detail(leaseId ?? ''));

  useEffect(() => {
    if (applied.current === key || !values.unitId || !values.paymentType) return;
    const rent = unitRecord.data?.monthlyRent;
    if (rent === undefined) return;
    const type = values.paymentType as PaymentType;
    if (type === 'security_deposit' && leaseId && lease.isPending) return;
    applied.current = key;
    const amount = prefillAmount(type, { monthlyRent: rent, securityDeposit: lease.data?.securityDeposit ?? null });
    if (amount !== null) void setFieldValue('amount', amount);
    if (type === 'rent') void setFieldValue('dueDate', firstOfNextMonth(today));
  }, [
    key,
    values.unitId,
    values.paymentType,
    unitRecord.data,
    leaseId,
    lease.isPending,
    lease.data,
    setFieldValue,
    today,
  ]);
}
