import { useState, type ReactNode } from 'react';
import { Box, chakra, Table, Text, useSlotRecipe, VisuallyHidden, visuallyHiddenStyle } from '@chakra-ui/react';
import { useIsPhone } from '@/lib/use-is-phone';
import { useRowActionCss } from './row-actions';

export type SortDirection = 'ascending' | 'descending';
export interface SortState {
  column: string;
  direction: SortDirection;
}

export interface DataTableColumn<Row> {
  /** Unique within the table; the sort state names it. */
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  align?: 'start' | 'end';
  /** e.g. '20' for a photo column. */
  width?: string;
  /**
   * The value the column sorts by; give it only where the data allows sorting (all rows are at hand,
   * or the server sorts). Columns without it have a plain header.
   */
  sortValue?: (row: Row) => string | number | boolean | null | undefined;
  /**
   * The column naming the row (its link, e.g. "Unit 101"): a row header (`<th scope="row">`) that
   * stays in view while the table scrolls sideways on a narrow screen.
   */
  rowHeader?: boolean;
  /**
   * Its place on a phone's card (`phoneCards`): `key` beside the card's title, large (the figure a
   * reader scans the list for: rent, amount due), `actions` at the card's foot without a label,
   * `hide` left off the card; otherwise a labelled line under the key figures.
   */
  card?: 'key' | 'actions' | 'hide';
  /** The label on a phone's card when the header is not plain text. */
  cardLabel?: string;
}

export interface DataTableProps<Row> {
  /** The table's name (its `<caption>`); visually hidden unless `showCaption`. */
  caption: string;
  showCaption?: boolean;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Below this width the table scrolls sideways inside its box (the page never does). */
  minWidth?: string;
  /** Controlled sorting (e.g. a list that sorts every row before paging): the sort and its setter. */
  sort?: SortState | null;
  onSortChange?: (sort: SortState) => void;
  /** A `<tfoot>` row, e.g. a total: cells in column order. */
  footer?: ReactNode;
  /** Instead of the `<caption>`: the id of a visible heading naming the table. */
  labelledBy?: string;
  /**
   * Below the md breakpoint, a card per row (see `DataTableCards`) instead of a table that scrolls
   * sideways: for the lists a reader scans on a phone (units, payments, overdue, rent roll, assignments).
   */
  phoneCards?: boolean;
  /** On a phone's cards: a line under the cards in place of the table's `footer` (e.g. the total). */
  cardFooter?: ReactNode;
  /**
   * A report's many columns of figures: smaller type and padding, headers that wrap onto two lines
   * and figures that never do, so the report fits a laptop's width beside the sidebar.
   */
  dense?: boolean;
}

/** `rows` sorted by `sort` (a copy; text compared by locale, missing values last). */
export function sortRows<Row>(
  rows: readonly Row[],
  columns: readonly DataTableColumn<Row>[],
  sort: SortState | null | undefined,
): Row[] {
  const column = sort ? columns.find((c) => c.key === sort.column) : undefined;
  if (!sort || !column?.sortValue) return [...rows];
  const value = column.sortValue;
  const factor = sort.direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    if (x === y) return 0;
    if (x === null || x === undefined) return 1;
    if (y === null || y === undefined) return -1;
    if (typeof x === 'string' && typeof y === 'string')
      return factor * x.localeCompare(y, 'en-US', { numeric: true, sensitivity: 'base' });
    return factor * (x < y ? -1 : 1);
  });
}

