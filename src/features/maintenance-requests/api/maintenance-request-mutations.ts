import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { maintenanceRequestQueries } from '@/lib/api/queries';
import { refreshAfter } from '@/lib/api/refresh';
import type {
  MaintenanceRequest,
  MaintenanceRequestCreate,
  MaintenanceRequestStatus,
  MaintenanceRequestUpdate,
  WorkOrderCreate,
} from '@/lib/api/schema.gen';

/** After a request mutation (spec 3 §7 "After answers"): the saved request in the cache, then the table's areas. */
function useSaved(mutation: 'maintenanceRequest.update' | 'maintenanceRequest.status' | 'maintenanceRequest.approve') {
  const queryClient = useQueryClient();
  return async (saved: MaintenanceRequest) => {
    queryClient.setQueryData(maintenanceRequestQueries.detail(saved.id).queryKey, saved);
    await refreshAfter(queryClient, mutation, { maintenanceRequests: saved.id });
  };
}

/** POST /maintenance-requests. */
export function useCreateRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MaintenanceRequestCreate) => unwrap(api.POST('/maintenance-requests', { body })),
    onSuccess: async (created) => {
      queryClient.setQueryData(maintenanceRequestQueries.detail(created.id).queryKey, created);
      await refreshAfter(queryClient, 'maintenanceRequest.create', { maintenanceRequests: created.id });
    },
  });
}

/** PUT /maintenance-requests/{id} (a partial update). */
export function useUpdateRequest(id: string) {
  const onSuccess = useSaved('maintenanceRequest.update');
  return useMutation({
    mutationFn: (body: MaintenanceRequestUpdate) =>
      unwrap(api.PUT('/maintenance-requests/{id}', { params: { path: { id } }, body })),
    onSuccess,
  });
}

/** PUT /maintenance-requests/{id}/status. */
export function useChangeRequestStatus(id: string) {
  const onSuccess = useSaved('maintenanceRequest.status');
  return useMutation({
    mutationFn: (status: MaintenanceRequestStatus) =>
      unwrap(api.PUT('/maintenance-requests/{id}/status', { params: { path: { id } }, body: { status } })),
    onSuccess,
  });
}

/** PUT /maintenance-requests/{id}/approve. */
export function useApproveRequest(id: string) {
  const onSuccess = useSaved('maintenanceRequest.approve');
  return useMutation({
    mutationFn: () => unwrap(api.PUT('/maintenance-requests/{id}/approve', { params: { path: { id } } })),
    onSuccess,
  });
}

/** After a photo upload or delete on the request's page. */
export async function refreshRequestPhotos(queryClient: ReturnType<typeof useQueryClient>, id: string) {
  await refreshAfter(queryClient, 'maintenanceRequest.photos', { maintenanceRequests: id });
}

/** POST /work-orders from a request; work order and request caches refresh (spec 3 §7). */
export function useCreateWorkOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WorkOrderCreate) => unwrap(api.POST('/work-orders', { body })),
    onSuccess: async (created) => {
      await refreshAfter(queryClient, 'workOrder.create', {
        workOrders: created.id,
        maintenanceRequests: created.maintenanceRequestId,
      });
    },
  });
}
