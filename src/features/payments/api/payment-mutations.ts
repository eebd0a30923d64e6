import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { markRecordDeleted } from '@/lib/api/deleted-records';
import { paymentQueries } from '@/lib/api/queries';
import { refreshAfter } from '@/lib/api/refresh';
import type { Payment, PaymentCreate, PaymentStatus, PaymentUpdate } from '@/lib/api/schema.gen';

const idsOf = (p: Pick<Payment, 'id' | 'tenantId' | 'unitId' | 'propertyId' | 'leaseId'>) => ({
  payments: p.id,
  tenants: p.tenantId,
  units: p.unitId,
  properties: p.propertyId,
  leases: p.leaseId,
});

/** POST /payments. */
export function useCreatePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PaymentCreate) => unwrap(api.POST('/payments', { body })),
    onSuccess: async (created: Payment) => {
      queryClient.setQueryData(paymentQueries.detail(created.id).queryKey, created);
      await refreshAfter(queryClient, 'payment.create', idsOf(created));
    },
  });
}

/** PUT /payments/{id} (a partial update). */
export function useUpdatePayment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PaymentUpdate) => unwrap(api.PUT('/payments/{id}', { params: { path: { id } }, body })),
    onSuccess: async (updated: Payment) => {
      queryClient.setQueryData(paymentQueries.detail(id).queryKey, updated);
      await refreshAfter(queryClient, 'payment.update', idsOf(updated));
    },
  });
}

/** PUT /payments/{id}/status {status} (the status badge menu). */
export function useUpdatePaymentStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: PaymentStatus }) =>
      unwrap(api.PUT('/payments/{id}/status', { params: { path: { id } }, body: { status } })),
    onSuccess: async (updated: Payment) => {
      queryClient.setQueryData(paymentQueries.detail(updated.id).queryKey, updated);
      await refreshAfter(queryClient, 'payment.status', idsOf(updated));
    },
  });
}

/** POST /payments/{id}/late-fee: records the late fee of an overdue payment. */
export function useApplyLateFee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.POST('/payments/{id}/late-fee', { params: { path: { id } } })),
    onSuccess: async (fee: Payment) => {
      await refreshAfter(queryClient, 'payment.lateFee', idsOf(fee));
    },
  });
}

/** POST /payments/generate-late-fees {propertyId}. */
export function useGenerateLateFees() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (propertyId: string) => unwrap(api.POST('/payments/generate-late-fees', { body: { propertyId } })),
    onSuccess: async (_result, propertyId) => {
      await refreshAfter(queryClient, 'payment.generateLateFees', { properties: propertyId });
    },
  });
}

/** DELETE /payments/{id}: the payment is marked deleted (never fetched again). */
export function useDeletePayment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.DELETE('/payments/{id}', { params: { path: { id } } })),
    onSuccess: async () => {
      const gone = queryClient.getQueryData(paymentQueries.detail(id).queryKey);
      await markRecordDeleted(queryClient, paymentQueries.detail(id).queryKey);
      await refreshAfter(queryClient, 'payment.delete', gone ? idsOf(gone) : { payments: id });
    },
  });
}
