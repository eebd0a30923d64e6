import { useEffect, useMemo, useRef, useState } from 'react';
import { Box, Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { FieldArray, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { AppForm, FormAlert, MoneyField, SelectField, TextareaField, TextField } from '@/components/form-fields';
import { FocusFirstInvalidField } from '@/components/form-modal';
import { SectionCard } from '@/components/section-card';
import { SuccessBanner, useSuccessBanner } from '@/components/success-banner';
import { serverMessageOr } from '@/lib/api/errors';
import type { DepositDisposition } from '@/lib/api/schema.gen';
import { useSaveDisposition } from '../api/deposit-mutations';
import {
  dispositionFormValues,
  DISPOSITION_FORM_MESSAGES,
  emptyDeductionLine,
  liveTotals,
  serverFieldErrors,
  toDispositionUpdate,
  validateDisposition,
  type DispositionFormValues,
} from '../lib/deposit-disposition-form';
import { DEDUCTION_KIND_OPTIONS, DEPOSIT_TEXT } from '../lib/deposit-labels';
import { DeductionPhotos } from './deduction-photos';
import { DispositionSummaryCard, LedgerDeductionsCard } from './disposition-figures';

const FORM_ID = 'deposit-disposition-form';

/**
 * A disposition being written (not started or draft): the figures (recomputed as lines are typed), the
 * ledger's deductions (read-only), the manager's lines (add, edit, remove, photos) and the notes; Save
 * draft sends them (a refused save keeps what was typed, a 400 shows on its field); Finalize first saves
 * what changed, then asks for the refund's date, method and reference.
 */
export function DeductionsForm({
  disposition,
  onFinalize,
}: {
  disposition: DepositDisposition;
  onFinalize: () => void;
}) {
  const save = useSaveDisposition(disposition.leaseId);
  const banner = useSuccessBanner();
  const initialValues = useMemo(() => dispositionFormValues(disposition), [disposition]);

  const submit = async (values: DispositionFormValues, helpers: FormikHelpers<DispositionFormValues>) => {
    helpers.setStatus(undefined);
    try {
      await save.mutateAsync(toDispositionUpdate(values));
      banner.show('Draft saved.');
      return true;
    } catch (error) {
      console.error('Error saving the deposit disposition', error);
      const fieldErrors = serverFieldErrors<DispositionFormValues>(error);
      if (fieldErrors) helpers.setErrors(fieldErrors);
      helpers.setStatus(serverMessageOr(error, DISPOSITION_FORM_MESSAGES.saveFailed));
      return false;
    }
  };

  return (
    <Formik
      initialValues={initialValues}
      enableReinitialize
      validate={validateDisposition}
      onSubmit={async (values, helpers) => void (await submit(values, helpers))}
    >
      <AppForm id={FORM_ID} aria-label={DEPOSIT_TEXT.pageTitle}>
        <FocusFirstInvalidField formId={FORM_ID} />
        <Stack gap="4">
          <SuccessBanner {...banner.props} />
          <LiveSummary disposition={disposition} />
          <LedgerDeductionsCard disposition={disposition} />
          <Lines leaseId={disposition.leaseId} />
          <Actions
            pending={save.isPending}
            onFinalize={async (values, helpers, dirty) => {
              if (dirty && !(await submit(values, helpers))) return;
              onFinalize();
            }}
          />
        </Stack>
      </AppForm>
    </Formik>
  );
}

function LiveSummary({ disposition }: { disposition: DepositDisposition }) {
  const { values, dirty } = useFormikContext<DispositionFormValues>();
  return (
    <DispositionSummaryCard
      disposition={disposition}
      totals={liveTotals(disposition, values.deductions)}
      note={dirty ? 'With the changes not saved yet.' : undefined}
    />
  );
}

function Lines({ leaseId }: { leaseId: string }) {
  const { values } = useFormikContext<DispositionFormValues>();
  // A line added from the keyboard: the focus moves to its description, the first field to fill in.
  const added = useRef<number | null>(null);
  useEffect(() => {
    if (added.current === null) return;
    const field = document.getElementsByName(`deductions.${added.current}.description`)[0];
    if (!field) return;
    field.focus();
    added.current = null;
  });
  return (
    <SectionCard title={DEPOSIT_TEXT.otherDeductions}>
      <FieldArray name="deductions">
        {(lines) => (
          <Stack gap="4">
            {values.deductions.length === 0 ? (
              <Text color="fg.muted">No other deductions. Add cleaning, damage, keys or other charges.</Text>
            ) : (
              <Stack as="ol" gap="4" listStyleType="none" aria-label={DEPOSIT_TEXT.otherDeductions}>
                {values.deductions.map((line, index) => {
                  const label = `Deduction ${index + 1}`;
                  return (
                    <Box as="li" key={line.key} borderWidth="1px" borderRadius="l2" p="3" aria-label={label}>
                      <Stack gap="3">
                        <HStack justify="space-between">
                          <Text fontWeight="semibold">{label}</Text>
                          <Button
                            size="xs"
                            variant="outline"
                            colorPalette="red"
                            aria-label={`Remove ${label.toLowerCase()}`}
                            onClick={() => lines.remove(index)}
                          >
                            Remove
                          </Button>
                        </HStack>
                        <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
                          <SelectField
                            name={`deductions.${index}.kind`}
                            label="Kind"
                            options={DEDUCTION_KIND_OPTIONS}
                          />
                          <TextField name={`deductions.${index}.description`} label="Description" required />
                          <MoneyField name={`deductions.${index}.amount`} label="Amount" required />
                        </SimpleGrid>
                        <DeductionPhotos leaseId={leaseId} name={`deductions.${index}.photos`} lineLabel={label} />
                      </Stack>
                    </Box>
                  );
                })}
              </Stack>
            )}
            <Box>
              <Button
                variant="outline"
                onClick={() => {
                  lines.push(emptyDeductionLine());
                  added.current = values.deductions.length;
                }}
              >
                {DEPOSIT_TEXT.addDeduction}
              </Button>
            </Box>
            <TextareaField name="notes" label="Notes (printed on the statement)" rows={2} />
          </Stack>
        )}
      </FieldArray>
    </SectionCard>
  );
}

function Actions({
  pending,
  onFinalize,
}: {
  pending: boolean;
  onFinalize: (
    values: DispositionFormValues,
    helpers: FormikHelpers<DispositionFormValues>,
    dirty: boolean,
  ) => Promise<void>;
}) {
  const formik = useFormikContext<DispositionFormValues>();
  const [checking, setChecking] = useState(false);
  const finalize = async () => {
    setChecking(true);
    try {
      const errors = await formik.validateForm();
      if (Object.keys(errors).length > 0) {
        // Shows the messages and moves focus to the first field to fix.
        await formik.submitForm();
        return;
      }
      await onFinalize(formik.values, formik, formik.dirty);
    } finally {
      setChecking(false);
    }
  };
  return (
    <Stack gap="3">
      <FormAlert message={formik.status ? String(formik.status) : undefined} />
      <HStack gap="3" wrap="wrap">
        <Button type="submit" variant="outline" loading={pending && !checking} disabled={checking}>
          {DEPOSIT_TEXT.saveDraft}
        </Button>
        <Button onClick={() => void finalize()} loading={checking} disabled={pending && !checking}>
          {DEPOSIT_TEXT.finalize}
        </Button>
      </HStack>
    </Stack>
  );
}
