import { useState } from 'react';
import { Button, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { DetailRoute, type DetailPageText } from '@/components/detail-page';
import { PageLayout } from '@/components/page-layout';
import type { WorkOrder } from '@/lib/api/schema.gen';
import { paths } from '@/lib/paths';
import { workOrderQueries } from '@/lib/api/queries';
import { PriorityBadge, WorkOrderStatusBadge } from '@/components/status-badge';
import { workOrderActions, type WorkOrderActionName } from '@/lib/work-order-status';
import {
  AssignVendorDialog,
  CompleteWorkDialog,
  ScheduleDialog,
  StartWorkDialog,
  UploadInvoiceDialog,
} from '../components/work-order-dialogs';
import { WORK_ORDER_ACTION_LABELS } from '../lib/work-order-actions';
import {
  CloseWorkOrderDialog,
  CostBreakdown,
  Details,
  VendorInfo,
  WorkOrderPhotos,
} from '../components/work-order-detail-sections';
/** Spec 3 §2 and §8: one text for a failed load and a missing work order. */
export const WORK_ORDER_DETAIL_TEXT = {
  loading: 'Loading work order…',
  errorTitle: 'Error loading work order',
  errorText: 'The work order could not be found or there was an error loading it.',
  notFoundTitle: 'Error loading work order',
  notFoundText: 'The work order could not be found or there was an error loading it.',
  listPath: paths.workOrders.list(),
  listLabel: 'Back to Work Orders',
} as const satisfies DetailPageText;

/** The dialogs the actions open (Close Work Order opens a confirmation). */
type DialogName = WorkOrderActionName;

/** /work-orders/{id} (spec 3 §2 "Work Order detail"). */
export function Component() {
  return (
    <DetailRoute detail={workOrderQueries.detail} text={WORK_ORDER_DETAIL_TEXT}>
      {(workOrder) => <WorkOrderDetail workOrder={workOrder} />}
    </DetailRoute>
  );
}

function WorkOrderDetail({ workOrder }: { workOrder: WorkOrder }) {
  const [dialog, setDialog] = useState<DialogName | null>(null);
  const close = () => setDialog(null);
  const request = workOrder.maintenanceRequest;

  return (
    <PageLayout
      gap="6"
      header={
        <Stack gap="2">
          <Text fontSize="sm">
            <RouterLink to={paths.workOrders.list()}>← Work Orders</RouterLink>
          </Text>
          <HStack justify="space-between" align="flex-start" wrap="wrap" gap="3">
            <Stack gap="1" minW="0">
              <HStack gap="3" wrap="wrap">
                <Heading as="h1" size="2xl" wordBreak="break-word">
                  {workOrder.workOrderNumber}
                </Heading>
                <WorkOrderStatusBadge status={workOrder.status} />
                <PriorityBadge priority={workOrder.priority} />
              </HStack>
              {request ? (
                <Text color="fg.muted" overflowWrap="anywhere">
                  {request.title}
                </Text>
              ) : null}
            </Stack>
            <HStack gap="2" wrap="wrap">
              {workOrderActions(workOrder.status).map((action) => (
                <Button
                  key={action}
                  variant={action === 'closeWorkOrder' ? 'outline' : undefined}
                  onClick={() => setDialog(action)}
                >
                  {WORK_ORDER_ACTION_LABELS[action]}
                </Button>
              ))}
              {/* Always shown (spec 3 §2): the request this work order came from. */}
              <Button asChild variant="outline">
                <RouterLink to={paths.maintenanceRequests.detail(workOrder.maintenanceRequestId)}>
                  {request ? `View Request ${request.requestNumber}` : 'View Maintenance Request'}
                </RouterLink>
              </Button>
            </HStack>
          </HStack>
        </Stack>
      }
    >
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <Details workOrder={workOrder} />
        <Stack gap="4">
          <CostBreakdown workOrder={workOrder} />
          <VendorInfo workOrder={workOrder} />
        </Stack>
      </SimpleGrid>
      <WorkOrderPhotos workOrder={workOrder} />

      {dialog === 'assignVendor' && <AssignVendorDialog workOrder={workOrder} onClose={close} />}
      {dialog === 'schedule' && <ScheduleDialog workOrder={workOrder} onClose={close} />}
      {dialog === 'reschedule' && <ScheduleDialog workOrder={workOrder} onClose={close} reschedule />}
      {dialog === 'startWork' && <StartWorkDialog workOrder={workOrder} onClose={close} />}
      {dialog === 'completeWork' && <CompleteWorkDialog workOrder={workOrder} onClose={close} />}
      {dialog === 'uploadInvoice' && <UploadInvoiceDialog workOrder={workOrder} onClose={close} />}
      {dialog === 'closeWorkOrder' && <CloseWorkOrderDialog workOrder={workOrder} onClose={close} />}
    </PageLayout>
  );
}
