import { useNavigate } from 'react-router';
import { DeleteConfirmDialog } from '@/components/detail-page';
import type { Lease } from '@/lib/api/schema.gen';
import { paths } from '@/lib/paths';
import { useDeleteLease } from '../api/lease-mutations';

export const DELETE_LEASE_ERROR = 'Error deleting lease. Please try again.';

/** "Delete Lease" confirmation of the list; after the delete the user is on /leases (spec 2 §2). */
export function DeleteLeaseDialog({ lease, onClose }: { lease: Lease; onClose: () => void }) {
  const remove = useDeleteLease(lease.id);
  const navigate = useNavigate();
  return (
    <DeleteConfirmDialog
      open
      title="Delete Lease"
      body={`Are you sure you want to delete lease ${lease.leaseNumber}? This action cannot be undone.`}
      errorText={DELETE_LEASE_ERROR}
      mutation={remove}
      onConfirm={() =>
        remove.mutate(undefined, {
          onSuccess: () => {
            onClose();
            void navigate(paths.leases.list(), { replace: true });
          },
          onError: (error) => console.error('Error deleting lease', error),
        })
      }
      onClose={onClose}
    />
  );
}