/** The sort after a click on `column`'s header: ascending first, then flipping. */
export function nextSort(current: SortState | null | undefined, column: string): SortState {
  if (current?.column === column)
    return { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  return { column, direction: 'ascending' };
}

const STICKY = { position: 'sticky', left: 0, zIndex: 1, bg: 'bg' } as const;
/** The actions column (`card: 'actions'`): in view at the right while a wide table scrolls sideways. */
const STICKY_END = { position: 'sticky', right: 0, zIndex: 1, bg: 'bg' } as const;
/** Which side a column's cells stick to while a wide table scrolls sideways: its naming column, its actions. */
const stickySide = (column: DataTableColumn<never>) =>
  column.rowHeader ? 'start' : column.card === 'actions' ? 'end' : undefined;
/** A header cell's sticky styles (the body's come from `useBodyCss`, by `data-sticky`). */
const stickyOf = (column: DataTableColumn<never>) => {
  const side = stickySide(column);
  return side === 'start' ? STICKY : side === 'end' ? STICKY_END : {};
};

/** The table's size (Chakra's table recipe), for the header's cells and the body's. */
const TABLE_SIZE = 'sm';

/**
 * The body's rows and cells are plain elements, styled once for the whole body: a list draws hundreds
 * of cells, and a styled component per cell computes its styles on every render, most of the work of
 * drawing a page of rows. Their styles are the table recipe's row and cell styles (read from the
 * theme, so they stay what `Table.Row` and `Table.Cell` would have), with the row header's weight, a
 * column's alignment (`data-align`) and the sticky columns (`data-sticky`). Under `:where()` they
 * weigh as one class, as the recipe's did, so a table's own rules (`dense`) still win over them. A
 * row's actions (`RowAction`) are styled here too.
 */
function useBodyCss() {
  const styles = useSlotRecipe({ key: 'table' })({ size: TABLE_SIZE });
  const rowActions = useRowActionCss();
  return {
    ...rowActions,
    '& > :where(tr)': styles.row,
    '& > :where(tr) > :where(td, th)': styles.cell,
    '& > :where(tr) > :where(th)': { fontWeight: 'semibold' },
    '& > :where(tr) > :where([data-align="end"])': { textAlign: 'end' },
    '& > :where(tr) > :where([data-sticky="start"])': STICKY,
    '& > :where(tr) > :where([data-sticky="end"])': STICKY_END,
  };
}

/**
 * `dense`: each cell's padding and type one step down; headers and names wrap where the width asks it
 * (the scroll area keeps every line whole), figures stay on one line.
 */
const DENSE = {
  '& th, & td': {
    paddingInline: '1.5',
    paddingBlock: '1.5',
    fontSize: 'xs',
    lineHeight: '1.3',
    whiteSpace: 'normal',
  },
  '& thead th': { verticalAlign: 'bottom' },
  '& td[data-align="end"], & th[data-align="end"]': { whiteSpace: 'nowrap' },
} as const;

/**
 * The app's data table (units, tenant assignments, tax breakdown, and the lists to come): a caption,
 * column headers, sortable headers where a column has a `sortValue`, and the row's link in its
 * `rowHeader` column.
 *
 * Narrow screens (a choice, written down in docs): with `phoneCards` a list a reader scans becomes a
 * card per row below md (`DataTableCards`); otherwise the table keeps its columns and scrolls sideways
 * inside its own box, never the page, with the row-header column in view (sticky) so a row is always
 * identifiable, and below the md breakpoint a line under the table says it scrolls.
 *
 * Sorting is client-side over the rows given: uncontrolled (the table sorts them) unless `sort` and
 * `onSortChange` are passed (the parent sorts, e.g. every row before paging, with `sortRows`).
 */
export function DataTable<Row>({
  caption,
  showCaption = false,
  columns,
  rows,
  rowKey,
  minWidth = '640px',
  sort: controlledSort,
  onSortChange,
  footer,
  labelledBy,
  phoneCards = false,
  cardFooter,
  dense = false,
}: DataTableProps<Row>) {
  const [ownSort, setOwnSort] = useState<SortState | null>(null);
  const phone = useIsPhone();
  const bodyCss = useBodyCss();
  const controlled = onSortChange !== undefined;
  const sort = controlled ? controlledSort : ownSort;
  const shown = controlled ? rows : sortRows(rows, columns, ownSort);
  const changeSort = (column: string) => {
    const next = nextSort(sort, column);
    if (controlled) onSortChange(next);
    else setOwnSort(next);
  };

  if (phoneCards && phone)
    return (
      <DataTableCards caption={caption} columns={columns} rows={shown} rowKey={rowKey} labelledBy={labelledBy}>
        {cardFooter}
      </DataTableCards>
    );

  return (
    <Box>
      {/* position relative: the visually hidden caption (absolutely positioned) stays inside the scrolling
          box instead of widening the page when the table is wider than a phone's screen. */}
      <Table.ScrollArea borderWidth="1px" borderRadius="md" maxW="full" position="relative">
        <Table.Root size={TABLE_SIZE} minW={minWidth} aria-labelledby={labelledBy} css={dense ? DENSE : undefined}>
          {labelledBy ? null : showCaption ? (
            <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold" mt="0" mb="2">
              {caption}
            </Table.Caption>
          ) : (
            <Table.Caption>
              <VisuallyHidden>{caption}</VisuallyHidden>
            </Table.Caption>
          )}
          <Table.Header>
            <Table.Row>
              {columns.map((column) => {
                const sorted = sort?.column === column.key ? sort.direction : undefined;
                return (
                  <Table.ColumnHeader
                    key={column.key}
                    scope="col"
                    w={column.width}
                    textAlign={column.align}
                    data-align={column.align}
                    aria-sort={column.sortValue ? (sorted ?? 'none') : undefined}
                    {...stickyOf(column as DataTableColumn<never>)}
                  >
                    {column.sortValue ? (
                      <chakra.button
                        type="button"
                        onClick={() => changeSort(column.key)}
                        display="inline-flex"
                        gap="1"
                        alignItems="center"
                        fontWeight="inherit"
                        cursor="pointer"
                        _hover={{ textDecoration: 'underline' }}
                      >
                        {column.header}
                        {/* A hidden element, not CSS generated content: Chromium adds `::after` text to the
                            accessible name, so the header would read "Unit ↕"; aria-sort says the order. */}
                        <chakra.span aria-hidden="true" color={sorted ? 'fg' : 'fg.subtle'}>
                          {sorted === 'ascending' ? '▲' : sorted === 'descending' ? '▼' : '↕'}
                        </chakra.span>
                      </chakra.button>
                    ) : (
                      column.header
                    )}
                  </Table.ColumnHeader>
                );
              })}
            </Table.Row>
          </Table.Header>
          <Table.Body css={bodyCss}>
            {shown.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => {
                  const Cell = column.rowHeader ? 'th' : 'td';
                  return (
                    <Cell
                      key={column.key}
                      scope={column.rowHeader ? 'row' : undefined}
                      data-align={column.align}
                      data-sticky={stickySide(column as DataTableColumn<never>)}
                    >
                      {column.cell(row)}
                    </Cell>
                  );
                })}
              </tr>
            ))}
          </Table.Body>
          {footer ? <Table.Footer>{footer}</Table.Footer> : null}
        </Table.Root>
      </Table.ScrollArea>
      {/* A hint for the screen, never for paper. */}
      <Text hideFrom="md" fontSize="xs" color="fg.muted" mt="1" css={{ '@media print': { display: 'none' } }}>
        Scroll the table sideways to see all columns.
      </Text>
    </Box>
  );
}

