import Papa from 'papaparse';
import { saveFile } from '@/lib/save-file';

/**
 * A CSV cell: amounts as numbers, dates as ISO `YYYY-MM-DD`, text as is (a text that a spreadsheet
 * would read as a formula gets a leading `'`); null/undefined empty.
 */
export type CsvCell = string | number | null | undefined;

/**
 * The first characters that make Excel, LibreOffice or Google Sheets read a cell as a formula (OWASP
 * "CSV Injection": `=`, `+`, `-`, `@`, tab, carriage return). papaparse's own default for
 * `escapeFormulae: true` ends in `.*$`, which misses a text that also holds a line break later on (a
 * note of two lines), so the pattern is only the first character.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * CSV text of `rows` under `columns` (header row first), quoted by papaparse (commas, quotes, line
 * breaks); CRLF line ends, as spreadsheet programs expect. Every text cell that starts like a formula
 * (a tenant named `=HYPERLINK(…)`, a note starting with `-`) is written as text: papaparse puts a `'`
 * before it and quotes it. Numbers are written as numbers, a negative amount too.
 */
export function toCsv(columns: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return Papa.unparse(
    {
      fields: [...columns],
      data: rows.map((row) => row.map((cell) => (cell === null || cell === undefined ? '' : cell))),
    },
    { newline: '\r\n', escapeFormulae: FORMULA_START },
  );
}

/** Downloads `csv` as `filename` (a Blob behind a temporary link). */
export function downloadCsv(filename: string, csv: string): void {
  saveFile(new Blob([csv], { type: 'text/csv;charset=utf-8' }), filename);
}
