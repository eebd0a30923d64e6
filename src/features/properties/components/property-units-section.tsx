import { Box, Button, Heading, HStack, LinkBox, LinkOverlay, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '@/components/page-states';
import { AvailabilityBadge, KindBadge } from '@/components/status-badge';
import { formatMoney } from '@/lib/format';
import type { PropertyUnitSummary } from '@/lib/api/schema.gen';
import { paths } from '@/lib/paths';

export interface PropertyUnitsSectionProps {
  units: readonly PropertyUnitSummary[];
  onAddUnit: () => void;
}

/**
 * Units of a property (spec 1 §2): cards linking to /units/{id} with unit number, Available or
 * Occupied, bedrooms and bathrooms (0 for commercial), floor if set, square feet and rent.
 */
export function PropertyUnitsSection({ units, onAddUnit }: PropertyUnitsSectionProps) {
  return (
    <Stack as="section" aria-labelledby="property-units-heading" gap="4">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h2" size="lg" id="property-units-heading">
          Units
        </Heading>
        {units.length > 0 && (
          <Button size="sm" onClick={onAddUnit}>
            Add Unit
          </Button>
        )}
      </HStack>
      {units.length === 0 ? (
        <EmptyState
          title="No units added"
          titleAs="h3"
          action={<Button onClick={onAddUnit}>Add Your First Unit</Button>}
        />
      ) : (
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="3" aria-label="Units">
          {units.map((unit) => {
            const commercial = unit.unitType === 'commercial';
            return (
              <Box as="li" key={unit.id}>
                <LinkBox h="full" borderWidth="1px" borderRadius="l3" bg="bg.panel" _hover={{ shadow: 'md' }}>
                  <Stack gap="1" p="4">
                    <HStack justify="space-between" gap="2">
                      <LinkOverlay asChild>
                        <RouterLink to={paths.units.detail(unit.id)}>
                          <Text fontWeight="semibold">Unit {unit.unitNumber}</Text>
                        </RouterLink>
                      </LinkOverlay>
                      <AvailabilityBadge isAvailable={unit.isAvailable} />
                    </HStack>
                    {commercial && unit.businessName && (
                      <Text fontSize="sm" color="fg.muted">
                        {unit.businessName} <KindBadge>Commercial</KindBadge>
                      </Text>
                    )}
                    <Text fontSize="sm">
                      {commercial ? 0 : unit.bedrooms} bed · {commercial ? 0 : unit.bathrooms} bath
                      {unit.floorNumber !== null && unit.floorNumber !== undefined
                        ? ` · Floor ${unit.floorNumber}`
                        : ''}
                    </Text>
                    <Text fontSize="sm">{unit.squareFootage.toLocaleString('en-US')} sq ft</Text>
                    <Text fontWeight="semibold">{formatMoney(unit.monthlyRent)}/month</Text>
                  </Stack>
                </LinkBox>
              </Box>
            );
          })}
        </SimpleGrid>
      )}
    </Stack>
  );
}
