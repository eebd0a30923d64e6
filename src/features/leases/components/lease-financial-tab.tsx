import { useState } from 'react';
import { Box, Button, Field, HStack, Input, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useFormikContext } from 'formik';
import * as yup from 'yup';
import { DateField, MoneyField, NumberField, SelectField, TextareaField } from '@/components/form-fields';
import { FormModal, submitModalForm } from '@/components/form-modal';
import { InfoList } from '@/components/info-list';
import { ErrorState, LoadingState } from '@/components/page-states';
import { SectionCard } from '@/components/section-card';
import { humanizeStatus } from '@/components/status-badge';
import { LeaseDepositsSection } from '@/features/deposits';
import { LeaseLedgerSection, LeasePaymentsSection } from '@/features/payments';
import { rentIncreaseRequestIncreaseTypeValues, type components, type Lease } from '@/lib/api/schema.gen';
import { formatDate, formatMoney, todayIso, orMissing } from '@/lib/format';
import { emptyToUndefined } from '@/lib/forms';
import { leaseQueries } from '@/lib/api/queries';
import { useRentIncrease } from '../api/lease-mutations';
import { leaseFeesQuery } from '../api/lease-queries';
import { previewRent, RENT_INCREASE_MESSAGES, toRentIncreaseBody, type RentIncreaseValues } from '../lib/rent-increase';
import { gracePeriodText, lateFeeText } from '../lib/lease-display';

/**
 * Financial tab (spec 2 §2): the financial summary, the deposits (held apart from the rent; the way to the
 * move-out disposition once the lease has a move-out date), the fee calculation by days late, the rent increase,
 * the lease's ledger and its payments, both with what the lease owes (the same figures: the ledger
 * query's account).
 */
export function LeaseFinancialTab({ lease }: { lease: Lease }) {
  const [increasing, setIncreasing] = useState(false);
  return (
    <Stack gap="4">
      <FinancialSummary
        leaseId={lease.id}
        onIncrease={() => setIncreasing(true)}
        canIncrease={lease.status !== 'expired' && lease.status !== 'terminated'}
      />
      <LeaseDepositsSection leaseId={lease.id} ended={Boolean(lease.actualMoveOutDate)} />
      <FeeCalculator leaseId={lease.id} />
      <LeaseLedgerSection leaseId={lease.id} />
      <LeasePaymentsSection leaseId={lease.id} />
      {increasing && <RentIncreaseModal lease={lease} onClose={() => setIncreasing(false)} />}
    </Stack>
  );
}

function FinancialSummary({
  leaseId,
  onIncrease,
  canIncrease,
}: {
  leaseId: string;
  onIncrease: () => void;
  canIncrease: boolean;
}) {
  const query = useQuery(leaseQueries.financialSummary(leaseId));
  return (
    <SectionCard
      title="Financial Summary"
      actions={
        // The server refuses an increase on an expired or terminated lease (409): not offered there.
        canIncrease ? (
          <Button size="sm" onClick={onIncrease}>
            Rent Increase
          </Button>
        ) : null
      }
    >
      {query.isPending ? (
        <LoadingState label="Loading financial summary…" minHeight="20" />
      ) : query.isError ? (
        <ErrorState title="Error loading the financial summary" onRetry={() => void query.refetch()} />
      ) : (
        <SummaryBody summary={query.data.data} />
      )}
    </SectionCard>
  );
}

type Summary = components['schemas']['LeaseFinancialSummary'];

