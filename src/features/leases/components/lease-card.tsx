import type { ComponentProps } from 'react';
import { Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { useCardStyles } from '@/components/list-results';
import { FlagBadge, LeaseStatusBadge } from '@/components/status-badge';
import type { Lease } from '@/lib/api/schema.gen';
import { formatDate, formatMoney } from '@/lib/format';
import { paths } from '@/lib/paths';
import { daysUntil, endsWithinDays, leaseTenantNames, leaseUnitLabels } from '../lib/lease-display';

/**
 * The parts of the lease cards, styled once for their whole list (`CardGrid`'s `itemCss`; docs/
 * architecture.md, *Repeated parts are styled once*): the theme's outline card, its body and heading
 * (`useCardStyles`); the card is not a link (its number is), so it does not lift under the pointer.
 */
export function useLeaseCardCss() {
  const { card, body, heading } = useCardStyles();
  return {
    '& [data-part="card"]': { ...card, h: 'full' },
    '& [data-part="body"]': { ...body, gap: '2', p: '4' },
    '& [data-part="head"]': {
      display: 'flex',
      justifyContent: 'space-between',
      alignItems: 'flex-start',
      gap: '2',
      flexWrap: 'wrap',
    },
    '& [data-part="number"]': heading,
    '& [data-part="flags"]': { display: 'flex', alignItems: 'center', gap: '1', flexWrap: 'wrap' },
    '& [data-part="lines"]': { display: 'flex', flexDirection: 'column', gap: '1', fontSize: 'sm' },
    '& [data-part="label"]': { color: 'fg.muted' },
    '& [data-part="actions"]': { display: 'flex', alignItems: 'center', gap: '2', pt: '1' },
  };
}

/**
 * A lease card of the list: what a manager scans for — number (the link to the lease), tenants, unit and
 * property, dates, rent, status, and a mark when it ends within 60 days; Edit and Delete. Styled by its
 * list (`useLeaseCardCss`).
 */
export function LeaseCard({
  lease,
  today,
  onEdit,
  onDelete,
  actionIntent,
}: {
  lease: Lease;
  today: string;
  onEdit: () => void;
  onDelete: () => void;
  /** Handlers for the pointer coming over or the focus reaching Edit or Delete (load their dialogs). */
  actionIntent?: ComponentProps<'div'>;
}) {
  const tenants = leaseTenantNames(lease.tenantUnitAssignments);
  const units = leaseUnitLabels(lease.tenantUnitAssignments);
  const endingSoon = endsWithinDays(lease, today);
  const left = daysUntil(lease.endDate, today);
  return (
    <article data-part="card" aria-label={`Lease ${lease.leaseNumber}`}>
      <div data-part="body">
        <div data-part="head">
          <h2 data-part="number">
            <RouterLink to={paths.leases.detail(lease.id)}>{lease.leaseNumber}</RouterLink>
          </h2>
          <div data-part="flags">
            {endingSoon ? (
              <FlagBadge color="orange">
                {left === 0 ? 'Ends today' : `Ends in ${left} ${left === 1 ? 'day' : 'days'}`}
              </FlagBadge>
            ) : null}
            <LeaseStatusBadge status={lease.status} />
          </div>
        </div>
        <div data-part="lines">
          <p>
            <span data-part="label">Tenants: </span>
            {tenants.length ? tenants.join(', ') : 'No tenants assigned'}
          </p>
          <p>
            <span data-part="label">Unit: </span>
            {units.length ? units.join('; ') : 'No unit assigned'}
          </p>
          <p>
            <span data-part="label">Dates: </span>
            {formatDate(lease.startDate)} – {formatDate(lease.endDate)}
          </p>
          <p>
            <span data-part="label">Rent: </span>
            {formatMoney(lease.monthlyRent)} / month
          </p>
        </div>
        <div data-part="actions" {...actionIntent}>
          <Button size="sm" variant="outline" onClick={onEdit} aria-label={`Edit lease ${lease.leaseNumber}`}>
            Edit
          </Button>
          <Button
            size="sm"
            variant="outline"
            colorPalette="error"
            onClick={onDelete}
            aria-label={`Delete lease ${lease.leaseNumber}`}
          >
            Delete
          </Button>
        </div>
      </div>
    </article>
  );
}
