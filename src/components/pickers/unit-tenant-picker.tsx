import { memo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { unitTenantsQuery } from '@/lib/api/pickers';
import { PickerSelect, type PickerFieldProps } from './picker-parts';

export interface UnitTenantPickerProps extends PickerFieldProps {
  /** The unit whose tenants are offered; '' disables the picker until one is chosen. */
  unitId: string;
}

/**
 * One of the tenants assigned to a unit (spec 2 §2: in the record-payment form "tenant choices are the
 * tenants assigned to the chosen unit"), primary tenants first. A unit has a handful of tenants, so a
 * native select of them all (GET /tenant-unit-assignments/by-unit/{id}) scales.
 */
export const UnitTenantPicker = memo(function UnitTenantPicker({
  unitId,
  helperText,
  ...field
}: UnitTenantPickerProps) {
  const tenants = useQuery(unitTenantsQuery(unitId));
  if (!unitId) {
    return (
      <PickerSelect
        {...field}
        value=""
        disabled
        placeholder="Choose a unit first"
        options={[]}
        helperText={helperText}
      />
    );
  }
  const options = (tenants.data ?? []).map((t) => ({ ...t, name: t.isPrimary ? `${t.name} (primary)` : t.name }));
  const loadText = tenants.isPending
    ? 'Loading tenants…'
    : tenants.isError
      ? 'The tenants could not be loaded.'
      : options.length === 0
        ? 'No tenants are assigned to this unit.'
        : undefined;
  return (
    <PickerSelect
      {...field}
      placeholder={tenants.isPending ? 'Loading tenants…' : 'Select a tenant'}
      options={options}
      helperText={loadText ?? helperText}
    />
  );
});