/**
 * The cards' parts are plain elements styled once from the list (as the table body, `useBodyCss`):
 * each card's head (its title and key figures), its labelled lines, its actions.
 */
const CARDS_CSS = {
  listStyleType: 'none',
  display: 'grid',
  gap: '3',
  '& > li': { borderWidth: '1px', borderRadius: 'md', p: '3', bg: 'bg.panel', minW: '0' },
  '& [data-card="head"]': {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'baseline',
    gap: '3',
    flexWrap: 'wrap',
  },
  '& [data-card="title"]': { fontWeight: 'semibold', minW: '0', overflowWrap: 'anywhere' },
  '& [data-card="key"]': { textAlign: 'end', fontSize: 'lg', fontWeight: 'semibold' },
  '& [data-card="hidden"]': visuallyHiddenStyle,
  '& [data-card="lines"]': {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: '2',
    mt: '2',
    fontSize: 'sm',
  },
  '& [data-card="line"]': { minW: '0' },
  '& [data-card="line"] > dt': { color: 'fg.muted', fontSize: 'xs' },
  '& [data-card="line"] > dd': { overflowWrap: 'anywhere' },
  '& [data-card="action"]': { mt: '3' },
} as const;

const headerText = (column: DataTableColumn<unknown>): string =>
  column.cardLabel ?? (typeof column.header === 'string' ? column.header : column.key);

/**
 * A table's rows as cards, one per row, for a phone (`DataTable`'s `phoneCards`): the row's name
 * (its `rowHeader` column) and its key figures on the first line, the other columns as label/value
 * lines under it (label above value), then the row's actions. A list (`<ul>`) named like the table,
 * each card's lines a definition list, so a screen reader hears which value is which.
 */
export function DataTableCards<Row>({
  caption,
  columns,
  rows,
  rowKey,
  labelledBy,
  children,
}: Pick<DataTableProps<Row>, 'caption' | 'columns' | 'rows' | 'rowKey' | 'labelledBy'> & { children?: ReactNode }) {
  const title = columns.find((c) => c.rowHeader);
  const keys = columns.filter((c) => c.card === 'key');
  const actions = columns.filter((c) => c.card === 'actions');
  const lines = columns.filter((c) => !c.rowHeader && !c.card);
  const rowActions = useRowActionCss();
  return (
    <Box>
      <chakra.ul
        css={[CARDS_CSS, rowActions]}
        aria-label={labelledBy ? undefined : caption}
        aria-labelledby={labelledBy}
        data-testid="table-cards"
      >
        {rows.map((row) => (
          <li key={rowKey(row)}>
            <div data-card="head">
              {title ? <p data-card="title">{title.cell(row)}</p> : null}
              {keys.map((column) => (
                <div key={column.key} data-card="key">
                  <span data-card="hidden">{headerText(column as DataTableColumn<unknown>)}: </span>
                  {column.cell(row)}
                </div>
              ))}
            </div>
            {lines.length ? (
              <dl data-card="lines">
                {lines.map((column) => (
                  <div key={column.key} data-card="line">
                    <dt>{headerText(column as DataTableColumn<unknown>)}</dt>
                    <dd>{column.cell(row)}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
            {actions.map((column) => (
              <div key={column.key} data-card="action">
                {column.cell(row)}
              </div>
            ))}
          </li>
        ))}
      </chakra.ul>
      {children ? (
        <Box mt="2" fontWeight="semibold">
          {children}
        </Box>
      ) : null}
    </Box>
  );
}
