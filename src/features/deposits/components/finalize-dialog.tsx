import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { DateField, SelectField, TextField } from '@/components/form-fields';
import { FormModal, submitModalForm } from '@/components/form-modal';
import { PAYMENT_METHOD_LABELS } from '@/features/payments';
import { paymentMethodValues, type DepositDisposition } from '@/lib/api/schema.gen';
import { formatMoney } from '@/lib/format';
import { useToday } from '@/lib/use-today';
import { useFinalizeDisposition } from '../api/deposit-mutations';
import {
  DISPOSITION_FORM_MESSAGES,
  finalizeFormValues,
  toFinalizeBody,
  validateFinalize,
  type FinalizeFormValues,
} from '../lib/deposit-disposition-form';
import { DEPOSIT_TEXT } from '../lib/deposit-labels';

const METHOD_OPTIONS = paymentMethodValues.map((value) => ({ value, label: PAYMENT_METHOD_LABELS[value] }));

/**
 * Finalize: confirms what will be recorded (the deposit applied to the deductions, the refund or the
 * balance that stays owed) and asks for the refund's date (default today; not in the future, not
 * before the move-out date), method (default check) and reference. The statement is frozen afterwards.
 */
export function FinalizeDialog({
  disposition: d,
  onClose,
  onDone,
}: {
  disposition: DepositDisposition & { moveOutDate: string };
  onClose: () => void;
  onDone: () => void;
}) {
  const today = useToday();
  const finalize = useFinalizeDisposition(d.leaseId);
  return (
    <FormModal<FinalizeFormValues>
      open
      onClose={onClose}
      title="Finalize the disposition"
      formId="deposit-finalize-form"
      submitLabel={DEPOSIT_TEXT.finalize}
      pending={finalize.isPending}
      initialValues={finalizeFormValues(today)}
      validationSchema={undefined}
      onSubmit={async (values, helpers) => {
        const errors = validateFinalize(values, { today, moveOutDate: d.moveOutDate });
        if (Object.keys(errors).length > 0) {
          helpers.setErrors(errors);
          return;
        }
        await submitModalForm(helpers, {
          save: () => finalize.mutateAsync(toFinalizeBody(values)),
          done: onDone,
          failureLog: 'Error finalizing the deposit disposition',
          failureMessage: DISPOSITION_FORM_MESSAGES.finalizeFailed,
        });
      }}
    >
      <Stack gap="4">
        <Stack gap="1" aria-label="What finalizing records" as="section">
          <Text>
            The statement is frozen: the deductions, the deposit held ({formatMoney(d.held)}) and the figures below
            cannot change afterwards.
          </Text>
          {d.balanceOwed > 0 ? (
            <Text fontWeight="semibold">
              {DEPOSIT_TEXT.balanceOwed}: {formatMoney(d.balanceOwed)}, which stays on the tenant&apos;s account.
            </Text>
          ) : (
            <Text fontWeight="semibold">
              {DEPOSIT_TEXT.refundDue}: {formatMoney(d.refundDue)}, recorded as a deposit refund.
            </Text>
          )}
        </Stack>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <DateField name="refundDate" label="Refund date" required min={d.moveOutDate} max={today} />
          <SelectField name="paymentMethod" label="Payment method" options={METHOD_OPTIONS} />
        </SimpleGrid>
        <TextField name="referenceNumber" label="Reference (check number, transfer id)" />
      </Stack>
    </FormModal>
  );
}
