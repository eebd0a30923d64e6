import { useEffect, type ComponentProps, type ReactNode } from 'react';
import { Box, SimpleGrid, Stack, Stat, Text, type SimpleGridProps } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { DataTable, type DataTableColumn, type DataTableProps } from '@/components/data-table';
import { Pager } from '@/components/pager';
import { ErrorState, LoadingState } from '@/components/page-states';
import type { PropertyRef, TenantRef, UnitRef } from '@/lib/api/schema.gen';
import { formatPersonName, EMPTY_CELL, UNKNOWN_PERSON } from '@/lib/format';
import { pageCount } from '@/lib/page-param';
import { useDeferredAnswer } from '@/lib/use-deferred-answer';
import { paths } from '@/lib/paths';
import { PrintArea } from './print';
import { ReportPropertyFilter } from './property-filter';

/** One figure of a money report's tiles: its label above its value, with a line of help below. */
export function Tile({ label, value, help }: { label: string; value: string; help?: string }) {
  return (
    // Smaller on a phone, where the reports show two tiles a row.
    <Stat.Root borderWidth="1px" borderRadius="l3" p={{ base: '3', md: '4' }} bg="bg.panel" minW="0">
      <Stat.Label>{label}</Stat.Label>
      <Stat.ValueText textStyle={{ base: 'lg', md: '2xl' }} overflowWrap="anywhere">
        {value}
      </Stat.ValueText>
      {/* A <dd> of the tile's <dl> (Stat.HelpText is a span, not allowed directly in a dl). */}
      {help ? (
        <Box as="dd" fontSize="sm" color="fg.muted">
          {help}
        </Box>
      ) : null}
    </Stat.Root>
  );
}

/**
 * What both views of the overdue report (by severity, aging) show the same way, inside the print
 * layout: a heading only the printout shows, the filters (the property, then the view's own; hidden
 * in print), then the report's loading or error state (with Retry), or its tiles and `children`.
 */
export function ReportFrame<T>({
  printHeading,
  header,
  filterLabel,
  propertyId,
  onProperty,
  filter,
  query,
  loadingLabel,
  error,
  tileColumns,
  tiles,
  children,
}: {
  printHeading: string;
  /** Above the filters, e.g. the switch between the views. */
  header?: ReactNode;
  /** The filters' search landmark, e.g. "Filter overdue payments". */
  filterLabel: string;
  propertyId: string;
  onProperty: (id: string) => void;
  /** The view's filter beside the property's. */
  filter: ReactNode;
  query: UseQueryResult<T>;
  loadingLabel: string;
  error: { title: string; text: string };
  tileColumns: SimpleGridProps['columns'];
  tiles: (data: T) => readonly { label: string; value: string; help?: string }[];
  children: (data: T) => ReactNode;
}) {
  const shown = useDeferredAnswer(query);
  return (
    <PrintArea>
      <Stack gap="5">
        <Text display="none" css={{ '@media print': { display: 'block' } }}>
          {printHeading}
        </Text>
        {header}
        <SimpleGrid
          as="form"
          role="search"
          aria-label={filterLabel}
          columns={{ base: 1, sm: 2 }}
          gap="3"
          maxW="2xl"
          data-print="hide"
          onSubmit={(e) => e.preventDefault()}
        >
          <ReportPropertyFilter value={propertyId} onChange={onProperty} />
          {filter}
        </SimpleGrid>
        {query.isError ? (
          <ErrorState
            title={error.title}
            text={error.text}
            onRetry={() => void query.refetch()}
            isRetrying={query.isRefetching}
          />
        ) : shown === undefined ? (
          <LoadingState label={loadingLabel} />
        ) : (
          <>
            <SimpleGrid columns={tileColumns} gap="4">
              {tiles(shown.data).map((tile) => (
                <Tile key={tile.label} label={tile.label} value={tile.value} help={tile.help} />
              ))}
            </SimpleGrid>
            {children(shown.data)}
          </>
        )}
      </Stack>
    </PrintArea>
  );
}

/**
 * The Property, Unit and Tenant columns of a report's rows, each a link to its record (a dash, or
 * Unknown for a tenant, when the record is gone); `rowHeader` is the column that names the row.
 */
export function placeColumns<
  T extends { property: PropertyRef | null; unit: UnitRef | null; tenant: TenantRef | null },
>(rowHeader: 'unit' | 'tenant'): DataTableColumn<T>[] {
  return [
    {
      key: 'property',
      header: 'Property',
      cell: (r) =>
        r.property ? (
          <RouterLink to={paths.properties.detail(r.property.id)}>{r.property.name}</RouterLink>
        ) : (
          EMPTY_CELL
        ),
    },
    {
      key: 'unit',
      header: 'Unit',
      rowHeader: rowHeader === 'unit',
      cell: (r) =>
        r.unit ? <RouterLink to={paths.units.detail(r.unit.id)}>Unit {r.unit.unitNumber}</RouterLink> : EMPTY_CELL,
    },
    {
      key: 'tenant',
      header: 'Tenant',
      rowHeader: rowHeader === 'tenant',
      cell: (r) =>
        r.tenant ? (
          <RouterLink to={paths.tenants.detail(r.tenant.id)}>{formatPersonName(r.tenant)}</RouterLink>
        ) : (
          UNKNOWN_PERSON
        ),
    },
  ];
}

/** A report's page of rows and its pager (hidden in print, where every row is shown). */
export function ReportRows<T>({ table, pager }: { table: DataTableProps<T>; pager: ComponentProps<typeof Pager> }) {
  return (
    <Stack gap="3">
      <DataTable {...table} />
      <Box data-print="hide">
        <Pager {...pager} />
      </Box>
    </Stack>
  );
}

/**
 * Goes to the last page when the URL's page is past it (rows paid since, a link kept), once the
 * report's own answer for that page is in.
 */
export function useLastPageWhenPastEnd({
  query,
  page,
  total,
  pageSize,
  setPage,
}: {
  query: UseQueryResult;
  page: number;
  total: number;
  pageSize: number;
  setPage: (page: number) => void;
}) {
  const pages = pageCount(total, pageSize);
  const pastEnd = Boolean(query.data && !query.isPlaceholderData && page > pages);
  useEffect(() => {
    if (pastEnd) setPage(pages);
  }, [pastEnd, pages, setPage]);
}
