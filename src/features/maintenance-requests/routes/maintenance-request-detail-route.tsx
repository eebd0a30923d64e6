import { useState } from 'react';
import { Button, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { DetailRoute, type DetailPageText } from '@/components/detail-page';
import { InfoList } from '@/components/info-list';
import { PageLayout } from '@/components/page-layout';
import { SectionCard } from '@/components/section-card';
import { PriorityBadge, RequestStatusBadge } from '@/components/status-badge';
import type { MaintenanceRequest } from '@/lib/api/schema.gen';
import { paths } from '@/lib/paths';
import { maintenanceRequestQueries } from '@/lib/api/queries';
import { CreateWorkOrderModal } from '../components/create-work-order-modal';
import { CategoryBadge } from '../components/request-badges';
import { FINAL_REQUEST_STATUSES } from '../lib/maintenance-options';
import {
  AssignedVendor,
  PropertyAndUnit,
  RelatedWorkOrders,
  RequestInformation,
  RequestPhotos,
  StatusActions,
} from '../components/request-detail-sections';
/** Spec 3 §2 and §8: the page's error and not-found texts. */
export const REQUEST_DETAIL_TEXT = {
  loading: 'Loading maintenance request…',
  errorTitle: 'Error loading maintenance request',
  errorText: 'There was an error loading the maintenance request. Please try again later.',
  notFoundTitle: 'Maintenance request not found',
  notFoundText: "The maintenance request you're looking for doesn't exist or has been deleted.",
  listPath: paths.maintenanceRequests.list(),
  listLabel: 'Back to Maintenance Requests',
} as const satisfies DetailPageText;

/** /maintenance-requests/{id} (spec 3 §2 "Maintenance Request detail"). */
export function Component() {
  return (
    <DetailRoute detail={maintenanceRequestQueries.detail} text={REQUEST_DETAIL_TEXT}>
      {(request) => <RequestDetail request={request} />}
    </DetailRoute>
  );
}

function RequestDetail({ request }: { request: MaintenanceRequest }) {
  const [creatingWorkOrder, setCreatingWorkOrder] = useState(false);
  const final = FINAL_REQUEST_STATUSES.includes(request.status);
  return (
    <PageLayout
      gap="6"
      header={
        <Stack gap="2">
          <Text fontSize="sm">
            <RouterLink to={paths.maintenanceRequests.list()}>← Maintenance Requests</RouterLink>
          </Text>
          <HStack justify="space-between" align="flex-start" wrap="wrap" gap="3">
            <Stack gap="1" minW="0">
              <Text color="fg.muted">{request.requestNumber}</Text>
              <Heading as="h1" size="2xl" wordBreak="break-word">
                {request.title}
              </Heading>
              <HStack gap="2" wrap="wrap">
                <RequestStatusBadge status={request.status} />
                <PriorityBadge priority={request.priority} />
                <CategoryBadge category={request.category} />
              </HStack>
            </Stack>
            <HStack gap="2" wrap="wrap">
              <Button asChild variant="outline">
                <RouterLink to={paths.maintenanceRequests.edit(request.id)}>Edit Request</RouterLink>
              </Button>
              {/* The mock refuses work orders for a closed or cancelled request: the button says so. */}
              <Button
                onClick={() => setCreatingWorkOrder(true)}
                disabled={final}
                title={final ? `The request is ${request.status}; no new work orders` : undefined}
              >
                Create Work Order
              </Button>
            </HStack>
          </HStack>
        </Stack>
      }
    >
      <StatusActions request={request} />

      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <SectionCard fill title="Description">
          <Text whiteSpace="pre-wrap">{request.description}</Text>
        </SectionCard>
        <SectionCard fill title="Notes">
          <InfoList
            labelWidth="48"
            gap="2"
            items={[
              { label: 'Internal Notes', value: request.internalNotes || 'No internal notes' },
              { label: 'Notes (visible to tenant)', value: request.notes || 'No notes' },
            ]}
          />
        </SectionCard>
      </SimpleGrid>

      <RequestPhotos request={request} />

      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4">
        <RequestInformation request={request} />
        <PropertyAndUnit request={request} />
        <AssignedVendor vendorId={request.vendorId} />
      </SimpleGrid>

      <RelatedWorkOrders request={request} onCreate={final ? undefined : () => setCreatingWorkOrder(true)} />

      {creatingWorkOrder && <CreateWorkOrderModal request={request} onClose={() => setCreatingWorkOrder(false)} />}
    </PageLayout>
  );
}
