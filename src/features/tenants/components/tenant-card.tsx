import { Link as RouterLink } from 'react-router';
import { useCardStyles } from '@/components/list-results';
import { TenantStatusBadge } from '@/components/status-badge';
import type { Tenant } from '@/lib/api/schema.gen';
import { paths } from '@/lib/paths';
import { formatPersonName } from '@/lib/format';

/**
 * The parts of the tenant cards, styled once for their whole list (`CardGrid`'s `itemCss`; docs/
 * architecture.md, *Repeated parts are styled once*). The card, its body and its heading are the
 * theme's, lifting under the pointer (`useCardStyles`).
 */
export function useTenantCardCss() {
  const { card, body, heading, linkHover } = useCardStyles();
  return {
    '& [data-part="card"]': { ...card, ...linkHover, h: 'full' },
    '& [data-part="body"]': { ...body, gap: '2', p: '4' },
    '& [data-part="head"]': { display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: '2' },
    '& [data-part="name"]': { ...heading, lineClamp: 1, wordBreak: 'break-all' },
    '& [data-part="contact"]': {
      display: 'flex',
      flexDirection: 'column',
      fontSize: 'sm',
      color: 'fg.muted',
      minW: '0',
    },
    '& [data-part="email"]': { truncate: true },
  };
}

/**
 * A tenant in the list (spec 2 §2): name, status badge, email and phone; links to /tenants/{id}.
 * Styled by its list (`useTenantCardCss`).
 */
export function TenantCard({
  tenant,
}: {
  tenant: Pick<Tenant, 'id' | 'firstName' | 'lastName' | 'status' | 'email' | 'phone'>;
}) {
  const name = formatPersonName(tenant);
  return (
    <RouterLink data-part="card" to={paths.tenants.detail(tenant.id)} aria-label={`${name}, ${tenant.status}`}>
      <div data-part="body">
        <div data-part="head">
          <h2 data-part="name">{name}</h2>
          <TenantStatusBadge status={tenant.status} />
        </div>
        <div data-part="contact">
          <p data-part="email">{tenant.email}</p>
          <p>{tenant.phone || 'No phone'}</p>
        </div>
      </div>
    </RouterLink>
  );
}
