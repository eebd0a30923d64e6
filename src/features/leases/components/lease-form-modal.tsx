import { memo, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Box, GridItem, SimpleGrid, Stack, Tabs, VisuallyHidden } from '@chakra-ui/react';
import { useFormikContext, type FormikHelpers } from 'formik';
import { FormModal, submitModalForm } from '@/components/form-modal';
import {
  CheckboxField,
  DateField,
  MoneyField,
  NumberField,
  SelectField,
  TextareaField,
  TextField,
} from '@/components/form-fields';
import { ActiveTabIntoView } from '@/components/active-tab-into-view';
import { LoadingState } from '@/components/page-states';
import { humanizeStatus } from '@/components/status-badge';
import type { Lease } from '@/lib/api/schema.gen';
import { useToday } from '@/lib/use-today';
import { useCreateLease, useUpdateLease } from '../api/lease-mutations';
import { useSuggestedLeaseNumber } from '../api/lease-queries';
import { toLeaseBody, toLeaseFormValues } from '../lib/lease-form-mapper';
import {
  LATE_FEE_TYPES,
  LEASE_FORM_MESSAGES,
  LEASE_FORM_TABS,
  LEASE_TYPES,
  leaseFormSchema,
  PERIOD_UNITS,
  RENT_INCREASE_TYPES,
  tabsWithErrors,
  type LeaseFormTab,
  type LeaseFormValues,
} from '../lib/lease-form';
import { LEASE_STATUSES } from '../lib/lease-lifecycle';
import { AdditionalFeesEditor, MaintenanceEditor, UtilitiesEditor } from './lease-json-editors';

export interface LeaseFormModalProps {
  open: boolean;
  onClose: () => void;
  /** The lease to edit; absent for a new one. */
  lease?: Lease | null;
  onSaved?: (lease: Lease) => void;
}

const FORM_ID = 'lease-form';
const options = (values: readonly string[]) => values.map((v) => ({ value: v, label: humanizeStatus(v) }));

/**
 * Add New Lease / Edit Lease (spec 2 §2 "Lease form", §3, §5, §9): six tabs holding every lease field.
 * A tab with an invalid field is marked; a refused submit opens the first such tab and focuses its first
 * invalid field. Failures show the server's message, else the spec's texts (§8).
 */
export function LeaseFormModal({ open, onClose, lease, onSaved }: LeaseFormModalProps) {
  const editing = Boolean(lease);
  const create = useCreateLease();
  const update = useUpdateLease(lease?.id ?? '');
  const pending = create.isPending || update.isPending;
  // A new lease opens with the next free number of this year's series in its (editable, required)
  // Lease Number; the form waits the moment it takes to find, so nothing is typed before it lands.
  const suggestion = useSuggestedLeaseNumber(useToday().slice(0, 4), open && !editing);
  const initialValues = editing
    ? toLeaseFormValues(lease)
    : { ...toLeaseFormValues(lease), leaseNumber: suggestion.leaseNumber ?? '' };
  const preparing = !editing && suggestion.pending;

  const onSubmit = async (values: LeaseFormValues, helpers: FormikHelpers<LeaseFormValues>) => {
    await submitModalForm(helpers, {
      save: () => {
        const body = toLeaseBody(values);
        return editing ? update.mutateAsync(body) : create.mutateAsync(body);
      },
      onSaved,
      done: onClose,
      failureLog: editing ? 'Error updating lease' : 'Error creating lease',
      failureMessage: editing ? LEASE_FORM_MESSAGES.updateFailed : LEASE_FORM_MESSAGES.createFailed,
    });
  };

  return (
    <FormModal
      open={open}
      onClose={onClose}
      size="large"
      title={editing ? 'Edit Lease' : 'Add New Lease'}
      formId={FORM_ID}
      submitLabel={editing ? 'Update Lease' : 'Create Lease'}
      pending={pending}
      initialValues={initialValues}
      notReady={preparing ? <LoadingState label="Preparing the lease form…" /> : undefined}
      submitDisabled={preparing}
      validationSchema={leaseFormSchema()}
      onSubmit={onSubmit}
    >
      <LeaseFormTabs />
    </FormModal>
  );
}

/**
 * The form's tab logic. It runs on every key (it reads Formik's state); the tabs it draws are memoized
 * (LeaseTabs) and redraw only when the open tab, the marked tabs or a value they show changes, so a key
 * costs the field typed into, not the six tabs.
 */
