import { memo } from 'react';
import { Text } from '@chakra-ui/react';
import { StatusBadge } from '@/components/status-badge';
import { tenantNameQuery, tenantSuggestionsQuery } from '@/lib/api/pickers';
import type { TenantSuggestion } from '@/lib/api/schema.gen';
import { formatPersonName } from '@/lib/format';
import { SearchPicker, type PickerFieldProps } from './picker-parts';

export type TenantOption = TenantSuggestion & { name: string };

export interface TenantPickerProps extends PickerFieldProps {
  placeholder?: string;
  /** Called with the chosen tenant (or undefined when cleared), after `onChange`. */
  onTenantChange?: (tenant: TenantOption | undefined) => void;
}

const optionsQuery = (text: string) => {
  const query = tenantSuggestionsQuery(text);
  return {
    ...query,
    select: (answer: Parameters<NonNullable<typeof query.select>>[0]): TenantOption[] =>
      answer.data.map((t) => ({ ...t, name: formatPersonName(t) })),
  };
};

const renderTenant = (tenant: TenantOption) => (
  <>
    <Text fontWeight="medium">
      {tenant.name} <StatusBadge status={tenant.status} />
    </Text>
    <Text fontSize="sm" color="fg.muted">
      {tenant.email}
    </Text>
  </>
);

/**
 * A tenant, found by typing (spec 2 §9: from 2 characters, 300 ms debounce): GET /tenants/suggestions
 * over every tenant (7,800 in the large data set), never a select of the first page.
 */
export const TenantPicker = memo(function TenantPicker({
  placeholder = 'Type a name or email',
  onTenantChange,
  ...field
}: TenantPickerProps) {
  return (
    <SearchPicker
      {...field}
      onOptionChange={onTenantChange}
      placeholder={placeholder}
      listLabel={`${field.label} suggestions`}
      optionsQuery={optionsQuery}
      nameQuery={tenantNameQuery}
      renderOption={renderTenant}
      noMatchText="No tenants match."
      loadErrorText="The tenants could not be loaded."
      helperText={field.helperText ?? 'Type 2 or more characters of a name or email'}
    />
  );
});
