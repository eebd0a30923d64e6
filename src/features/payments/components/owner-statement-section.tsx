import { useId } from 'react';
import { Box, Button, HStack, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { FilterSelect } from '@/components/filter-select';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { SectionCard } from '@/components/section-card';
import { propertyQueries } from '@/lib/api/queries';
import type { OwnerStatement, OwnerStatementUnit, OwnerStatementWorkOrder } from '@/lib/api/schema.gen';
import { formatDate, formatMoney, formatPersonName, EMPTY_CELL } from '@/lib/format';
import { dueForMonth } from '@/lib/money-labels';
import { statementMonths } from '@/lib/owner-statement';
import { paths } from '@/lib/paths';
import { useSearchParamsUpdater } from '@/lib/use-search-params-updater';
import { useToday } from '@/lib/use-today';
import { downloadCsv } from '../lib/csv';
import { ownerStatementCsv } from '../lib/owner-statement-csv';
import { monthLabel } from '../lib/rent-roll';
import { Tile } from './report-frame';
import { PrintArea, PrintButton } from './print';

export const OWNER_STATEMENT_TEXT = {
  title: 'Owner Statement',
  loading: 'Loading statement…',
  errorTitle: 'Error loading statement',
  errorText: 'There was an error loading the owner statement. Please try again later.',
  noUnits: 'No units in this property',
  noUnitsText: 'Add a unit to see its rent, late fees and maintenance here.',
  noWorkOrders: 'No work orders completed this month.',
} as const;

/** The URL key of the viewed month (absent: the current month), so a statement can be linked and reloaded. */
export const STATEMENT_MONTH_PARAM = 'statementMonth';
/** How far back the month picker goes: two years of statements, the current month included. */
const MONTHS_OFFERED = 24;

/**
 * The owner statement of a property (what the property earned in one month), as a section of the
 * property page rather than a page of its own: a manager opens the property and reads or prints its
 * month there, next to its units. Print shows only this section (`PrintArea`); the month picker offers
 * the current month and the 23 before it, never a later one (the server refuses those).
 */
export function OwnerStatementSection({ propertyId }: { propertyId: string }) {
  const [params, setParams] = useSearchParamsUpdater();
  const current = useToday().slice(0, 7);
  const months = statementMonths(current, MONTHS_OFFERED);
  const asked = params.get(STATEMENT_MONTH_PARAM);
  const month = asked && months.includes(asked) ? asked : current;
  const query = useQuery({ ...propertyQueries.statement(propertyId, month), placeholderData: (previous) => previous });

  const chooseMonth = (next: string) =>
    setParams(
      (p) => {
        const out = new URLSearchParams(p);
        if (next === current) out.delete(STATEMENT_MONTH_PARAM);
        else out.set(STATEMENT_MONTH_PARAM, next);
        return out;
      },
      { replace: true, preventScrollReset: true },
    );

  const statement = query.data?.month === month ? query.data : undefined;
  return (
    <PrintArea>
      <SectionCard
        title={OWNER_STATEMENT_TEXT.title}
        actions={
          <HStack gap="2" data-print="hide" wrap="wrap">
            <Button
              variant="outline"
              size="sm"
              disabled={!statement}
              onClick={() => statement && downloadCsv(csvName(statement), ownerStatementCsv(statement))}
            >
              Export CSV
            </Button>
            <PrintButton />
          </HStack>
        }
      >
        <HStack gap="4" wrap="wrap" align="end">
          <Box maxW="14rem" w="full" data-print="hide">
            <FilterSelect
              label="Month"
              value={month}
              options={months.map((m) => ({ value: m, label: monthLabel(m) }))}
              onChange={chooseMonth}
            />
          </Box>
          <Text fontWeight="semibold" aria-live="polite">
            {statement ? `${statement.property.name} · ${monthLabel(month)}` : monthLabel(month)}
          </Text>
        </HStack>
        {query.isError && !statement ? (
          <ErrorState
            title={OWNER_STATEMENT_TEXT.errorTitle}
            text={OWNER_STATEMENT_TEXT.errorText}
            onRetry={() => void query.refetch()}
            isRetrying={query.isRefetching}
          />
        ) : !query.data ? (
          <LoadingState label={OWNER_STATEMENT_TEXT.loading} minHeight="24" />
        ) : (
          <Box opacity={statement ? 1 : 0.6} aria-busy={!statement}>
            <StatementBody statement={query.data} />
          </Box>
        )}
      </SectionCard>
    </PrintArea>
  );
}

const csvName = (s: OwnerStatement) =>
  `owner-statement-${s.property.name
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase()}-${s.month}.csv`;

function StatementBody({ statement }: { statement: OwnerStatement }) {
  const { summary } = statement;
  if (statement.units.length === 0)
    return <EmptyState title={OWNER_STATEMENT_TEXT.noUnits} text={OWNER_STATEMENT_TEXT.noUnitsText} titleAs="h3" />;
  return (
    <Stack gap="5">
      <SimpleGrid columns={{ base: 2, lg: 4 }} gap="3" role="group" aria-label="Totals of the month">
        <Tile label="Rent Expected" value={formatMoney(summary.rentExpected)} />
        <Tile label="Rent Collected" value={formatMoney(summary.rentCollected)} />
        {/* The month's rent still unpaid, captioned as the rent roll's Outstanding Balance is (same rows). */}
        <Tile
          label="Rent Outstanding"
          value={formatMoney(summary.rentOutstanding)}
          help={dueForMonth(monthLabel(statement.month))}
        />
        <Tile label="Late Fees Charged" value={formatMoney(summary.lateFeesCharged)} />
        <Tile label="Late Fees Collected" value={formatMoney(summary.lateFeesCollected)} />
        <Tile label="Maintenance Spent" value={formatMoney(summary.maintenanceSpent)} />
        <Tile label="Net" value={formatMoney(summary.net)} />
        <Tile label="Occupied Units" value={`${summary.occupiedUnits} / ${statement.units.length}`} />
      </SimpleGrid>
      <Text fontSize="sm" color="fg.muted">
        Net = rent collected + late fees collected − maintenance spent. Rent counts in the month it was due for, as on
        the rent roll; maintenance is the total cost of work orders completed in the month.
      </Text>
      <UnitRows statement={statement} />
      <WorkOrderRows orders={statement.workOrders} />
    </Stack>
  );
}

function UnitRows({ statement }: { statement: OwnerStatement }) {
  const { summary } = statement;
  const money = (key: keyof OwnerStatementUnit & keyof typeof summary, header: string) => ({
    key,
    header,
    align: 'end' as const,
    cell: (u: OwnerStatementUnit) => formatMoney(u[key] as number),
  });
  const columns: DataTableColumn<OwnerStatementUnit>[] = [
    {
      key: 'unit',
      header: 'Unit',
      rowHeader: true,
      cell: (u) => <RouterLink to={paths.units.detail(u.unit.id)}>Unit {u.unit.unitNumber}</RouterLink>,
    },
    {
      key: 'tenant',
      header: 'Tenant',
      cell: (u) =>
        u.tenant ? (
          <RouterLink to={paths.tenants.detail(u.tenant.id)}>{formatPersonName(u.tenant)}</RouterLink>
        ) : (
          'Vacant'
        ),
    },
    money('rentExpected', 'Rent Expected'),
    money('rentCollected', 'Rent Collected'),
    money('rentOutstanding', 'Rent Outstanding'),
    money('lateFeesCharged', 'Late Fees Charged'),
    money('lateFeesCollected', 'Late Fees Collected'),
    money('maintenanceSpent', 'Maintenance'),
    money('net', 'Net'),
  ];
  const totals = [
    summary.rentExpected,
    summary.rentCollected,
    summary.rentOutstanding,
    summary.lateFeesCharged,
    summary.lateFeesCollected,
    summary.maintenanceSpent,
    summary.net,
  ];
  return (
    <DataTable
      caption={`Owner statement of ${statement.property.name}, ${monthLabel(statement.month)}, by unit`}
      columns={columns}
      rows={statement.units}
      rowKey={(u) => u.unit.id}
      minWidth="0"
      dense
      footer={
        <Table.Row fontWeight="semibold">
          <Table.ColumnHeader scope="row">Total</Table.ColumnHeader>
          <Table.Cell />
          {totals.map((value, i) => (
            <Table.Cell key={i} textAlign="end">
              {formatMoney(value)}
            </Table.Cell>
          ))}
        </Table.Row>
      }
    />
  );
}

function WorkOrderRows({ orders }: { orders: readonly OwnerStatementWorkOrder[] }) {
  const headingId = useId();
  const columns: DataTableColumn<OwnerStatementWorkOrder>[] = [
    {
      key: 'number',
      header: 'Work Order',
      rowHeader: true,
      cell: (w) => <RouterLink to={paths.workOrders.detail(w.id)}>{w.workOrderNumber}</RouterLink>,
    },
    { key: 'unit', header: 'Unit', cell: (w) => (w.unitNumber ? `Unit ${w.unitNumber}` : EMPTY_CELL) },
    { key: 'title', header: 'Request', cell: (w) => w.title },
    { key: 'completed', header: 'Completed', cell: (w) => formatDate(w.completedDate) },
    { key: 'cost', header: 'Total Cost', align: 'end', cell: (w) => formatMoney(w.totalCost) },
  ];
  return (
    <Stack gap="2">
      <Text as="h3" fontWeight="semibold" id={headingId}>
        Maintenance
      </Text>
      {orders.length === 0 ? (
        <Text color="fg.muted">{OWNER_STATEMENT_TEXT.noWorkOrders}</Text>
      ) : (
        <DataTable
          labelledBy={headingId}
          caption="Work orders completed in the month"
          columns={columns}
          rows={orders}
          rowKey={(w) => w.id}
          minWidth="640px"
        />
      )}
    </Stack>
  );
}
