import { useEffect, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Box, Button } from '@chakra-ui/react';

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
      <style>{`@media print {
  body * { visibility: hidden; }
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
 * Whether the browser is printing (from `beforeprint` to `afterprint`): a report that shows a page of its
 * rows on screen prints every row. The change is rendered synchronously, before the print layout is taken.
 */
export function usePrinting(): boolean {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    const before = () => flushSync(() => setPrinting(true));
    const after = () => setPrinting(false);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);
  return printing;
}
