import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import type { SearchItem } from '../lib/search-results';

/** One hit's text: title, detail lines and badges (used by the dropdown and the results page). */
export function SearchHitContent({ item }: { item: SearchItem }) {
  return (
    <Stack gap="0.5" minWidth="0">
      <HStack gap="2" flexWrap="wrap">
        <Text fontWeight="medium" truncate>
          {item.title}
        </Text>
        {item.badges.map((badge) => (
          <Badge key={badge.label} colorPalette={badge.palette} size="sm" variant="subtle">
            {badge.label}
          </Badge>
        ))}
      </HStack>
      {item.details.length > 0 && (
        <Text fontSize="sm" color="fg.muted" truncate>
          {item.details.join(' · ')}
        </Text>
      )}
    </Stack>
  );
}
