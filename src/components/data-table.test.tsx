import { screen, within } from '@testing-library/react';
import { Link as RouterLink } from 'react-router';
import { renderWithProviders } from '@/testing/render';
import { DataTable, DataTableCards, sortRows, type DataTableColumn } from './data-table';
import { Pager } from './pager';

interface Row {
  id: string;
  name: string;
  rent: number;
}
const rows: Row[] = [
  { id: 'b', name: 'Unit 10', rent: 900 },
  { id: 'a', name: 'Unit 2', rent: 1500 },
  { id: 'c', name: 'Unit 1', rent: 1200 },
];
const columns: DataTableColumn<Row>[] = [
  {
    key: 'name',
    header: 'Unit',
    rowHeader: true,
    sortValue: (r) => r.name,
    cell: (r) => <RouterLink to={`/units/${r.id}`}>{r.name}</RouterLink>,
  },
  { key: 'rent', header: 'Rent', align: 'end', sortValue: (r) => r.rent, cell: (r) => `$${r.rent}` },
  { key: 'note', header: 'Note', cell: () => '—' },
];
const names = () =>
  within(screen.getByRole('table', { name: 'Units' }))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('DataTable', () => {
  it('names the table by its caption, lists the headers and links each row from its row header', () => {
    renderWithProviders(<DataTable caption="Units" columns={columns} rows={rows} rowKey={(r) => r.id} />);
    const table = screen.getByRole('table', { name: 'Units' });
    expect(within(table).getAllByRole('columnheader')).toHaveLength(3);
    for (const name of ['Unit', 'Rent', 'Note']) {
      expect(within(table).getByRole('columnheader', { name })).toBeInTheDocument();
    }
    expect(within(table).getByRole('link', { name: 'Unit 2' })).toHaveAttribute('href', '/units/a');
  });

  it('sorts by a sortable column, ascending then descending, and says so with aria-sort', async () => {
    const { user } = renderWithProviders(
      <DataTable caption="Units" columns={columns} rows={rows} rowKey={(r) => r.id} />,
    );
    expect(names()).toEqual(['Unit 10', 'Unit 2', 'Unit 1']);
    const rent = screen.getByRole('columnheader', { name: 'Rent' });
    expect(rent).toHaveAttribute('aria-sort', 'none');
    await user.click(within(rent).getByRole('button', { name: 'Rent' }));
    expect(names()).toEqual(['Unit 10', 'Unit 1', 'Unit 2']);
    expect(rent).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(rent).getByRole('button', { name: 'Rent' }));
    expect(names()).toEqual(['Unit 2', 'Unit 1', 'Unit 10']);
    expect(rent).toHaveAttribute('aria-sort', 'descending');
    // A column without a sort value has a plain header.
    expect(within(screen.getByRole('columnheader', { name: 'Note' })).queryByRole('button')).not.toBeInTheDocument();
  });

  it("shows the sort arrow beside a sortable header, hidden from the header's accessible name", async () => {
    const { user } = renderWithProviders(
      <DataTable caption="Units" columns={columns} rows={rows} rowKey={(r) => r.id} />,
    );
    // The name stays exactly the column's name (a string name matches the whole accessible name).
    const rent = screen.getByRole('columnheader', { name: 'Rent' });
    const arrow = within(rent).getByText('↕');
    expect(arrow).toHaveAttribute('aria-hidden', 'true');
    await user.click(within(rent).getByRole('button', { name: 'Rent' }));
    expect(within(rent).getByText('▲')).toHaveAttribute('aria-hidden', 'true');
    await user.click(within(rent).getByRole('button', { name: 'Rent' }));
    expect(within(rent).getByText('▼')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('columnheader', { name: 'Rent' })).toBe(rent);
  });

  it('sortRows compares text by number-aware locale order', () => {
    expect(sortRows(rows, columns, { column: 'name', direction: 'ascending' }).map((r) => r.name)).toEqual([
      'Unit 1',
      'Unit 2',
      'Unit 10',
    ]);
  });
});

describe('Pager', () => {
  it('shows the range and total, and moves between pages', async () => {
    const onPage = vi.fn();
    const { user } = renderWithProviders(
      <Pager page={2} pageSize={100} total={10_000} onPage={onPage} noun={['unit', 'units']} />,
    );
    expect(screen.getByText('Showing 101–200 of 10,000 units')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 100')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenCalledWith(3);
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPage).toHaveBeenCalledWith(1);
  });

  it('shows only the summary when everything fits on one page', () => {
    renderWithProviders(<Pager page={1} pageSize={100} total={1} onPage={() => {}} noun={['unit', 'units']} />);
    expect(screen.getByText('Showing 1–1 of 1 unit')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });
});

describe('DataTableCards (a phone)', () => {
  it('shows a card per row: its name and key figure first, the other columns as labelled lines, the actions last', () => {
    const cardColumns: DataTableColumn<Row>[] = [
      columns[0]!,
      { key: 'note', header: 'Note', cell: () => 'Corner unit' },
      { key: 'rent', header: 'Rent', card: 'key', cell: (r) => `$${r.rent}` },
      { key: 'photo', header: 'Photo', card: 'hide', cell: () => 'photo' },
      { key: 'actions', header: 'Actions', card: 'actions', cell: (r) => <button type="button">Edit {r.name}</button> },
    ];
    renderWithProviders(
      <DataTableCards caption="Units" columns={cardColumns} rows={rows} rowKey={(r) => r.id}>
        Total: $3,600
      </DataTableCards>,
    );
    const cards = within(screen.getByRole('list', { name: 'Units' })).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    const first = within(cards[0]!);
    expect(first.getByRole('link', { name: 'Unit 10' })).toHaveAttribute('href', '/units/b');
    // The key figure comes before the labelled lines, and carries its column's name for a screen reader.
    expect(cards[0]!.textContent).toMatch(/^Unit 10Rent: \$900NoteCorner unitEdit Unit 10$/);
    expect(first.getByRole('term')).toHaveTextContent('Note');
    expect(first.getByRole('definition')).toHaveTextContent('Corner unit');
    expect(first.queryByText('photo')).not.toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Edit Unit 10' })).toBeInTheDocument();
    expect(screen.getByText('Total: $3,600')).toBeInTheDocument();
  });
});
