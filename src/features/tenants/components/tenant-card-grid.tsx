import { CardGrid } from '@/components/list-results';
import type { Tenant } from '@/lib/api/schema.gen';
import { TenantCard, useTenantCardCss } from './tenant-card';

/** The grid of tenant cards (a list, named by `label`). */
export function TenantCardGrid({ tenants, label }: { tenants: readonly Tenant[]; label: string }) {
  const cardCss = useTenantCardCss();
  return (
    <CardGrid label={label} items={tenants} getKey={(tenant) => tenant.id} itemCss={cardCss}>
      {(tenant) => <TenantCard tenant={tenant} />}
    </CardGrid>
  );
}
