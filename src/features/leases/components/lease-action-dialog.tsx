import { SimpleGrid } from '@chakra-ui/react';
import type { FormikHelpers } from 'formik';
import * as yup from 'yup';
import { FormModal, submitModalForm } from '@/components/form-modal';
import { CheckboxField, DateField, TextareaField, TextField } from '@/components/form-fields';
import type { Lease } from '@/lib/api/schema.gen';
import { formatMoney, todayIso } from '@/lib/format';
import { useLeaseAction, type LeaseActionCall } from '../api/lease-mutations';
import { LEASE_ACTION_LABELS, type LeaseAction } from '../lib/lease-lifecycle';

/** Values of every lifecycle dialog (each shows the fields of its own call, spec 2 §7). */
export interface LeaseActionValues {
  date: string;
  document: string;
  noticeToVacateDate: string;
  reason: string;
  earlyTerminationFeeApplied: boolean;
}

/** The date each call needs, and its label (spec 2 §7 field names). */
const DATE_LABELS: Record<LeaseAction, string> = {
  sign: 'Signed Date',
  execute: 'Effective Date',
  moveIn: 'Actual Move-In Date',
  moveOut: 'Actual Move-Out Date',
  terminate: 'Termination Date',
};

/** The document each call may carry (a path of a document uploaded on the Documents tab). */
const DOCUMENT_LABELS: Partial<Record<LeaseAction, string>> = {
  sign: 'Primary Lease Document',
  moveIn: 'Move-In Inspection Report',
  moveOut: 'Move-Out Inspection Report',
};

export const LEASE_ACTION_MESSAGES = {
  // Not in the spec (§8: "logged, some rethrown"); worded like the lease form's failures.
  failed: (label: string) => `Failed to ${label.toLowerCase()}. Please try again.`,
  dateRequired: (label: string) => `${label} is required`,
} as const;

const DIALOG_TITLES: Record<LeaseAction, string> = {
  sign: 'Sign Lease',
  execute: 'Execute Lease',
  moveIn: 'Process Move-In',
  moveOut: 'Process Move-Out',
  terminate: 'Terminate Lease',
};

/** The form's values → the call's body (only the fields of that call; empty optional ones left out). */
export function toActionCall(action: LeaseAction, values: LeaseActionValues): LeaseActionCall {
  const document = values.document.trim() || undefined;
  switch (action) {
    case 'sign':
      return { action, body: { signedDate: values.date, ...(document ? { primaryLeaseDocument: document } : {}) } };
    case 'execute':
      return { action, body: { effectiveDate: values.date } };
    case 'moveIn':
      return {
        action,
        body: { actualMoveInDate: values.date, ...(document ? { moveInInspectionReport: document } : {}) },
      };
    case 'moveOut':
      return {
        action,
        body: {
          actualMoveOutDate: values.date,
          ...(values.noticeToVacateDate ? { noticeToVacateDate: values.noticeToVacateDate } : {}),
          ...(document ? { moveOutInspectionReport: document } : {}),
        },
      };
    case 'terminate':
      return {
        action,
        body: {
          terminationDate: values.date,
          ...(values.reason.trim() ? { reason: values.reason.trim() } : {}),
          earlyTerminationFeeApplied: values.earlyTerminationFeeApplied,
        },
      };
  }
}

function initialValues(action: LeaseAction, lease: Lease): LeaseActionValues {
  const document =
    action === 'sign'
      ? lease.primaryLeaseDocument
      : action === 'moveIn'
        ? lease.moveInInspectionReport
        : action === 'moveOut'
          ? lease.moveOutInspectionReport
          : null;
  return {
    date: todayIso(),
    document: document ?? '',
    noticeToVacateDate: lease.noticeToVacateDate ?? '',
    reason: '',
    earlyTerminationFeeApplied: false,
  };
}

/** One lifecycle action's dialog: Sign, Execute, Process Move-In, Process Move-Out, Terminate. */
export function LeaseActionDialog({
  action,
  lease,
  onClose,
}: {
  action: LeaseAction;
  lease: Lease;
  onClose: () => void;
}) {
  const mutation = useLeaseAction(lease.id);
  const label = LEASE_ACTION_LABELS[action];
  const documentLabel = DOCUMENT_LABELS[action];
  const schema = yup.object({ date: yup.string().required(LEASE_ACTION_MESSAGES.dateRequired(DATE_LABELS[action])) });
  const onSubmit = (values: LeaseActionValues, helpers: FormikHelpers<LeaseActionValues>) =>
    submitModalForm(helpers, {
      save: () => mutation.mutateAsync(toActionCall(action, values)),
      done: onClose,
      failureLog: `Error: ${label}`,
      failureMessage: LEASE_ACTION_MESSAGES.failed(label),
    });
  const fee = lease.earlyTerminationFee ?? 0;
  return (
    <FormModal
      open
      onClose={onClose}
      title={DIALOG_TITLES[action]}
      formId={`lease-action-${action}`}
      submitLabel={label}
      pending={mutation.isPending}
      initialValues={initialValues(action, lease)}
      validationSchema={schema}
      onSubmit={onSubmit}
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <DateField name="date" label={DATE_LABELS[action]} required />
        {action === 'moveOut' ? <DateField name="noticeToVacateDate" label="Notice to Vacate Date" /> : null}
        {documentLabel ? (
          <TextField
            name="document"
            label={documentLabel}
            helperText="Path of a document uploaded on the Documents tab"
          />
        ) : null}
      </SimpleGrid>
      {action === 'terminate' ? (
        <>
          <TextareaField name="reason" label="Reason" rows={3} />
          <CheckboxField
            name="earlyTerminationFeeApplied"
            label={`Apply early termination fee (${formatMoney(fee)})`}
            disabled={fee <= 0}
          />
        </>
      ) : null}
    </FormModal>
  );
}
