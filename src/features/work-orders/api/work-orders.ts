import { keepPreviousData, queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { fetchRecord } from '@/lib/api/deleted-records';
import { vendorKeys, workOrderKeys } from '@/lib/api/query-keys';
import { refreshAfter } from '@/lib/api/refresh';
import type {
  WorkOrder,
  WorkOrderAssignVendor,
  WorkOrderComplete,
  WorkOrderReschedule,
  WorkOrderSchedule,
  WorkOrderStart,
} from '@/lib/api/schema.gen';
import { SINGLE_ITEM_STALE_MS } from '@/lib/api/pickers';
import { toListQuery } from '../lib/work-order-list';

/** GET /work-orders?page&limit=20&status&priority&vendorId&search: one page of the list (spec 3 §7). */
export function workOrderListQuery(params: URLSearchParams) {
  const query = toListQuery(params);
  return queryOptions({
    queryKey: workOrderKeys.list(query),
    queryFn: () => unwrap(api.GET('/work-orders', { params: { query } })),
    placeholderData: keepPreviousData,
  });
}

/**
 * GET /vendors?page=1&limit=1000: every vendor (active or not: an inactive one may hold past work), for
 * the list's vendor filter, by company name. The large data set has 150.
 */
export function vendorFilterQuery() {
  const query = { page: 1, limit: 1000 };
  return queryOptions({
    queryKey: vendorKeys.list(query),
    queryFn: () => unwrap(api.GET('/vendors', { params: { query } })),
    select: (answer) =>
      answer.data
        .map((v) => ({ value: v.id, label: v.isActive ? v.companyName : `${v.companyName} (inactive)` }))
        .sort((a, b) => a.label.localeCompare(b.label)),
  });
}

/** GET /work-orders/{id}: the work order, or `null` when it is gone (a 404, not retried; stale 60 s, spec 3 §7, §9). */
export function workOrderDetailQuery(id: string) {
  return queryOptions({
    queryKey: workOrderKeys.detail(id),
    queryFn: (context) =>
      fetchRecord(context, () => unwrap(api.GET('/work-orders/{id}', { params: { path: { id } } }))),
    staleTime: SINGLE_ITEM_STALE_MS,
    enabled: Boolean(id),
  });
}

/** After a work order changed: its page shows the answer at once; work orders and requests refresh (spec 3 §7). */
async function afterAction(queryClient: QueryClient, updated: WorkOrder) {
  queryClient.setQueryData(workOrderKeys.detail(updated.id), updated);
  await refreshAfter(queryClient, 'workOrder.action', {
    workOrders: updated.id,
    maintenanceRequests: updated.maintenanceRequestId,
  });
}

/** Refreshes a work order after a photo upload or delete (`workOrder.photos`). */
export async function invalidateWorkOrder(queryClient: QueryClient, workOrder: WorkOrder) {
  await refreshAfter(queryClient, 'workOrder.photos', {
    workOrders: workOrder.id,
    maintenanceRequests: workOrder.maintenanceRequestId,
  });
}

function useWorkOrderAction<Body>(call: (body: Body) => Promise<WorkOrder>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (updated) => afterAction(queryClient, updated),
  });
}

const path = (id: string) => ({ params: { path: { id } } });

/** PUT /work-orders/{id}/assign-vendor. */
export const useAssignVendor = (id: string) =>
  useWorkOrderAction((body: WorkOrderAssignVendor) =>
    unwrap(api.PUT('/work-orders/{id}/assign-vendor', { ...path(id), body })),
  );

/** PUT /work-orders/{id}/schedule. */
export const useScheduleWorkOrder = (id: string) =>
  useWorkOrderAction((body: WorkOrderSchedule) => unwrap(api.PUT('/work-orders/{id}/schedule', { ...path(id), body })));

/** PUT /work-orders/{id}/reschedule. */
export const useRescheduleWorkOrder = (id: string) =>
  useWorkOrderAction((body: WorkOrderReschedule) =>
    unwrap(api.PUT('/work-orders/{id}/reschedule', { ...path(id), body })),
  );

/** PUT /work-orders/{id}/start. */
export const useStartWorkOrder = (id: string) =>
  useWorkOrderAction((body: WorkOrderStart) => unwrap(api.PUT('/work-orders/{id}/start', { ...path(id), body })));

/** PUT /work-orders/{id}/complete. */
export const useCompleteWorkOrder = (id: string) =>
  useWorkOrderAction((body: WorkOrderComplete) => unwrap(api.PUT('/work-orders/{id}/complete', { ...path(id), body })));

/** PUT /work-orders/{id} with `status: closed`: Close Work Order on a completed work order (spec 3 §4). */
export const useCloseWorkOrder = (id: string) =>
  useWorkOrderAction(() => unwrap(api.PUT('/work-orders/{id}', { ...path(id), body: { status: 'closed' } })));

/** POST /work-orders/{id}/invoice: multipart, the file in the field `invoice`. */
export const useUploadInvoice = (id: string) =>
  useWorkOrderAction((file: File) =>
    unwrap(
      api.POST('/work-orders/{id}/invoice', {
        ...path(id),
        // The contract types the binary field as a string; the file travels in a FormData.
        body: { invoice: '' },
        bodySerializer: () => {
          const form = new FormData();
          form.append('invoice', file);
          return form;
        },
      }),
    ),
  );
