import Papa from 'papaparse';

/** A CSV cell: amounts as numbers, dates as ISO `YYYY-MM-DD`, text as is; null/undefined empty. */
export type CsvCell = string | number | null | undefined;

/**
 * CSV text of `rows` under `columns` (header row first), quoted by papaparse (commas, quotes, line
 * breaks); CRLF line ends, as spreadsheet programs expect.
 */
export function toCsv(columns: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return Papa.unparse(
    {
      fields: [...columns],
      data: rows.map((row) => row.map((cell) => (cell === null || cell === undefined ? '' : cell))),
    },
    { newline: '\r\n' },
  );
}

/** Downloads `csv` as `filename` (a Blob behind a temporary link). */
export function downloadCsv(filename: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
