import { DeleteConfirmDialog } from '@/components/detail-page';
import type { Lease } from '@/lib/api/schema.gen';
import { useDeleteLease } from '../api/lease-mutations';

export const DELETE_LEASE_ERROR = 'Error deleting lease. Please try again.';

/**
 * "Delete Lease" confirmation of the list (spec 2 §2). After the delete the user stays on the list as
 * it was, search, status and page kept: the list refetches without the lease.
 */
export function DeleteLeaseDialog({ lease, onClose }: { lease: Lease; onClose: () => void }) {
  const remove = useDeleteLease(lease.id);
  return (
    <DeleteConfirmDialog
      open
      title="Delete Lease"
      body={`Are you sure you want to delete lease ${lease.leaseNumber}? This action cannot be undone.`}
      errorText={DELETE_LEASE_ERROR}
      mutation={remove}
      onConfirm={() =>
        remove.mutate(undefined, {
          onSuccess: onClose,
          onError: (error) => console.error('Error deleting lease', error),
        })
      }
      onClose={onClose}
    />
  );
}
