import { useState, type ReactNode } from 'react';
import { Box, Button } from '@chakra-ui/react';
import { flushSync } from 'react-dom';

/**
 * Print layout of the reports (rent roll, overdue report): `@media print` hides everything but the
 * report (the shell's header, sidebar and footer, the filters and buttons marked `data-print="hide"`).
 */
export function PrintArea({ children }: { children: ReactNode }) {
  return (
    <Box
      data-print-area=""
      css={{
        '@media print': {
          '& [data-print="hide"]': { display: 'none !important' },
        },
      }}
    >
      {/* The page around the report takes no room on paper: its box is cut to nothing (the report, placed
          from the top of the page, is not clipped by it), so no blank pages follow the report. */}
      <style>{`@media print {
  body * { visibility: hidden; }
  body > *:has([data-print-area]) { height: 0; overflow: hidden; }
  [data-print-area], [data-print-area] * { visibility: visible; }
  [data-print-area] { position: absolute; inset: 0 auto auto 0; width: 100%; }
}`}</style>
      {children}
    </Box>
  );
}

/** Opens the browser's print dialog (the print layout above). */
export function PrintButton() {
  return (
    <Button variant="outline" onClick={() => window.print()}>
      Print
    </Button>
  );
}

/**
 * Print of every row of a paged report: `print` fetches them, shows them in place of the page
 * (`printRows`) while the browser's print dialog is open, then the page again. The browser's own print
 * (Ctrl+P) prints the page shown.
 */
export function usePrintEveryRow<Row>(everyRow: () => Promise<Row[]>) {
  const [printRows, setPrintRows] = useState<Row[] | null>(null);
  const print = async () => {
    const rows = await everyRow();
    flushSync(() => setPrintRows(rows));
    window.print();
    setPrintRows(null);
  };
  return { printRows, print };
}
