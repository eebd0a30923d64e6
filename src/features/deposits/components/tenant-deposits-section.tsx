import { useQuery } from '@tanstack/react-query';
import { assignmentQueries } from '@/lib/api/queries';
import type { LeaseSummary } from '@/lib/api/schema.gen';
import { DEPOSIT_TEXT } from '../lib/deposit-labels';
import { LeaseDepositsSection } from './lease-deposits-section';

/**
 * The deposits of each of a tenant's leases (their assignments' leases, as the tenant's ledgers list them),
 * with the link to a lease's disposition once it has a move-out date.
 */
export function TenantDepositsSection({ tenantId }: { tenantId: string }) {
  const query = useQuery(assignmentQueries.byTenant(tenantId));
  if (query.isPending || query.isError) return null;
  const leases = new Map<string, LeaseSummary>();
  for (const a of query.data.data) if (a.lease && !leases.has(a.lease.id)) leases.set(a.lease.id, a.lease);
  return (
    <>
      {[...leases.values()].map((lease) => (
        <LeaseDepositsSection
          key={lease.id}
          leaseId={lease.id}
          // The assignment carries the lease's status, not its move-out date: an ended lease offers its disposition.
          ended={lease.status === 'expired' || lease.status === 'terminated'}
          title={`${DEPOSIT_TEXT.leaseSection}: lease ${lease.leaseNumber}`}
        />
      ))}
    </>
  );
}
