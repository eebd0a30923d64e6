import { useState } from 'react';
import { Button, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router';
import { DetailPage, type DetailPageText } from '@/components/detail-page';
import { InfoList } from '@/components/info-list';
import { PageLayout } from '@/components/page-layout';
import { SectionCard } from '@/components/section-card';
import { PhotosSection } from '@/components/photos/photos-section';
import { photoUrl } from '@/components/photos/photo-rules';
import type { WorkOrder } from '@/lib/api/schema.gen';
import { formatDate, formatDateTime, formatMoney } from '@/lib/format';
import { paths } from '@/lib/paths';
import { invalidateWorkOrder, useCloseWorkOrder, workOrderDetailQuery } from '../api/work-orders';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { serverMessageOr } from '@/lib/api/errors';
import { PriorityBadge, WorkOrderStatusBadge } from '@/components/status-badge';
import {
  AssignVendorDialog,
  CompleteWorkDialog,
  ScheduleDialog,
  StartWorkDialog,
  UploadInvoiceDialog,
} from '../components/work-order-dialogs';
import { WORK_ORDER_ACTION_LABELS, workOrderActions, type WorkOrderActionName } from '../lib/work-order-actions';
import { propertyNameOf, unitNumberOf } from '../lib/work-order-list';

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

/** Close Work Order's confirmation (spec 3 §4 gives no wording; the consequences a manager needs to know). */
export const CLOSE_WORK_ORDER_TEXT = {
  title: 'Close Work Order',
  body: (number: string) =>
    `Close work order ${number}? A closed work order offers no further actions: upload the invoice first if one is expected.`,
  confirm: 'Close Work Order',
  failed: 'The work order could not be closed. Please try again.',
} as const;

/** The dialogs the actions open (Close Work Order opens a confirmation). */
type DialogName = WorkOrderActionName;

/** /work-orders/{id} (spec 3 §2 "Work Order detail"). */
export function Component() {
  const { id = '' } = useParams();
  const query = useQuery(workOrderDetailQuery(id));
  return (
    <DetailPage query={query} leaving={false} text={WORK_ORDER_DETAIL_TEXT}>
      {(workOrder) => <WorkOrderDetail workOrder={workOrder} />}
    </DetailPage>
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
      <Photos workOrder={workOrder} />

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

/** Close Work Order after a confirmation; a refused close keeps the dialog open with the server's reason. */
function CloseWorkOrderDialog({ workOrder, onClose }: { workOrder: WorkOrder; onClose: () => void }) {
  const closeWorkOrder = useCloseWorkOrder(workOrder.id);
  return (
    <ConfirmDialog
      open
      title={CLOSE_WORK_ORDER_TEXT.title}
      body={CLOSE_WORK_ORDER_TEXT.body(workOrder.workOrderNumber)}
      confirmLabel={CLOSE_WORK_ORDER_TEXT.confirm}
      isPending={closeWorkOrder.isPending}
      error={closeWorkOrder.error ? serverMessageOr(closeWorkOrder.error, CLOSE_WORK_ORDER_TEXT.failed) : undefined}
      onConfirm={() => closeWorkOrder.mutate(undefined, { onSuccess: onClose })}
      onClose={onClose}
    />
  );
}

const hours = (value: number | null) => (value === null ? 'Not set' : `${value} ${value === 1 ? 'hour' : 'hours'}`);

function Details({ workOrder }: { workOrder: WorkOrder }) {
  const request = workOrder.maintenanceRequest;
  return (
    <SectionCard fill title="Details">
      <InfoList
        labelWidth="40"
        gap="2"
        items={[
          { label: 'Instructions', value: <Text whiteSpace="pre-wrap">{workOrder.instructions}</Text> },
          {
            label: 'Property',
            value: request?.property ? (
              <RouterLink to={paths.properties.detail(request.propertyId)}>{propertyNameOf(workOrder)}</RouterLink>
            ) : (
              propertyNameOf(workOrder)
            ),
          },
          {
            label: 'Unit',
            value: request?.unit ? (
              <RouterLink to={paths.units.detail(request.unitId)}>{unitNumberOf(workOrder)}</RouterLink>
            ) : (
              unitNumberOf(workOrder)
            ),
          },
          { label: 'Vendor', value: workOrder.vendor?.companyName ?? 'Unassigned' },
          {
            label: 'Scheduled Date',
            value: workOrder.scheduledDate ? formatDateTime(workOrder.scheduledDate) : 'Not scheduled',
          },
          {
            label: 'Started',
            value: workOrder.actualStartTime ? formatDateTime(workOrder.actualStartTime) : 'Not started',
          },
          {
            label: 'Completed Date',
            value: workOrder.completedDate ? formatDateTime(workOrder.completedDate) : 'Not completed',
          },
          { label: 'Estimated Duration', value: hours(workOrder.estimatedDuration) },
          { label: 'Actual Duration', value: hours(workOrder.actualDuration) },
          { label: 'Completion Notes', value: workOrder.completionNotes || 'None' },
          // Not listed by spec 3 §2; the notes the dialogs collected are shown so they are not lost.
          { label: 'Assignment Notes', value: workOrder.assignmentNotes || 'None' },
          { label: 'Scheduling Notes', value: workOrder.schedulingNotes || 'None' },
          { label: 'Start Notes', value: workOrder.startNotes || 'None' },
          { label: 'Created', value: formatDate(workOrder.createdAt) },
        ]}
      />
    </SectionCard>
  );
}

const moneyOrNotSet = (value: number | null) => (value === null ? 'Not set' : formatMoney(value));

function CostBreakdown({ workOrder }: { workOrder: WorkOrder }) {
  return (
    <SectionCard
      title="Cost Breakdown"
      actions={
        workOrder.invoiceUrl ? (
          <Button asChild size="sm" variant="outline">
            <a href={photoUrl(workOrder.invoiceUrl)} target="_blank" rel="noopener noreferrer">
              View Invoice
            </a>
          </Button>
        ) : null
      }
    >
      <InfoList
        labelWidth="32"
        gap="2"
        items={[
          { label: 'Labor', value: moneyOrNotSet(workOrder.laborCost) },
          { label: 'Material', value: moneyOrNotSet(workOrder.materialCost) },
          { label: 'Total', value: moneyOrNotSet(workOrder.totalCost) },
        ]}
      />
    </SectionCard>
  );
}

function VendorInfo({ workOrder }: { workOrder: WorkOrder }) {
  const vendor = workOrder.vendor;
  return (
    <SectionCard title="Vendor">
      {vendor ? (
        <InfoList
          labelWidth="32"
          gap="2"
          items={[
            {
              label: 'Company',
              value: <RouterLink to={paths.vendors.detail(vendor.id)}>{vendor.companyName}</RouterLink>,
            },
            { label: 'Contact', value: vendor.contactName },
            { label: 'Phone', value: <Link href={`tel:${vendor.phone.replace(/[^\d+]/g, '')}`}>{vendor.phone}</Link> },
            { label: 'Email', value: <Link href={`mailto:${vendor.email}`}>{vendor.email}</Link> },
          ]}
        />
      ) : (
        <Text color="fg.muted">No vendor assigned yet.</Text>
      )}
    </SectionCard>
  );
}

function Photos({ workOrder }: { workOrder: WorkOrder }) {
  const queryClient = useQueryClient();
  return (
    <PhotosSection
      entity="work-orders"
      entityId={workOrder.id}
      photos={workOrder.photos}
      label={workOrder.workOrderNumber}
      onChanged={() => invalidateWorkOrder(queryClient, workOrder)}
    />
  );
}
