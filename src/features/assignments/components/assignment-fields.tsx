import { useState } from 'react';
import { useFormikContext } from 'formik';
import { DateField } from '@/components/form-fields';
import { LeasePicker, PropertyPicker, TenantPicker, UnitPicker, usePickerField } from '@/components/pickers';
import type { Tenant } from '@/lib/api/schema.gen';
import { formatPersonName } from '@/lib/format';
import { datesFromLease } from '../lib/assignment-form';

export const tenantOptionLabel = (t: Pick<Tenant, 'firstName' | 'lastName' | 'email'>) =>
  `${formatPersonName(t)} (${t.email})`;

/**
 * The tenant (Formik field `tenantId`): the shared type-ahead `TenantPicker`, a search over every tenant
 * (GET /tenants/suggestions from 2 characters), as the rest of the app picks one; a select of the first
 * 100 tenants hid the rest on the large data set.
 */
export function TenantSelect() {
  return <TenantPicker label="Tenant" required {...usePickerField('tenantId')} />;
}

/**
 * The unit, for modals opened from a tenant or a lease: the shared pickers (src/components/pickers), a
 * property first, then a unit of that property, each a select while one page holds them all and a
 * search box over the server beyond that, so every unit can be reached (a native select of the first
 * 100 units hid the rest on the large data set). The property is not part of the form's values.
 */
export function UnitSelect() {
  const [propertyId, setPropertyId] = useState('');
  return (
    <>
      <PropertyPicker label="Property" value={propertyId} onChange={setPropertyId} />
      <UnitPicker label="Unit" required propertyId={propertyId} {...usePickerField('unitId')} />
    </>
  );
}

/**
 * The assignment's lease (Formik field `leaseId`): the shared `LeasePicker`, each option naming the
 * lease's tenants, unit and dates, the leases already tied to the assignment's unit first. Choosing a
 * lease fills the dates from it (spec 2 §5).
 */
export function LeaseSelect() {
  const { values, setFieldValue } = useFormikContext<{ unitId: string; startDate: string; endDate: string }>();
  return (
    <LeasePicker
      label="Lease"
      unitId={values.unitId}
      {...usePickerField('leaseId')}
      helperText="Choosing a lease fills the dates from it."
      onLeaseChange={(lease) => {
        const dates = datesFromLease(lease, values);
        void setFieldValue('startDate', dates.startDate);
        void setFieldValue('endDate', dates.endDate);
      }}
    />
  );
}

export function AssignmentDates() {
  return (
    <>
      <DateField name="startDate" label="Start Date" required />
      <DateField name="endDate" label="End Date" />
    </>
  );
}
