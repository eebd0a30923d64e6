import { SimpleGrid } from '@chakra-ui/react';
import { CheckboxField, DateField, NumberField, TextField } from '@/components/form-fields';
import { formatDate, formatMoney, orMissing } from '@/lib/format';
import type { Property } from '@/lib/api/schema.gen';
import { InfoList } from '@/components/info-list';
import { insuranceFormSchema, toInsuranceBody, toInsuranceFormValues } from '../lib/property-details-form';
import { DetailTabForm } from './detail-tab-form';

/** Insurance tab: carrier, policy number, premium, deductible, coverage, liability, dates, escrow. */
export function InsuranceTab({ property: p }: { property: Property }) {
  return (
    <DetailTabForm
      property={p}
      section="Insurance"
      successMessage="Insurance information updated successfully"
      toValues={toInsuranceFormValues}
      schema={insuranceFormSchema}
      toBody={toInsuranceBody}
      view={
        <InfoList
          items={[
            { label: 'Insurance Carrier', value: orMissing(p.insuranceCarrier) },
            { label: 'Policy Number', value: orMissing(p.insurancePolicyNumber) },
            { label: 'Annual Premium', value: formatMoney(p.insuranceAnnualPremium) },
            { label: 'Deductible', value: formatMoney(p.insuranceDeductible) },
            { label: 'Coverage Amount', value: formatMoney(p.insuranceCoverageAmount) },
            { label: 'Liability Coverage', value: formatMoney(p.insuranceLiabilityCoverage) },
            { label: 'Effective Date', value: formatDate(p.insuranceEffectiveDate) },
            { label: 'Expiry Date', value: formatDate(p.insuranceExpiryDate) },
            { label: 'Paid from Escrow', value: p.insuranceInEscrow ? 'Yes' : 'No' },
          ]}
        />
      }
      fields={
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField name="insuranceCarrier" label="Insurance Carrier" />
          <TextField name="insurancePolicyNumber" label="Policy Number" />
          <NumberField name="insuranceAnnualPremium" label="Annual Premium" step={0.01} min={0} />
          <NumberField name="insuranceDeductible" label="Deductible" step={0.01} min={0} />
          <NumberField name="insuranceCoverageAmount" label="Coverage Amount" step={0.01} min={0} />
          <NumberField name="insuranceLiabilityCoverage" label="Liability Coverage" step={0.01} min={0} />
          <DateField name="insuranceEffectiveDate" label="Effective Date" />
          <DateField name="insuranceExpiryDate" label="Expiry Date" />
          <CheckboxField name="insuranceInEscrow" label="Paid from Escrow" />
        </SimpleGrid>
      }
    />
  );
}
