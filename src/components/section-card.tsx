import { useId, type ReactNode } from 'react';
import { Card, Heading, HStack } from '@chakra-ui/react';

/**
 * A titled section of a page as an outlined card (a `<section>` named by its h2): a detail page's
 * Property Information, Financial Summary, Unit Information, and the like. `actions` sit beside the
 * title (e.g. "Assign Tenant"); `fill` stretches the card to its grid cell's height.
 */
export function SectionCard({
  title,
  actions,
  fill = false,
  headingLevel = 'h2',
  children,
}: {
  title: string;
  actions?: ReactNode;
  fill?: boolean;
  headingLevel?: 'h2' | 'h3';
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Card.Root as="section" variant="outline" aria-labelledby={id} h={fill ? 'full' : undefined} minW="0">
      <Card.Body gap="3" p={{ base: '4', md: '5' }}>
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading as={headingLevel} size="md" id={id}>
            {title}
          </Heading>
          {actions ? <HStack gap="2">{actions}</HStack> : null}
        </HStack>
        {children}
      </Card.Body>
    </Card.Root>
  );
}
