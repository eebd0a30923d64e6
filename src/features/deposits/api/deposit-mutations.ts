import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { depositQueries } from '@/lib/api/queries';
import { refreshAfter } from '@/lib/api/refresh';
import type { DepositDisposition, DepositDispositionFinalize, DepositDispositionUpdate } from '@/lib/api/schema.gen';
import { photoUrl } from '@/components/photos/photo-rules';
import { UploadError } from '@/lib/api/upload';

/** PUT /leases/{id}/deposit-disposition: saves the manager's lines as a draft (nothing reaches the ledger). */
export function useSaveDisposition(leaseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DepositDispositionUpdate) =>
      unwrap(api.PUT('/leases/{id}/deposit-disposition', { params: { path: { id: leaseId } }, body })),
    onSuccess: async (saved: DepositDisposition) => {
      queryClient.setQueryData(depositQueries.disposition(leaseId).queryKey, saved);
      await refreshAfter(queryClient, 'deposit.save', { leases: leaseId });
    },
  });
}

/** POST /leases/{id}/deposit-disposition/finalize: freezes the statement and writes the payments. */
export function useFinalizeDisposition(leaseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DepositDispositionFinalize) =>
      unwrap(api.POST('/leases/{id}/deposit-disposition/finalize', { params: { path: { id: leaseId } }, body })),
    onSuccess: async (final: DepositDisposition) => {
      await refreshAfter(queryClient, 'deposit.finalize', { leases: leaseId });
      queryClient.setQueryData(depositQueries.disposition(leaseId).queryKey, final);
    },
  });
}

/**
 * A deduction's photo: POST …/photos/upload-url reserves its path, then its bytes are PUT there (no
 * token: the URL is the permission). Resolves with the path to put in the line's `photos`, which the
 * next save of the draft stores.
 */
export function useUploadDeductionPhoto(leaseId: string) {
  const queryClient = useQueryClient();
  return async (file: File, onProgress: (percent: number) => void): Promise<string> => {
    const target = await unwrap(
      api.POST('/leases/{id}/deposit-disposition/photos/upload-url', {
        params: { path: { id: leaseId } },
        body: { filename: file.name },
      }),
    );
    onProgress(10);
    const response = await fetch(photoUrl(target.uploadUrl), {
      method: 'PUT',
      headers: { 'Content-Type': file.type },
      body: file,
    });
    if (!response.ok) throw new UploadError({ kind: 'response', status: response.status });
    onProgress(100);
    await refreshAfter(queryClient, 'deposit.photo', { leases: leaseId });
    return target.path;
  };
}
