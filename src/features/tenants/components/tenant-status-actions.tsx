import { useState } from 'react';
import { Button, HStack } from '@chakra-ui/react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { serverMessageOr } from '@/lib/api/errors';
import type { Tenant, TenantStatus } from '@/lib/api/schema.gen';
import { formatPersonName } from '@/lib/format';
import { useUpdateTenantStatus } from '../api/tenant-mutations';
import { TENANT_STATUS_LABELS, TENANT_STATUSES } from '../lib/tenant-list-filters';

/** Status-change buttons (spec 2 §4): any status to any other, each through a confirm dialog. */
export function TenantStatusActions({ tenant }: { tenant: Tenant }) {
  const change = useUpdateTenantStatus(tenant.id);
  const [next, setNext] = useState<TenantStatus | null>(null);
  const close = () => {
    change.reset();
    setNext(null);
  };
  return (
    <HStack gap="2" wrap="wrap" role="group" aria-label="Change status">
      {TENANT_STATUSES.filter((s) => s !== tenant.status).map((status) => (
        <Button key={status} size="sm" variant="outline" onClick={() => setNext(status)}>
          Mark as {TENANT_STATUS_LABELS[status]}
        </Button>
      ))}
      <ConfirmDialog
        open={next !== null}
        title="Change Status"
        body={
          next
            ? `Change ${formatPersonName(tenant)}'s status from ${TENANT_STATUS_LABELS[tenant.status]} to ${TENANT_STATUS_LABELS[next]}?`
            : ''
        }
        confirmLabel="Change Status"
        isPending={change.isPending}
        // Not in the spec; worded like the other failures.
        error={change.isError ? serverMessageOr(change.error, 'Failed to update status. Please try again.') : null}
        onConfirm={() => {
          if (!next) return;
          change.mutate(next, {
            onSuccess: () => setNext(null),
            onError: (error) => console.error('Error updating tenant status', error),
          });
        }}
        onClose={close}
      />
    </HStack>
  );
}
