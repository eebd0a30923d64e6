import { Box, Card, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { PhotoThumbnail } from '@/components/photos/photo-thumbnail';
import type { WorkOrder } from '@/lib/api/schema.gen';
import { formatDate, formatDateTime } from '@/lib/format';
import { paths } from '@/lib/paths';
import { PriorityBadge, WorkOrderStatusBadge } from '@/components/status-badge';
import { excerpt, propertyNameOf, totalCostText, unitNumberOf } from '../lib/work-order-list-filters';

/** Like the request cards (spec 3 §9: at most 3 thumbnails), plus "+N more". */
const MAX_THUMBNAILS = 3;

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap="0" minW="0">
      <Text as="dt" fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" fontSize="sm" overflowWrap="anywhere">
        {value}
      </Text>
    </Stack>
  );
}

/**
 * A work order in the list (spec 3 §2 "Work Orders list"): number, the first 100 characters of the
 * instructions, status and priority badges, photos (3 thumbnails and "+N more"), property, unit, vendor
 * ("Unassigned"), scheduled date ("Not scheduled"), total cost ("Not set" unless above 0) and created
 * date. The whole card links to the work order's page; the number is its name.
 */
export function WorkOrderCard({ workOrder }: { workOrder: WorkOrder }) {
  const photos = workOrder.photos;
  const more = photos.length - MAX_THUMBNAILS;
  return (
    <Card.Root variant="outline" position="relative" _hover={{ shadow: 'md', borderColor: 'border.emphasized' }}>
      <Card.Body gap="3" p="4">
        <HStack justify="space-between" align="flex-start" wrap="wrap" gap="2">
          <Heading as="h2" size="md">
            {/* The link covers the card (its ::after), so the whole card is one link named by the number. */}
            <RouterLink to={paths.workOrders.detail(workOrder.id)}>
              <Box as="span" _after={{ content: '""', position: 'absolute', inset: 0 }}>
                {workOrder.workOrderNumber}
              </Box>
            </RouterLink>
          </Heading>
          <HStack gap="2" wrap="wrap">
            <WorkOrderStatusBadge status={workOrder.status} />
            <PriorityBadge priority={workOrder.priority} />
          </HStack>
        </HStack>
        <Text color="fg.muted" fontSize="sm" overflowWrap="anywhere">
          {excerpt(workOrder.instructions)}
        </Text>
        {photos.length > 0 && (
          <HStack gap="2" aria-label={`${photos.length} ${photos.length === 1 ? 'photo' : 'photos'}`} role="group">
            {photos.slice(0, MAX_THUMBNAILS).map((photo, index) => (
              <Box key={photo} w="16" h="16" borderRadius="l2" overflow="hidden" flexShrink={0}>
                <PhotoThumbnail path={photo} alt={`${workOrder.workOrderNumber} photo ${index + 1}`} size={64} />
              </Box>
            ))}
            {more > 0 && (
              <Text fontSize="sm" color="fg.muted">
                +{more} more
              </Text>
            )}
          </HStack>
        )}
        <SimpleGrid as="dl" columns={{ base: 2, md: 3 }} gap="3" borderTopWidth="1px" pt="3">
          <Fact label="Property" value={propertyNameOf(workOrder)} />
          <Fact label="Unit" value={unitNumberOf(workOrder)} />
          <Fact label="Vendor" value={workOrder.vendor?.companyName ?? 'Unassigned'} />
          <Fact
            label="Scheduled"
            value={workOrder.scheduledDate ? formatDateTime(workOrder.scheduledDate) : 'Not scheduled'}
          />
          <Fact label="Total Cost" value={totalCostText(workOrder.totalCost)} />
          <Fact label="Created" value={formatDate(workOrder.createdAt)} />
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}
