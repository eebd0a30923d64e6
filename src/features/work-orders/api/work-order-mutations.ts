import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { workOrderQueries } from '@/lib/api/queries';
import { refreshAfter } from '@/lib/api/refresh';
import type {
  WorkOrder,
  WorkOrderAssignVendor,
  WorkOrderComplete,
  WorkOrderReschedule,
  WorkOrderSchedule,
  WorkOrderStart,
} from '@/lib/api/schema.gen';

/** After a work order changed: its page shows the answer at once; work orders and requests refresh (spec 3 §7). */
async function afterAction(queryClient: QueryClient, updated: WorkOrder) {
  queryClient.setQueryData(workOrderQueries.detail(updated.id).queryKey, updated);
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