function LeaseFormTabs() {
  const { errors, submitCount, isSubmitting, isValidating, values } = useFormikContext<LeaseFormValues>();
  const [tab, setTab] = useState<LeaseFormTab>('basic');
  const invalidKey = submitCount > 0 ? tabsWithErrors(errors).join(',') : '';
  const invalidTabs = useMemo(() => (invalidKey ? (invalidKey.split(',') as LeaseFormTab[]) : []), [invalidKey]);
  const [seenSubmit, setSeenSubmit] = useState(0);
  const [focusRequest, setFocusRequest] = useState(0);

  // After a refused submit (validation done), go to the first tab holding an invalid field…
  if (submitCount !== seenSubmit && !isSubmitting && !isValidating) {
    setSeenSubmit(submitCount);
    const first = tabsWithErrors(errors)[0];
    if (first) {
      setTab(first);
      setFocusRequest((n) => n + 1);
    }
  }
  // …and, once it shows, focus its first invalid field.
  useEffect(() => {
    if (focusRequest === 0) return;
    document
      .getElementById(FORM_ID)
      ?.querySelector<HTMLElement>('[role="tabpanel"]:not([hidden]) [aria-invalid="true"]')
      ?.focus();
  }, [focusRequest]);

  return (
    <LeaseTabs
      tab={tab}
      onTabChange={setTab}
      invalidTabs={invalidTabs}
      endDateMin={values.startDate || undefined}
      petDepositRequired={values.isPetAllowed}
    />
  );
}