function SummaryBody({ summary }: { summary: Summary }) {
  const fees = summary.feeStructure;
  const insurance = summary.insuranceRequirements;
  const additional = Object.entries(fees.additionalFees ?? {});
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Box>
          <Text fontWeight="semibold" mb="2">
            Deposits and Fees
          </Text>
          <InfoList
            labelWidth="36"
            gap="2"
            items={[
              { label: 'Total Deposits', value: formatMoney(summary.totalDeposits) },
              { label: 'Monthly Rent', value: formatMoney(fees.monthlyRent) },
              { label: 'Security Deposit', value: formatMoney(fees.securityDeposit) },
              { label: 'Pet Deposit', value: formatMoney(fees.petDeposit) },
              { label: 'Late Fee', value: lateFeeText(fees) },
              { label: 'Grace Period', value: gracePeriodText(fees) },
              {
                label: 'Additional Fees',
                value: additional.length
                  ? additional.map(([n, a]) => `${humanizeStatus(n)} ${formatMoney(a)}`).join(', ')
                  : 'None',
              },
              { label: 'Early Termination Fee', value: formatMoney(fees.earlyTerminationFee) },
            ]}
          />
        </Box>
        <Box>
          <Text fontWeight="semibold" mb="2">
            Insurance Requirements
          </Text>
          <InfoList
            labelWidth="36"
            gap="2"
            items={[
              { label: 'Renters Insurance', value: insurance.required ? 'Required' : 'Not required' },
              { label: 'Minimum Coverage', value: formatMoney(insurance.minCoverage) },
              { label: 'Carrier', value: orMissing(insurance.currentPolicy.carrier) },
              { label: 'Policy Number', value: orMissing(insurance.currentPolicy.policyNumber) },
              { label: 'Policy Expires', value: formatDate(insurance.currentPolicy.expiryDate) },
            ]}
          />
        </Box>
      </SimpleGrid>
      <Box>
        <Text fontWeight="semibold" mb="2" id="rent-history-heading">
          Rent History
        </Text>
        <Table.Root size="sm" aria-labelledby="rent-history-heading">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Date</Table.ColumnHeader>
              <Table.ColumnHeader>Reason</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Monthly Rent</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {summary.rentHistory.map((entry, i) => (
              <Table.Row key={`${entry.date}-${i}`}>
                <Table.Cell>{formatDate(entry.date)}</Table.Cell>
                <Table.Cell>{entry.reason}</Table.Cell>
                <Table.Cell textAlign="end">{formatMoney(entry.amount)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </Stack>
  );
}

/** Fee calculation by days late (GET /leases/{id}/fees/calculate?daysLate). */
function FeeCalculator({ leaseId }: { leaseId: string }) {
  const [text, setText] = useState('10');
  const days = Math.max(0, Math.floor(Number(text) || 0));
  const query = useQuery(leaseFeesQuery(leaseId, days));
  const data = query.data?.data;
  return (
    <SectionCard title="Fee Calculation">
      <HStack align="flex-end" gap="4" wrap="wrap">
        <Field.Root maxW="40">
          <Field.Label>Days late</Field.Label>
          <Input
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </Field.Root>
      </HStack>
      {query.isError ? (
        <ErrorState title="Error calculating fees" onRetry={() => void query.refetch()} />
      ) : !data ? (
        <LoadingState label="Calculating fees…" minHeight="10" />
      ) : (
        <InfoList
          labelWidth="36"
          gap="2"
          items={[
            { label: 'Grace Period', value: `${data.gracePeriodDays} days` },
            { label: 'Late Fee', value: formatMoney(data.lateFee) },
            ...Object.entries(data.feeBreakdown.additionalFees).map(([name, amount]) => ({
              label: humanizeStatus(name),
              value: formatMoney(amount),
            })),
            { label: 'Total Fees', value: formatMoney(data.totalFees) },
          ]}
        />
      )}
    </SectionCard>
  );
}

const INCREASE_TYPE_LABELS: Record<RentIncreaseValues['increaseType'], string> = {
  amount: 'Amount',
  percentage: 'Percentage',
};
const INCREASE_TYPE_OPTIONS = rentIncreaseRequestIncreaseTypeValues.map((value) => ({
  value,
  label: INCREASE_TYPE_LABELS[value],
}));

const rentIncreaseSchema = yup.object({
  increaseAmount: yup
    .number()
    .transform(emptyToUndefined)
    .when('increaseType', {
      is: 'amount',
      then: (s) =>
        s
          .typeError(RENT_INCREASE_MESSAGES.amountRequired)
          .required(RENT_INCREASE_MESSAGES.amountRequired)
          .moreThan(0, RENT_INCREASE_MESSAGES.amountRequired),
      otherwise: (s) => s.notRequired().nullable(),
    }),
  increasePercentage: yup
    .number()
    .transform(emptyToUndefined)
    .when('increaseType', {
      is: 'percentage',
      then: (s) =>
        s
          .typeError(RENT_INCREASE_MESSAGES.percentageRange)
          .required(RENT_INCREASE_MESSAGES.percentageRange)
          .moreThan(0, RENT_INCREASE_MESSAGES.percentageRange)
          .max(100, RENT_INCREASE_MESSAGES.percentageRange),
      otherwise: (s) => s.notRequired().nullable(),
    }),
  effectiveDate: yup.string().required(RENT_INCREASE_MESSAGES.effectiveDateRequired),
});

/**
 * Rent increase: amount or percentage, effective date and reason; the new rent is previewed as the figures
 * are typed, and Confirm Increase sends POST /leases/{id}/rent-increase.
 */
function RentIncreaseModal({ lease, onClose }: { lease: Lease; onClose: () => void }) {
  const mutation = useRentIncrease(lease.id);
  const initial: RentIncreaseValues = {
    increaseType: 'amount',
    increaseAmount: '',
    increasePercentage: '',
    effectiveDate: todayIso(),
    reason: '',
  };
  return (
    <FormModal
      open
      onClose={onClose}
      title="Rent Increase"
      formId="rent-increase-form"
      submitLabel="Confirm Increase"
      pending={mutation.isPending}
      initialValues={initial}
      validationSchema={rentIncreaseSchema}
      onSubmit={(values, helpers) =>
        submitModalForm(helpers, {
          save: () => mutation.mutateAsync(toRentIncreaseBody(values)),
          done: onClose,
          failureLog: 'Error applying rent increase',
          failureMessage: RENT_INCREASE_MESSAGES.failed,
        })
      }
    >
      <RentIncreaseFields currentRent={lease.monthlyRent} />
    </FormModal>
  );
}

function RentIncreaseFields({ currentRent }: { currentRent: number }) {
  const { values } = useFormikContext<RentIncreaseValues>();
  const newRent = previewRent(currentRent, values);
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <SelectField name="increaseType" label="Increase Type" options={INCREASE_TYPE_OPTIONS} />
        <DateField name="effectiveDate" label="Effective Date" required />
        {values.increaseType === 'amount' ? (
          <MoneyField name="increaseAmount" label="Increase Amount" required />
        ) : (
          <NumberField name="increasePercentage" label="Increase Percentage" min={0} max={100} step={0.01} required />
        )}
      </SimpleGrid>
      <TextareaField name="reason" label="Reason" rows={2} />
      <Box as="section" aria-label="New rent preview" borderWidth="1px" borderRadius="l2" p="3" bg="bg.subtle">
        <Text>Current rent: {formatMoney(currentRent)}</Text>
        <Text fontWeight="semibold" aria-live="polite">
          New rent: {newRent === null ? 'Enter the increase to see the new rent' : formatMoney(newRent)}
          {newRent !== null && values.effectiveDate ? ` from ${formatDate(values.effectiveDate)}` : ''}
        </Text>
      </Box>
    </Stack>
  );
}
