import { HStack, Text } from '@chakra-ui/react';
import { SmartSearchPanel } from '@/components/search/smart-search-panel';
import type { TenantSuggestionList } from '@/lib/api/schema.gen';
import { tenantQueries } from '@/lib/api/queries';
import { TenantStatusBadge } from '@/components/status-badge';
import { formatPersonName } from '@/lib/format';
import {
  BACKGROUND_CHECK_OPTIONS,
  emptyTenantSmartFilters,
  hasTenantSearchCriteria,
  TENANT_STATUS_LABELS,
  TENANT_STATUSES,
  type TenantSmartFilters,
} from '../lib/tenant-list-filters';

const STATUS_OPTIONS = TENANT_STATUSES.map((s) => ({ value: s, label: TENANT_STATUS_LABELS[s] }));

const suggestions = (text: string) => ({
  ...tenantQueries.suggestions(text),
  select: (answer: TenantSuggestionList) => answer.data,
});

/**
 * The tenant smart search (spec 2 §2): a text box with suggestions (300 ms, 2 characters, 5
 * suggestions; each shows email, status and the active-lease and pets flags), filters status,
 * background check status, Active Lease and Has Pets, Clear All and the result line.
 */
export function TenantSmartSearchPanel({
  filters,
  onChange,
  result,
  searching,
}: {
  filters: TenantSmartFilters;
  onChange: (change: Partial<TenantSmartFilters>) => void;
  result: { total: number; processingTimeMs: number } | null | undefined;
  searching: boolean;
}) {
  return (
    <SmartSearchPanel
      searchBox={{
        label: 'Search tenants',
        placeholder: 'Search tenants by name, email or phone...',
        listLabel: 'Tenant suggestions',
        suggestionsQuery: suggestions,
        getSuggestionKey: (item) => item.id,
        getSuggestionValue: (item) => formatPersonName(item),
        renderSuggestion: (item) => (
          <>
            <HStack gap="2">
              <Text fontWeight="medium">{formatPersonName(item)}</Text>
              <TenantStatusBadge status={item.status} />
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              {item.email}
              {item.hasActiveLease ? ' · Active Lease' : ''}
              {item.hasPets ? ' · Has Pets' : ''}
            </Text>
          </>
        ),
      }}
      values={filters}
      onChange={onChange}
      empty={emptyTenantSmartFilters}
      fields={[
        { kind: 'select', key: 'status', label: 'Status', placeholder: 'All statuses', options: STATUS_OPTIONS },
        {
          kind: 'select',
          key: 'backgroundCheckStatus',
          label: 'Background Check',
          placeholder: 'Any',
          options: BACKGROUND_CHECK_OPTIONS,
        },
      ]}
      toggles={[
        { key: 'hasActiveLease', label: 'Active Lease' },
        { key: 'hasPets', label: 'Has Pets' },
      ]}
      busy={searching}
      result={hasTenantSearchCriteria(filters) ? result : null}
      hasCriteria={hasTenantSearchCriteria(filters)}
    />
  );
}
