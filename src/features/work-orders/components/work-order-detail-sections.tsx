import { Button, Link, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { EmailAddress } from '@/components/email-address';
import { InfoList } from '@/components/info-list';
import { SectionCard } from '@/components/section-card';
import { PhotosSection } from '@/components/photos/photos-section';
import { photoUrl } from '@/components/photos/photo-rules';
import type { WorkOrder } from '@/lib/api/schema.gen';
import { formatDate, formatDateTime, formatMoney, orMissing } from '@/lib/format';
import { paths } from '@/lib/paths';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { serverMessageOr } from '@/lib/api/errors';
import { invalidateWorkOrder, useCloseWorkOrder } from '../api/work-order-mutations';
import { propertyNameOf, unitNumberOf } from '../lib/work-order-list-filters';

/** Close Work Order's confirmation (spec 3 §4 gives no wording; the consequences a manager needs to know). */
export const CLOSE_WORK_ORDER_TEXT = {
  title: 'Close Work Order',
  body: (number: string) =>
    `Close work order ${number}? A closed work order offers no further actions: upload the invoice first if one is expected.`,
  confirm: 'Close Work Order',
  failed: 'The work order could not be closed. Please try again.',
} as const;

/** Close Work Order after a confirmation; a refused close keeps the dialog open with the server's reason. */
export function CloseWorkOrderDialog({ workOrder, onClose }: { workOrder: WorkOrder; onClose: () => void }) {
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

export function Details({ workOrder }: { workOrder: WorkOrder }) {
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
          { label: 'Completion Notes', value: orMissing(workOrder.completionNotes) },
          // Not listed by spec 3 §2; the notes the dialogs collected are shown so they are not lost.
          { label: 'Assignment Notes', value: orMissing(workOrder.assignmentNotes) },
          { label: 'Scheduling Notes', value: orMissing(workOrder.schedulingNotes) },
          { label: 'Start Notes', value: orMissing(workOrder.startNotes) },
          { label: 'Created', value: formatDate(workOrder.createdAt) },
        ]}
      />
    </SectionCard>
  );
}

const moneyOrNotSet = (value: number | null) => (value === null ? 'Not set' : formatMoney(value));

export function CostBreakdown({ workOrder }: { workOrder: WorkOrder }) {
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

export function VendorInfo({ workOrder }: { workOrder: WorkOrder }) {
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
            { label: 'Email', value: <EmailAddress email={vendor.email} /> },
          ]}
        />
      ) : (
        <Text color="fg.muted">No vendor assigned yet.</Text>
      )}
    </SectionCard>
  );
}

export function WorkOrderPhotos({ workOrder }: { workOrder: WorkOrder }) {
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
