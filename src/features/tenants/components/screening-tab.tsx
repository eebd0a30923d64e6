import { GridItem, SimpleGrid } from '@chakra-ui/react';
import { DateField, NumberField, SelectField, TextareaField, TextField } from '@/components/form-fields';
import { InfoList } from '@/components/info-list';
import { BackgroundCheckBadge } from '@/components/status-badge';
import type { Tenant } from '@/lib/api/schema.gen';
import { formatDate, orMissing } from '@/lib/format';
import { BACKGROUND_CHECK_OPTIONS } from '../lib/tenant-list-filters';
import {
  checkLabel,
  CREDIT_SCORE,
  screeningSchema,
  toScreeningBody,
  toScreeningValues,
  type ScreeningValues,
} from '../lib/tenant-screening';
import { TenantTabForm } from './tenant-tab-form';

const CHECK_OPTIONS = [
  { value: '', label: 'Not run' },
  { value: 'clear', label: 'Clear' },
  { value: 'found', label: 'Records found' },
];

/** Screening (spec 2 §2, §3): background and credit checks, in a view and an edit mode. */
export function ScreeningTab({ tenant }: { tenant: Tenant }) {
  return (
    <TenantTabForm<ScreeningValues>
      tenant={tenant}
      section="Screening"
      toValues={toScreeningValues}
      schema={screeningSchema()}
      toBody={toScreeningBody}
      view={
        <InfoList
          labelWidth="48"
          gap="2"
          items={[
            { label: 'Background Check', value: <BackgroundCheckBadge status={tenant.backgroundCheckStatus} /> },
            { label: 'Check Date', value: formatDate(tenant.backgroundCheckDate) },
            { label: 'Check Expiry', value: formatDate(tenant.backgroundCheckExpiry) },
            { label: 'Check Provider', value: orMissing(tenant.backgroundCheckProvider) },
            { label: 'Check Results', value: orMissing(tenant.backgroundCheckResults) },
            { label: 'Credit Score', value: orMissing(tenant.creditScore) },
            { label: 'Credit Check Date', value: formatDate(tenant.creditCheckDate) },
            { label: 'Credit Check Provider', value: orMissing(tenant.creditCheckProvider) },
            { label: 'Criminal History', value: checkLabel(tenant.criminalHistoryCheck) },
            { label: 'Eviction History', value: checkLabel(tenant.evictionHistoryCheck) },
            { label: 'Screening Notes', value: orMissing(tenant.screeningNotes) },
          ]}
        />
      }
      fields={
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <SelectField
            name="backgroundCheckStatus"
            label="Background Check Status"
            placeholder="Not started"
            options={BACKGROUND_CHECK_OPTIONS}
          />
          <TextField name="backgroundCheckProvider" label="Background Check Provider" />
          <DateField name="backgroundCheckDate" label="Background Check Date" />
          <DateField name="backgroundCheckExpiry" label="Background Check Expiry" />
          <GridItem colSpan={{ base: 1, md: 2 }}>
            <TextareaField name="backgroundCheckResults" label="Background Check Results" rows={2} />
          </GridItem>
          <NumberField
            name="creditScore"
            label="Credit Score"
            min={CREDIT_SCORE.min}
            max={CREDIT_SCORE.max}
            step={1}
            helperText="300 to 850"
          />
          <DateField name="creditCheckDate" label="Credit Check Date" />
          <TextField name="creditCheckProvider" label="Credit Check Provider" />
          <SelectField name="criminalHistoryCheck" label="Criminal History Check" options={CHECK_OPTIONS} />
          <SelectField name="evictionHistoryCheck" label="Eviction History Check" options={CHECK_OPTIONS} />
          <GridItem colSpan={{ base: 1, md: 2 }}>
            <TextareaField name="screeningNotes" label="Screening Notes" rows={3} />
          </GridItem>
        </SimpleGrid>
      }
    />
  );
}
