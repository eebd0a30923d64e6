import { useId, useState } from 'react';
import {
  Box,
  Button,
  Checkbox,
  CloseButton,
  Field,
  Fieldset,
  HStack,
  Input,
  Spinner,
  Stack,
  Text,
  Wrap,
} from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useField, useFormikContext } from 'formik';
import { assignmentQueries, tenantQueries } from '@/lib/api/queries';
import { SEARCH_DEBOUNCE_MS } from '@/lib/search';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { isPastAssignment } from '../lib/assignment-timeline';
import { bulkTenantsCountText, unassignedFirst } from '../lib/bulk-tenants';
import { tenantOptionLabel } from './assignment-fields';

/**
 * The tenants of a bulk assignment (Formik field `tenantIds`), spec 2 §2 "Assign Multiple Tenants, with
 * a checkbox list of tenants": a search box over the server (GET /tenants, the tenants list's own query,
 * first page of 100), and below it a checkbox per tenant, the ones without a current assignment first.
 * The list never loads every tenant (7,800 in the large data set): it counts the matches and asks to type
 * when the page holds only part of them. The checked tenants are kept by id, apart from the page, so a
 * new search never unchecks one; they are listed under "Selected (N)", each with a remove button.
 * A tenant already currently assigned to this unit is shown but cannot be checked: the server would
 * refuse the whole request (409).
 */
/** The first page of the search: as many tenants as the tenants list shows (spec 2 §9). */
const BULK_TENANTS_PAGE_SIZE = 100;

/**
 * The checklist's tenants for a search: first those without a current lease (`hasActiveLease=false`,
 * across every tenant, not only within one page), then those with one to fill the page. Two calls of
 * the tenants list, the second once the first has answered (it only fills what room is left).
 */
function useChecklistTenants(search: string) {
  const query = { page: 1, limit: BULK_TENANTS_PAGE_SIZE, ...(search ? { search } : {}) };
  const free = useQuery({
    ...tenantQueries.list({ ...query, hasActiveLease: false }),
    placeholderData: keepPreviousData,
  });
  const leased = useQuery({
    ...tenantQueries.list({ ...query, hasActiveLease: true }),
    placeholderData: keepPreviousData,
    enabled: free.isSuccess,
  });
  const freeRows = free.data?.data ?? [];
  const room = BULK_TENANTS_PAGE_SIZE - freeRows.length;
  const isError = free.isError || leased.isError;
  return {
    // The second call waits (disabled, so pending) while the first fails: the error shows, not the loading.
    isPending: !isError && (free.isPending || leased.isPending),
    isError,
    isFetching: free.isFetching || leased.isFetching,
    refetch: () => Promise.all([free.refetch(), leased.refetch()]),
    rows: [...freeRows, ...(leased.data?.data ?? []).slice(0, Math.max(0, room))],
    total: (free.data?.meta.total ?? 0) + (leased.data?.meta.total ?? 0),
  };
}

