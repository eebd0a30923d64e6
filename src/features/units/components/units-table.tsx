import { Box, Button, Center, HStack, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { PhotoThumbnail, THUMBNAIL_SIZES } from '@/components/photos/photo-thumbnail';
import { AvailabilityBadge } from '@/components/status-badge';
import { formatMoney } from '@/lib/format';
import type { Unit } from '@/lib/api/schema.gen';
import { bedBathText } from '../lib/unit-figures';

/**
 * The units table (spec 1 §2): Photo, Unit, Property, Bed/Bath, Sq. Ft., Rent, Status. It scrolls
 * horizontally on narrow screens.
 */
export function UnitsTable({ units, caption }: { units: readonly Unit[]; caption: string }) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" minW="720px" stickyHeader aria-label={caption}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader w="20">Photo</Table.ColumnHeader>
            <Table.ColumnHeader>Unit</Table.ColumnHeader>
            <Table.ColumnHeader>Property</Table.ColumnHeader>
            <Table.ColumnHeader>Bed/Bath</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Sq. Ft.</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Rent</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {units.map((unit) => (
            <Table.Row key={unit.id}>
              <Table.Cell>
                {unit.photos[0] ? (
                  <PhotoThumbnail
                    path={unit.photos[0]}
                    alt={`Unit ${unit.unitNumber}`}
                    size={THUMBNAIL_SIZES.tableRow}
                  />
                ) : (
                  <Center
                    w="64px"
                    h="64px"
                    bg="bg.muted"
                    color="fg.muted"
                    borderRadius="md"
                    fontSize="xs"
                    textAlign="center"
                  >
                    No photo
                  </Center>
                )}
              </Table.Cell>
              <Table.Cell fontWeight="semibold">
                <RouterLink to={`/units/${unit.id}`}>Unit {unit.unitNumber}</RouterLink>
              </Table.Cell>
              <Table.Cell>
                <RouterLink to={`/properties/${unit.rentalPropertyId}`}>{unit.propertyName}</RouterLink>
              </Table.Cell>
              <Table.Cell>{bedBathText(unit.bedrooms, unit.bathrooms)}</Table.Cell>
              <Table.Cell textAlign="end">{unit.squareFootage.toLocaleString('en-US')}</Table.Cell>
              <Table.Cell textAlign="end">{formatMoney(unit.monthlyRent)}</Table.Cell>
              <Table.Cell>
                <AvailabilityBadge isAvailable={unit.isAvailable} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** "Showing 26–50 of 10,000 units", with Previous and Next. */
export function UnitsPager({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <HStack as="nav" aria-label="Pages" justify="space-between" wrap="wrap" gap="2">
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        Showing {first.toLocaleString('en-US')}–{last.toLocaleString('en-US')} of {total.toLocaleString('en-US')}{' '}
        {total === 1 ? 'unit' : 'units'}
      </Text>
      {pages > 1 && (
        <HStack gap="2">
          <Button size="sm" variant="outline" onClick={() => onPage(page - 1)} disabled={page <= 1}>
            Previous
          </Button>
          <Box as="span" fontSize="sm">
            Page {page} of {pages.toLocaleString('en-US')}
          </Box>
          <Button size="sm" variant="outline" onClick={() => onPage(page + 1)} disabled={page >= pages}>
            Next
          </Button>
        </HStack>
      )}
    </HStack>
  );
}
