import { useState } from 'react';
import { Box, Button, Field, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { FormAlert } from '@/components/form-alert';
import { InfoList } from '@/components/info-list';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { PhotosSection } from '@/components/photos/photos-section';
import { SectionCard } from '@/components/section-card';
import { humanizeStatus, PriorityBadge, WorkOrderStatusBadge } from '@/components/status-badge';
import { serverMessageOr } from '@/lib/api/errors';
import { vendorNameQuery } from '@/lib/api/pickers';
import type { MaintenanceRequest, MaintenanceRequestStatus } from '@/lib/api/schema.gen';
import { formatAddress, formatDate, formatMoney, MISSING } from '@/lib/format';
import { paths } from '@/lib/paths';
import { maintenanceRequestQueries } from '@/lib/api/queries';
import { refreshRequestPhotos, useApproveRequest, useChangeRequestStatus } from '../api/maintenance-request-mutations';
import { relatedWorkOrdersQuery } from '../api/maintenance-request-queries';
import { canApprove, categoryLabel, statusChangesFrom } from '../lib/maintenance-options';
import { excerpt, INSTRUCTIONS_EXCERPT } from '../lib/request-detail';

const dateOrNotSpecified = (value: string | null | undefined) => (value ? formatDate(value) : MISSING);

/**
 * The status and approve calls (spec 3 §7), which the spec does not place: Approve while the mock allows
 * it (a submitted or in-review request), and a status change limited to what the mock accepts (any other
 * status while the request is open; none once closed or cancelled). A refused change shows why.
 */
export function StatusActions({ request }: { request: MaintenanceRequest }) {
  const approve = useApproveRequest(request.id);
  const change = useChangeRequestStatus(request.id);
  const choices = statusChangesFrom(request.status);
  const [next, setNext] = useState<MaintenanceRequestStatus | ''>('');
  const failure = approve.error ?? change.error;
  return (
    <SectionCard title="Request Status">
      <HStack gap="3" wrap="wrap" align="flex-end">
        {canApprove(request.status) && (
          <Button
            colorPalette="green"
            loading={approve.isPending}
            onClick={() => {
              change.reset();
              approve.mutate(undefined, { onError: (e) => console.error('Error approving maintenance request', e) });
            }}
          >
            Approve
          </Button>
        )}
        {choices.length > 0 ? (
          <HStack gap="2" align="flex-end" wrap="wrap">
            <Field.Root w="auto">
              <Field.Label>Change status</Field.Label>
              <NativeSelect.Root size="md" minW="48">
                <NativeSelect.Field
                  value={next}
                  onChange={(e) => setNext(e.target.value as MaintenanceRequestStatus | '')}
                >
                  <option value="">Select a status</option>
                  {choices.map((s) => (
                    <option key={s} value={s}>
                      {humanizeStatus(s)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Button
              variant="outline"
              disabled={!next}
              loading={change.isPending}
              onClick={() => {
                if (!next) return;
                approve.reset();
                change.mutate(next, {
                  onSuccess: () => setNext(''),
                  onError: (e) => console.error('Error updating maintenance request status', e),
                });
              }}
            >
              Update Status
            </Button>
          </HStack>
        ) : (
          <Text color="fg.muted">
            This request is {humanizeStatus(request.status).toLowerCase()}; its status can no longer change.
          </Text>
        )}
      </HStack>
      <FormAlert
        message={failure ? serverMessageOr(failure, 'The status could not be changed. Please try again.') : undefined}
      />
    </SectionCard>
  );
}

export function RequestPhotos({ request }: { request: MaintenanceRequest }) {
  const queryClient = useQueryClient();
  return (
    <PhotosSection
      entity="maintenance-requests"
      entityId={request.id}
      photos={request.photos}
      label={request.title}
      onChanged={() => refreshRequestPhotos(queryClient, request.id)}
      onUploaded={(photos) =>
        queryClient.setQueryData<MaintenanceRequest | null>(
          maintenanceRequestQueries.detail(request.id).queryKey,
          (old) => (old ? { ...old, photos } : old),
        )
      }
    />
  );
}

export function RequestInformation({ request }: { request: MaintenanceRequest }) {
  return (
    <SectionCard fill title="Request Information">
      <InfoList
        labelWidth="32"
        gap="2"
        items={[
          { label: 'Status', value: humanizeStatus(request.status) },
          { label: 'Priority', value: humanizeStatus(request.priority) },
          { label: 'Category', value: categoryLabel(request.category) },
          { label: 'Submitted', value: dateOrNotSpecified(request.submittedDate) },
          { label: 'Due Date', value: dateOrNotSpecified(request.dueDate) },
          { label: 'Completed', value: dateOrNotSpecified(request.completedDate) },
          { label: 'Estimated Cost', value: formatMoney(request.estimatedCost) },
          { label: 'Actual Cost', value: formatMoney(request.actualCost) },
        ]}
      />
    </SectionCard>
  );
}

export function PropertyAndUnit({ request }: { request: MaintenanceRequest }) {
  const { property, unit } = request;
  return (
    <SectionCard fill title="Property & Unit">
      <InfoList
        labelWidth="32"
        gap="2"
        items={[
          {
            label: 'Property',
            value: (
              <RouterLink to={paths.properties.detail(request.propertyId)}>
                {property?.name ?? 'Unknown Property'}
              </RouterLink>
            ),
          },
          { label: 'Address', value: formatAddress(property) },
          {
            label: 'Unit',
            value: (
              <RouterLink to={paths.units.detail(request.unitId)}>
                {unit ? `Unit ${unit.unitNumber}` : 'Unknown Unit'}
              </RouterLink>
            ),
          },
          { label: 'Unit Type', value: unit?.unitType ? humanizeStatus(unit.unitType) : MISSING },
          { label: 'Monthly Rent', value: formatMoney(unit?.monthlyRent) },
          {
            label: 'Square Feet',
            value: unit?.squareFootage ? unit.squareFootage.toLocaleString('en-US') : MISSING,
          },
        ]}
      />
    </SectionCard>
  );
}

/** Spec 3 §2: the card shows the vendor id; the vendor's name links to its page (a manager expects to know who it is). */
export function AssignedVendor({ vendorId }: { vendorId: string | null }) {
  const name = useQuery(vendorNameQuery(vendorId ?? ''));
  return (
    <SectionCard fill title="Assigned Vendor">
      {vendorId ? (
        <InfoList
          labelWidth="24"
          gap="2"
          items={[
            { label: 'Vendor ID', value: vendorId },
            {
              label: 'Vendor',
              value: name.data ? (
                <RouterLink to={paths.vendors.detail(vendorId)}>{name.data}</RouterLink>
              ) : name.isPending ? (
                'Loading…'
              ) : (
                'Vendor no longer available'
              ),
            },
          ]}
        />
      ) : (
        <Text color="fg.muted">No vendor assigned</Text>
      )}
    </SectionCard>
  );
}

export function RelatedWorkOrders({ request, onCreate }: { request: MaintenanceRequest; onCreate?: () => void }) {
  const query = useQuery(relatedWorkOrdersQuery(request.id));
  return (
    <SectionCard title="Related Work Orders">
      {query.isPending ? (
        <LoadingState label="Loading work orders…" />
      ) : query.isError ? (
        <ErrorState
          title="Error loading work orders"
          text="There was an error loading the work orders. Please try again later."
          onRetry={() => void query.refetch()}
          isRetrying={query.isRefetching}
        />
      ) : query.data.data.length === 0 ? (
        <EmptyState
          titleAs="h3"
          title="No work orders yet"
          text="Turn this request into a work order to assign a vendor and schedule the job."
          action={onCreate ? <Button onClick={onCreate}>Create First Work Order</Button> : undefined}
        />
      ) : (
        <Stack as="ul" listStyleType="none" gap="3" aria-label="Work orders">
          {query.data.data.map((workOrder) => (
            <Box as="li" key={workOrder.id} borderWidth="1px" borderRadius="l2" p="3">
              <HStack justify="space-between" wrap="wrap" gap="2">
                <RouterLink to={paths.workOrders.detail(workOrder.id)}>
                  <Text as="span" fontWeight="semibold">
                    {workOrder.workOrderNumber}
                  </Text>
                </RouterLink>
                <HStack gap="2">
                  <WorkOrderStatusBadge status={workOrder.status} />
                  <PriorityBadge priority={workOrder.priority} />
                </HStack>
              </HStack>
              <Text fontSize="sm" mt="1">
                {excerpt(workOrder.instructions, INSTRUCTIONS_EXCERPT)}
              </Text>
              <Text fontSize="sm" color="fg.muted" mt="1">
                Vendor: {workOrder.vendor?.companyName ?? 'Not assigned'}
              </Text>
            </Box>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
