import type { ReactNode } from 'react';
import { Box, Text } from '@chakra-ui/react';
import { createPortal } from 'react-dom';
import type { PropertyRef } from '@/lib/api/schema.gen';
import { formatAddress, EMPTY_CELL } from '@/lib/format';

/**
 * Only the statement prints: the app's root and every other portal are left out of the printed page
 * (not merely hidden, so they take no room and the statement starts at the top of page 1).
 */
const PRINT_ONLY_THE_STATEMENT = `@media print {
  body > *:not([data-print-document]) { display: none !important; }
  @page { margin: 14mm; }
}`;

/** A statement table's cells: a text cell and a figure (right-aligned, never wrapped). */
export const STATEMENT_CELL = {
  borderBottomWidth: '1px',
  borderColor: 'gray.300',
  px: '1.5',
  py: '1',
  textAlign: 'start',
} as const;
export const STATEMENT_FIGURE = { ...STATEMENT_CELL, textAlign: 'end', whiteSpace: 'nowrap' } as const;

/**
 * A statement for paper (the tenant statement, the itemized deposit statement): the property as the
 * sender (its name and address, which is also where to pay) and the statement's title with its
 * references, then the statement itself. Rendered beside the app (a portal into `<body>`) and shown
 * only in print.
 */
export function StatementDocument({
  testId,
  property,
  title,
  references,
  children,
}: {
  testId: string;
  property: PropertyRef | null;
  title: string;
  references: ReactNode;
  children: ReactNode;
}) {
  return createPortal(
    <Box
      data-print-document=""
      data-testid={testId}
      display="none"
      css={{ '@media print': { display: 'block' } }}
      color="black"
      bg="white"
      fontSize="10pt"
      lineHeight="1.35"
    >
      <style>{PRINT_ONLY_THE_STATEMENT}</style>
      <Box display="flex" justifyContent="space-between" alignItems="flex-start" gap="6" pb="3" borderBottomWidth="2px">
        <Box>
          <Text fontSize="14pt" fontWeight="bold">
            {property?.name ?? EMPTY_CELL}
          </Text>
          <Text>{property ? formatAddress(property) : EMPTY_CELL}</Text>
        </Box>
        <Box textAlign="end">
          <Text as="h1" fontSize="16pt" fontWeight="bold">
            {title}
          </Text>
          {references}
        </Box>
      </Box>
      {children}
    </Box>,
    document.body,
  );
}
