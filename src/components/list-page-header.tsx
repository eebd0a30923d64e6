import { Button, Heading, HStack } from '@chakra-ui/react';

/**
 * The top of a list page (properties, units, and the areas that copy them): the h1, the Smart Search
 * toggle ("Enable Smart Search" off, "Smart Search" pressed on) and the Add button.
 */
export function ListPageHeader({
  title,
  smartOpen,
  onToggleSmart,
  addLabel,
  onAdd,
}: {
  title: string;
  smartOpen: boolean;
  onToggleSmart: () => void;
  addLabel: string;
  onAdd: () => void;
}) {
  return (
    <HStack justify="space-between" wrap="wrap" gap="3">
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      <HStack gap="2" wrap="wrap">
        <Button
          variant={smartOpen ? 'solid' : 'outline'}
          colorPalette="secondary"
          onClick={onToggleSmart}
          aria-pressed={smartOpen}
        >
          {smartOpen ? 'Smart Search' : 'Enable Smart Search'}
        </Button>
        <Button onClick={onAdd}>{addLabel}</Button>
      </HStack>
    </HStack>
  );
}
