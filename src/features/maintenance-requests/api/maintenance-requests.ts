import { queryOptions, useMutation, useQueryClient, keepPreviousData } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { fetchRecord } from '@/lib/api/deleted-records';
import { maintenanceRequestKeys, workOrderKeys } from '@/lib/api/query-keys';
import { refreshAfter } from '@/lib/api/refresh';
import type {
  MaintenanceCategory,
  MaintenancePriority,
  MaintenanceRequest,
  MaintenanceRequestCreate,
  MaintenanceRequestStatus,
  MaintenanceRequestUpdate,
  WorkOrderCreate,
} from '@/lib/api/schema.gen';

/** Spec 3 §9: page size 20 for lists. */
export const REQUESTS_PAGE_SIZE = 20;
/** Spec 3 §2: the first 20 work orders of a request. */
export const RELATED_WORK_ORDERS_LIMIT = 20;
/** Spec 3 §7: a single request is fresh 60 s. */
export const REQUEST_STALE_MS = 60_000;

export interface RequestListFilters {
  search: string;
  status: MaintenanceRequestStatus | '';
  priority: MaintenancePriority | '';
  category: MaintenanceCategory | '';
}

/** GET /maintenance-requests?page&limit=20&status&priority&category&search (empty values omitted, spec 3 §7). */
export function requestListQuery(filters: RequestListFilters, page: number) {
  const query = {
    page,
    limit: REQUESTS_PAGE_SIZE,
    ...(filters.search.trim() ? { search: filters.search.trim() } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.priority ? { priority: filters.priority } : {}),
    ...(filters.category ? { category: filters.category } : {}),
  };
  return queryOptions({
    queryKey: maintenanceRequestKeys.list(query),
    queryFn: () => unwrap(api.GET('/maintenance-requests', { params: { query } })),
    placeholderData: keepPreviousData,
  });
}

/** GET /maintenance-requests/{id}: the request, or `null` when gone (404 not retried, spec 3 §7); fresh 60 s. */
export function requestDetailQuery(id: string) {
  return queryOptions({
    queryKey: maintenanceRequestKeys.detail(id),
    queryFn: (context) =>
      fetchRecord(context, () => unwrap(api.GET('/maintenance-requests/{id}', { params: { path: { id } } }))),
    staleTime: REQUEST_STALE_MS,
    enabled: Boolean(id),
  });
}

/** GET /work-orders?maintenanceRequestId&page=1&limit=20: the request's first 20 work orders (spec 3 §2). */
export function relatedWorkOrdersQuery(requestId: string) {
  const query = { maintenanceRequestId: requestId, page: 1, limit: RELATED_WORK_ORDERS_LIMIT };
  return queryOptions({
    queryKey: workOrderKeys.list(query),
    queryFn: () => unwrap(api.GET('/work-orders', { params: { query } })),
    enabled: Boolean(requestId),
  });
}

/** After a request mutation (spec 3 §7 "After answers"): the saved request in the cache, then the table's areas. */
function useSaved(mutation: 'maintenanceRequest.update' | 'maintenanceRequest.status' | 'maintenanceRequest.approve') {
  const queryClient = useQueryClient();
  return async (saved: MaintenanceRequest) => {
    queryClient.setQueryData(maintenanceRequestKeys.detail(saved.id), saved);
    await refreshAfter(queryClient, mutation, { maintenanceRequests: saved.id });
  };
}

/** POST /maintenance-requests. */
export function useCreateRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MaintenanceRequestCreate) => unwrap(api.POST('/maintenance-requests', { body })),
    onSuccess: async (created) => {
      queryClient.setQueryData(maintenanceRequestKeys.detail(created.id), created);
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
