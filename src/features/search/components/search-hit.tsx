import { HStack, Stack, Text } from '@chakra-ui/react';
import { StatusBadge } from '@/components/status-badge';
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
          <StatusBadge
            key={badge.label}
            status={badge.label}
            palette={{ [badge.label]: badge.palette }}
            meaning={badge.meaning}
          >
            {badge.label}
          </StatusBadge>
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
