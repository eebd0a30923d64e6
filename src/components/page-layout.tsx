import type { ReactNode } from 'react';
import { Heading, HStack, Stack } from '@chakra-ui/react';

/**
 * A page inside the shell's `<main>` (which owns the one padding: never add padding here or in a
 * page): the h1 and the page's actions on one line (wrapping on phones), then the content.
 * `header` replaces the title line (a detail page's DetailHeader with its back link).
 */
export function PageLayout({
  title,
  actions,
  header,
  gap = '5',
  children,
}: {
  title?: ReactNode;
  actions?: ReactNode;
  header?: ReactNode;
  gap?: string;
  children: ReactNode;
}) {
  return (
    <Stack gap={gap} minW="0">
      {header ??
        (title !== undefined ? (
          <HStack justify="space-between" wrap="wrap" gap="3">
            <Heading as="h1" size="2xl" wordBreak="break-word">
              {title}
            </Heading>
            {actions ? (
              <HStack gap="2" wrap="wrap">
                {actions}
              </HStack>
            ) : null}
          </HStack>
        ) : null)}
      {children}
    </Stack>
  );
}
