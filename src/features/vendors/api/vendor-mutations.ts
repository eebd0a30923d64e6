import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { markRecordDeleted } from '@/lib/api/deleted-records';
import { vendorQueries } from '@/lib/api/queries';
import { refreshAfter } from '@/lib/api/refresh';
import type { Vendor, VendorCreate, VendorUpdate } from '@/lib/api/schema.gen';

/** POST /vendors. Refreshes the vendor lists, work orders and requests (spec 3 §7 "After answers"). */
export function useCreateVendor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VendorCreate) => unwrap(api.POST('/vendors', { body })),
    onSuccess: async (created: Vendor) => {
      queryClient.setQueryData(vendorQueries.detail(created.id).queryKey, created);
      await refreshAfter(queryClient, 'vendor.create', { vendors: created.id });
    },
  });
}

/** PUT /vendors/{id} (a partial update; `{ isActive: true }` reactivates an inactive vendor). */
export function useUpdateVendor(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VendorUpdate) => unwrap(api.PUT('/vendors/{id}', { params: { path: { id } }, body })),
    onSuccess: async (updated: Vendor) => {
      queryClient.setQueryData(vendorQueries.detail(id).queryKey, updated);
      await refreshAfter(queryClient, 'vendor.update', { vendors: id });
    },
  });
}

/**
 * DELETE /vendors/{id}: deactivates the vendor (spec 3 §4), which the client then treats as gone: the
 * record is marked deleted (`markRecordDeleted`: its page shows "not found", the picker's name lookup
 * never fetches it again) and the vendor lists, work orders and requests refresh, so it leaves the
 * default (active) list and the vendor picker.
 */
export function useDeactivateVendor(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.DELETE('/vendors/{id}', { params: { path: { id } } })),
    onSuccess: async () => {
      await markRecordDeleted(queryClient, vendorQueries.detail(id).queryKey);
      await refreshAfter(queryClient, 'vendor.delete', { vendors: id });
    },
  });
}