export function BulkTenantsField({ unitId }: { unitId: string }) {
  const [field, meta, helpers] = useField<string[]>('tenantIds');
  const { submitCount } = useFormikContext();
  const selectedHeading = useId();
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search, SEARCH_DEBOUNCE_MS).trim();
  const tenants = useChecklistTenants(debounced);
  const unitAssignments = useQuery(assignmentQueries.byUnit(unitId));
  const assignedHere = new Set(
    (unitAssignments.data?.data ?? []).filter((a) => !isPastAssignment(a)).map((a) => a.tenantId),
  );
  // The label of each checked tenant, kept while searches replace the page it was checked on.
  const [labels, setLabels] = useState<Record<string, string>>({});

  const checked = new Set(field.value);
  const showError = Boolean(meta.error) && (meta.touched || submitCount > 0);
  const setIds = (ids: string[]) => {
    void helpers.setValue(ids);
    void helpers.setTouched(true, false);
  };
  const check = (id: string, label: string, on: boolean) => {
    if (on) {
      setLabels((known) => ({ ...known, [id]: label }));
      if (!checked.has(id)) setIds([...field.value, id]);
    } else {
      setIds(field.value.filter((x) => x !== id));
    }
  };

  const rows = unassignedFirst(tenants.rows, assignedHere);

  return (
    // A fieldset is at least as wide as its content by default (min-inline-size: min-content): minW 0
    // keeps it to the modal's width on a phone, so long names shorten instead of scrolling sideways.
    <Fieldset.Root invalid={showError} minW="0">
      <Fieldset.Legend fontWeight="semibold">Tenants</Fieldset.Legend>
      <Field.Root>
        <Field.Label>Search tenants</Field.Label>
        <Input
          type="search"
          value={search}
          placeholder="Name, email or phone"
          autoComplete="off"
          onChange={(e) => setSearch(e.target.value)}
          // Enter in the search box searches; it must not submit the assignment form.
          onKeyDown={(e) => {
            if (e.key === 'Enter') e.preventDefault();
          }}
        />
      </Field.Root>

      <Box>
        <Text fontSize="sm" fontWeight="medium" id={selectedHeading}>
          Selected ({field.value.length})
        </Text>
        {field.value.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            No tenants selected yet.
          </Text>
        ) : (
          <Wrap as="ul" aria-labelledby={selectedHeading} gap="2" mt="1" listStyleType="none">
            {field.value.map((id) => {
              const label = labels[id] ?? id;
              return (
                <HStack as="li" key={id} gap="1" ps="2" borderWidth="1px" borderRadius="full" bg="bg.muted" maxW="full">
                  <Text fontSize="sm" truncate minW="0" title={label}>
                    {label}
                  </Text>
                  <CloseButton
                    size="2xs"
                    flexShrink="0"
                    aria-label={`Remove ${label}`}
                    onClick={() => check(id, label, false)}
                  />
                </HStack>
              );
            })}
          </Wrap>
        )}
      </Box>

      {tenants.isPending ? (
        <HStack role="status" gap="2">
          <Spinner size="sm" />
          <Text fontSize="sm">Loading tenants…</Text>
        </HStack>
      ) : tenants.isError ? (
        <HStack gap="3" role="alert">
          <Text fontSize="sm" color="fg.error">
            The tenants could not be loaded.
          </Text>
          <Button type="button" size="xs" variant="outline" onClick={() => void tenants.refetch()}>
            Retry
          </Button>
        </HStack>
      ) : (
        <>
          <Text fontSize="sm" color="fg.muted" role="status">
            {bulkTenantsCountText(rows.length, tenants.total, debounced)}
          </Text>
          {rows.length ? (
            <Stack
              gap="2"
              maxH="260px"
              overflowY="auto"
              borderWidth="1px"
              borderRadius="md"
              p="3"
              aria-busy={tenants.isFetching}
            >
              {rows.map((tenant) => {
                const label = tenantOptionLabel(tenant);
                const here = assignedHere.has(tenant.id);
                return (
                  <Checkbox.Root
                    key={tenant.id}
                    checked={checked.has(tenant.id)}
                    disabled={here}
                    alignItems="flex-start"
                    onCheckedChange={(d) => check(tenant.id, label, d.checked === true)}
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control mt="0.5" />
                    <Checkbox.Label minW="0" overflowWrap="anywhere">
                      {label}
                      {here || tenant.hasActiveLease ? (
                        <Text as="span" display="block" fontSize="xs" color="fg.muted" fontWeight="normal">
                          {here ? 'Already assigned to this unit' : 'Has an active lease'}
                        </Text>
                      ) : null}
                    </Checkbox.Label>
                  </Checkbox.Root>
                );
              })}
            </Stack>
          ) : null}
        </>
      )}

      {showError ? (
        <Field.Root invalid>
          <Field.ErrorText>{meta.error}</Field.ErrorText>
        </Field.Root>
      ) : null}
    </Fieldset.Root>
  );
}