const LeaseTabs = memo(function LeaseTabs({
  tab,
  onTabChange,
  invalidTabs,
  endDateMin,
  petDepositRequired,
}: {
  tab: LeaseFormTab;
  onTabChange: (tab: LeaseFormTab) => void;
  /** The tabs marked as holding an invalid field. */
  invalidTabs: readonly LeaseFormTab[];
  /** The end date's lower bound: the start date, once set. */
  endDateMin: string | undefined;
  petDepositRequired: boolean;
}) {
  return (
    <Tabs.Root value={tab} onValueChange={(d) => onTabChange(d.value as LeaseFormTab)} variant="line" lazyMount>
      <ActiveTabIntoView />
      <Tabs.List>
        {LEASE_FORM_TABS.map((t) => {
          const invalid = invalidTabs.includes(t.value);
          return (
            <Tabs.Trigger
              key={t.value}
              value={t.value}
              color={invalid ? 'fg.error' : undefined}
              data-invalid={invalid || undefined}
            >
              {t.label}
              {invalid ? (
                <>
                  <Box as="span" aria-hidden color="fg.error" ms="1">
                    ●
                  </Box>
                  <VisuallyHidden>(has errors)</VisuallyHidden>
                </>
              ) : null}
            </Tabs.Trigger>
          );
        })}
      </Tabs.List>

      <Tabs.Content value="basic">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField name="leaseNumber" label="Lease Number" required />
          <SelectField name="leaseType" label="Lease Type" options={options(LEASE_TYPES)} />
          <SelectField name="status" label="Status" options={options(LEASE_STATUSES)} />
          <TextField name="documentUrl" label="Document URL" type="url" />
          <DateField name="startDate" label="Start Date" required />
          <DateField name="endDate" label="End Date" required min={endDateMin} />
          <GridItem colSpan={{ base: 1, md: 2 }}>
            <TextareaField name="specialTerms" label="Special Terms" rows={3} />
          </GridItem>
        </SimpleGrid>
      </Tabs.Content>

      <Tabs.Content value="financial">
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <MoneyField name="monthlyRent" label="Monthly Rent" required />
            <MoneyField name="securityDeposit" label="Security Deposit" required />
            <CheckboxField name="isPetAllowed" label="Pets Allowed" />
            <MoneyField name="petDeposit" label="Pet Deposit" required={petDepositRequired} />
            <SelectField name="rentIncreaseType" label="Rent Increase Type" options={options(RENT_INCREASE_TYPES)} />
            <DateField name="rentIncreaseEffectiveDate" label="Rent Increase Effective Date" />
            <MoneyField name="rentIncreaseAmount" label="Rent Increase Amount" />
            <NumberField name="rentIncreasePercentage" label="Rent Increase Percentage" min={0} max={100} step={0.01} />
            <SelectField name="lateFeeType" label="Late Fee Type" options={options(LATE_FEE_TYPES)} />
            <NumberField name="lateFeeGracePeriodDays" label="Late Fee Grace Period (days)" min={0} step={1} />
            <MoneyField name="lateFeeAmount" label="Late Fee Amount" />
            <NumberField name="lateFeePercentage" label="Late Fee Percentage" min={0} max={100} step={0.01} />
            <MoneyField name="lateFeeDailyAmount" label="Late Fee Daily Amount" />
          </SimpleGrid>
          <UtilitiesEditor />
          <AdditionalFeesEditor />
        </Stack>
      </Tabs.Content>

      <Tabs.Content value="lifecycle">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <DateField name="plannedMoveInDate" label="Planned Move-In Date" />
          <DateField name="plannedMoveOutDate" label="Planned Move-Out Date" />
          <DateField name="actualMoveInDate" label="Actual Move-In Date" />
          <DateField name="actualMoveOutDate" label="Actual Move-Out Date" />
          <DateField name="signedDate" label="Signed Date" />
          <DateField name="effectiveDate" label="Effective Date" />
          <DateField name="noticeToVacateDate" label="Notice to Vacate Date" />
          <TextField name="previousLeaseId" label="Previous Lease ID" />
          <CheckboxField name="renewalOptionAvailable" label="Renewal Option Available" />
          <DateField name="renewalDeadlineDate" label="Renewal Deadline" />
          <CheckboxField name="autoRenewalClause" label="Auto-Renewal Clause" />
          <HStackish>
            <NumberField name="renewalNoticePeriod" label="Renewal Notice Period" min={1} step={1} />
            <SelectField name="renewalNoticePeriodType" label="Renewal Notice Unit" options={options(PERIOD_UNITS)} />
          </HStackish>
        </SimpleGrid>
      </Tabs.Content>

      <Tabs.Content value="legal">
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <TextField name="governingLawState" label="Governing Law State" />
            <TextField name="governingLawCity" label="Governing Law City" />
            <CheckboxField name="earlyTerminationAllowed" label="Early Termination Allowed" />
            <MoneyField name="earlyTerminationFee" label="Early Termination Fee" />
            <NumberField name="earlyTerminationNoticeDays" label="Early Termination Notice (days)" min={1} step={1} />
            <CheckboxField name="leadPaintDisclosureRequired" label="Lead Paint Disclosure Required" />
            <CheckboxField name="leadPaintDisclosureProvided" label="Lead Paint Disclosure Provided" />
            <CheckboxField name="smokeDetectorCompliance" label="Smoke Detector Compliance" />
          </SimpleGrid>
          <MaintenanceEditor />
        </Stack>
      </Tabs.Content>

      <Tabs.Content value="occupancy">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <NumberField name="maxOccupants" label="Maximum Occupants" min={1} step={1} />
          <NumberField name="minOccupantAge" label="Minimum Occupant Age" min={0} step={1} />
          <NumberField name="guestPolicyMaxDays" label="Guest Max Stay (days)" min={1} step={1} />
          <NumberField name="guestPolicyMaxPerYear" label="Guest Max Days per Year" min={1} step={1} />
          <CheckboxField name="sublettingAllowed" label="Subletting Allowed" />
          <CheckboxField name="sublettingRequiresApproval" label="Subletting Requires Approval" />
          <MoneyField name="sublettingFee" label="Subletting Fee" />
          <CheckboxField name="businessUseAllowed" label="Business Use Allowed" />
          <TextField name="businessUseType" label="Business Use Type" />
          <CheckboxField name="alterationsAllowed" label="Alterations Allowed" />
          <CheckboxField name="alterationsRequireApproval" label="Alterations Require Approval" />
          <MoneyField name="alterationsSecurityDeposit" label="Alterations Security Deposit" />
        </SimpleGrid>
      </Tabs.Content>

      <Tabs.Content value="insurance">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <CheckboxField name="rentersInsuranceRequired" label="Renters Insurance Required" />
          <CheckboxField name="rentersInsuranceLandlordNamed" label="Landlord Named on Policy" />
          <NumberField name="rentersInsuranceMinCoverage" label="Minimum Coverage ($)" min={0} step={1000} />
          <TextField name="rentersInsuranceCarrier" label="Insurance Carrier" />
          <TextField name="rentersInsurancePolicyNumber" label="Policy Number" />
          <DateField name="rentersInsuranceExpiryDate" label="Policy Expiry Date" />
        </SimpleGrid>
      </Tabs.Content>
    </Tabs.Root>
  );
});

/** Two fields side by side inside one grid cell. */
function HStackish({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid columns={2} gap="2">
      {children}
    </SimpleGrid>
  );
}
