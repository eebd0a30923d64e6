import { Box, Card, Center, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { PhotoThumbnail } from '@/components/photos/photo-thumbnail';
import { formatDate, formatMoney } from '@/lib/format';
import { paths } from '@/lib/paths';
import type { MaintenanceRequest } from '@/lib/api/schema.gen';
import { PriorityBadge, RequestStatusBadge } from '@/components/status-badge';
import { categoryLabel } from '../lib/maintenance-options';

/** Spec 3 §9: at most 3 thumbnails on a request card. */
export const CARD_THUMBNAILS = 3;

function Fact({ label, children }: { label: string; children: string }) {
  return (
    <Text fontSize="sm">
      <Text as="span" color="fg.muted">
        {label}:{' '}
      </Text>
      {children}
    </Text>
  );
}

/**
 * A request in the list (spec 3 §2): number, title (the link to its page), status and priority badges,
 * the description on 3 lines, up to 3 thumbnails plus "+N more", property ("Unknown Property"), unit
 * ("Unknown Unit"), category, submitted date, and the due date and estimated cost when present.
 */
export function RequestCard({ request }: { request: MaintenanceRequest }) {
  const shown = request.photos.slice(0, CARD_THUMBNAILS);
  const more = request.photos.length - shown.length;
  return (
    <Card.Root as="article" variant="outline" aria-labelledby={`request-${request.id}`} h="full">
      <Card.Body gap="3" p="4">
        <Stack gap="1">
          <Text fontSize="sm" color="fg.muted">
            {request.requestNumber}
          </Text>
          <Text as="h2" fontWeight="semibold" fontSize="lg" id={`request-${request.id}`}>
            <RouterLink to={paths.maintenanceRequests.detail(request.id)}>{request.title}</RouterLink>
          </Text>
          <HStack gap="2" wrap="wrap">
            <RequestStatusBadge status={request.status} />
            <PriorityBadge priority={request.priority} />
          </HStack>
        </Stack>
        <Text fontSize="sm" lineClamp={3}>
          {request.description}
        </Text>
        {shown.length > 0 && (
          <HStack gap="2" wrap="wrap">
            {shown.map((path, i) => (
              <PhotoThumbnail key={path} path={path} alt={`${request.title}, photo ${i + 1}`} size={64} />
            ))}
            {more > 0 && (
              <Center w="64px" h="64px" bg="bg.muted" borderRadius="md" fontSize="sm">
                +{more} more
              </Center>
            )}
          </HStack>
        )}
        <Box>
          <Fact label="Property">{request.property?.name ?? 'Unknown Property'}</Fact>
          <Fact label="Unit">{request.unit?.unitNumber ?? 'Unknown Unit'}</Fact>
          <Fact label="Category">{categoryLabel(request.category)}</Fact>
          <Fact label="Submitted">{formatDate(request.submittedDate)}</Fact>
          {request.dueDate && <Fact label="Due">{formatDate(request.dueDate)}</Fact>}
          {request.estimatedCost !== null && <Fact label="Estimated cost">{formatMoney(request.estimatedCost)}</Fact>}
        </Box>
      </Card.Body>
    </Card.Root>
  );
}
