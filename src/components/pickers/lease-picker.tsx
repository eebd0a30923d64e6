import { memo } from 'react';
import { Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { FlagBadge } from '@/components/status-badge';
import { leaseSearchQuery, toLeaseOptions, type LeaseOption } from '@/lib/api/pickers';
import { assignmentQueries, leaseQueries } from '@/lib/api/queries';
import type { Assignment, LeaseList } from '@/lib/api/schema.gen';
import { formatDate } from '@/lib/format';
import { PickerSelect, SearchPicker, type PickerFieldProps } from './picker-parts';

export interface LeasePickerProps extends PickerFieldProps {
  /** The unit being assigned: its leases are offered first (optional). */
  unitId?: string;
  /** The first option ('' = no lease). */
  placeholder?: string;
  /** Called with the chosen lease (its dates fill an assignment's dates, spec 2 §5), or undefined for none. */
  onLeaseChange?: (lease: LeaseOption | undefined) => void;
}

const NO_ASSIGNMENTS: Assignment[] = [];

const renderLease = (lease: LeaseOption) => (
  <>
    <Text fontWeight="medium">
      {lease.leaseNumber} {lease.tiedToUnit ? <FlagBadge color="blue">This unit</FlagBadge> : null}
    </Text>
    <Text fontSize="sm">{lease.tenantNames.join(', ') || 'No tenants'}</Text>
    <Text fontSize="sm" color="fg.muted">
      {lease.unitNames.join('; ') || 'No unit'} · {formatDate(lease.startDate)} – {formatDate(lease.endDate)}
    </Text>
  </>
);

/**
 * A lease, each option naming its number, tenants, unit and dates, the leases already tied to `unitId`
 * first (so the right one is easy to find: a lease number alone does not say which lease it is). GET
 * /leases?page=1&limit=100 and the unit's assignments: a select (in two groups) when that page holds
 * every lease, else a search box over the server (lease number, tenant names, unit numbers) that lists
 * the unit's leases and the newest ones as soon as it is focused.
 */
export const LeasePicker = memo(function LeasePicker({
  unitId = '',
  placeholder = 'No lease',
  helperText,
  onLeaseChange,
  ...field
}: LeasePickerProps) {
  const firstPage = useQuery(leaseSearchQuery(''));
  const unitAssignments = useQuery(assignmentQueries.byUnit(unitId)).data?.data ?? NO_ASSIGNMENTS;
  const toOptions = (answer: LeaseList) => toLeaseOptions(answer.data, unitAssignments, unitId);

  if (firstPage.data && firstPage.data.meta.total > firstPage.data.data.length) {
    return (
      <SearchPicker
        {...field}
        placeholder="Search by lease number, tenant or unit"
        optionsQuery={(text: string) => ({ ...leaseSearchQuery(text), select: toOptions })}
        nameQuery={(id: string) => ({
          ...leaseQueries.detail(id),
          select: (lease) => (lease ? toLeaseOptions([lease], NO_ASSIGNMENTS, unitId)[0]!.name : null),
        })}
        renderOption={renderLease}
        minChars={0}
        maxOptions={100}
        noMatchText="No leases match."
        loadErrorText="The leases could not be loaded."
        onOptionChange={onLeaseChange}
        helperText={helperText}
      />
    );
  }
  const options = firstPage.data ? toOptions(firstPage.data) : [];
  const tied = options.filter((o) => o.tiedToUnit);
  const loadText = firstPage.isPending
    ? 'Loading leases…'
    : firstPage.isError
      ? 'The leases could not be loaded.'
      : options.length === 0
        ? 'There are no leases yet.'
        : undefined;
  return (
    <PickerSelect
      {...field}
      placeholder={firstPage.isPending ? 'Loading leases…' : placeholder}
      options={
        tied.length
          ? [
              { label: 'Leases of this unit', options: tied },
              { label: 'Other leases', options: options.filter((o) => !o.tiedToUnit) },
            ]
          : options
      }
      onOptionChange={onLeaseChange}
      helperText={loadText ?? helperText}
    />
  );
});
