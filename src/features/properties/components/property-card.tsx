import { Box, Card, Center, Heading, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { Property } from '@/lib/api/schema.gen';
import { photoUrl } from '@/components/photos/photo-rules';
import { paths } from '@/lib/paths';
import { EMPTY_CELL } from '@/lib/format';
import { occupancyRate, occupiedUnitCount } from '../lib/property-figures';

function Stat({ label, value }: { label: string; value: string | number }) {
  return (
    <Stack gap="0" align="center" flex="1">
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text fontWeight="semibold">{value}</Text>
    </Stack>
  );
}

/**
 * A property in the list (spec 1 §2): first photo or the placeholder "Property Image", name,
 * address with city and state, Units, Occupied (units not available) and Rate.
 */
export function PropertyCard({ property }: { property: Property }) {
  const total = property.units?.length ?? property.totalUnits ?? 0;
  const occupied = property.units ? occupiedUnitCount(property.units) : (property.occupiedUnits ?? 0);
  const photo = property.photos?.[0];
  return (
    <Card.Root asChild overflow="hidden" variant="outline" _hover={{ shadow: 'md', borderColor: 'border.emphasized' }}>
      <RouterLink
        to={paths.properties.detail(property.id)}
        aria-label={`${property.name}, ${property.address}, ${property.city}, ${property.state}`}
      >
        <Box h="40" bg="bg.muted" flexShrink={0}>
          {photo ? (
            <Image src={photoUrl(photo)} alt="" loading="lazy" decoding="async" w="full" h="full" objectFit="cover" />
          ) : (
            <Center h="full" color="fg.muted" fontSize="sm">
              Property Image
            </Center>
          )}
        </Box>
        <Card.Body gap="1" p="4">
          <Heading as="h2" size="md" lineClamp={1}>
            {property.name}
          </Heading>
          <Text color="fg.muted" fontSize="sm" lineClamp={2}>
            {property.address}, {property.city}, {property.state}
          </Text>
          <HStack mt="3" gap="2" borderTopWidth="1px" pt="3">
            <Stat label="Units" value={total} />
            <Stat label="Occupied" value={occupied} />
            {/* No units, no rate: "0%" would read as an empty building. */}
            <Stat label="Rate" value={total ? `${occupancyRate(occupied, total)}%` : EMPTY_CELL} />
          </HStack>
        </Card.Body>
      </RouterLink>
    </Card.Root>
  );
}
