import { CardGrid } from '@/components/list-results';
import type { Tenant } from '@/lib/api/schema.gen';
import { TenantCard } from './tenant-card';

/** The grid of tenant cards (a list, named by `label`). */
export function TenantCardGrid({ tenants, label }: { tenants: readonly Tenant[]; label: string }) {
  return (
    <CardGrid label={label} items={tenants} getKey={(tenant) => tenant.id}>
      {(tenant) => <TenantCard tenant={tenant} />}
    </CardGrid>
  );
}
