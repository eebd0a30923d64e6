import { useQuery } from '@tanstack/react-query';
import { useFormikContext } from 'formik';
import { DateField, SelectField } from '@/components/form-fields';
import { LeasePicker, usePickerField } from '@/components/pickers';
import type { Tenant, Unit } from '@/lib/api/schema.gen';
import { tenantPickerQuery, unitPickerQuery } from '../api/assignment-queries';
import { datesFromLease, tenantName } from '../lib/assignment-form';

export const tenantOptionLabel = (t: Pick<Tenant, 'firstName' | 'lastName' | 'email'>) =>
  `${tenantName(t)} (${t.email})`;
export const unitOptionLabel = (u: Pick<Unit, 'unitNumber' | 'propertyName'>) =>
  `Unit ${u.unitNumber} – ${u.propertyName}`;

/** The tenant picker (GET /tenants page 1, limit 100). */
export function TenantSelect({ enabled = true }: { enabled?: boolean }) {
  const tenants = useQuery({ ...tenantPickerQuery(), enabled });
  return (
    <SelectField
      name="tenantId"
      label="Tenant"
      required
      placeholder={tenants.isPending ? 'Loading tenants…' : 'Select a tenant'}
      helperText={tenants.isError ? 'The tenants could not be loaded.' : undefined}
      options={(tenants.data?.data ?? []).map((t) => ({ value: t.id, label: tenantOptionLabel(t) }))}
    />
  );
}

/** The unit picker (GET /units page 1, limit 100), for modals opened from a tenant or a lease. */
export function UnitSelect({ enabled = true }: { enabled?: boolean }) {
  const units = useQuery({ ...unitPickerQuery(), enabled });
  return (
    <SelectField
      name="unitId"
      label="Unit"
      required
      placeholder={units.isPending ? 'Loading units…' : 'Select a unit'}
      helperText={units.isError ? 'The units could not be loaded.' : undefined}
      options={(units.data?.data ?? []).map((u) => ({ value: u.id, label: unitOptionLabel(u) }))}
    />
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
