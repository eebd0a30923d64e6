import Papa from 'papaparse';
import { toCsv } from './csv';

/** The cells a spreadsheet reads back from `csv` (papaparse's reader, as Excel and Sheets split it). */
function cells(csv: string): string[][] {
  return Papa.parse<string[]>(csv.trim()).data;
}

describe('toCsv', () => {
  it('writes every text that starts like a formula as text: a leading quote, the cell quoted', () => {
    const hostile = [
      '=HYPERLINK("http://x","Pay here")',
      '+1',
      '-2+3',
      '@SUM(A1)',
      '\tTab',
      '\rCR',
      '=1+1\nsecond line',
    ];
    const csv = toCsv(
      ['Name'],
      hostile.map((text) => [text]),
    );
    expect(cells(csv).slice(1)).toEqual(hostile.map((text) => [`'${text}`]));
    expect(csv.split('\r\n')[1]).toBe(`"'=HYPERLINK(""http://x"",""Pay here"")"`);
    expect(csv.split('\r\n')[4]).toBe(`"'@SUM(A1)"`);
  });

  it('keeps numbers as numbers (a negative amount too) and leaves ordinary text and dates alone', () => {
    const csv = toCsv(
      ['Amount', 'Balance', 'Date', 'Note', 'Empty'],
      [
        [-50, 0, '2026-11-05', 'Rent - November', null],
        [1234.5, -0.01, '2026-12-05', 'a=b', undefined],
      ],
    );
    expect(csv.split('\r\n')).toEqual([
      'Amount,Balance,Date,Note,Empty',
      '-50,0,2026-11-05,Rent - November,',
      '1234.5,-0.01,2026-12-05,a=b,',
    ]);
  });
});
