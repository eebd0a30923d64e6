import { Link as RouterLink } from 'react-router';
import { useCardStyles } from '@/components/list-results';
import { PhotoThumbnail } from '@/components/photos/photo-thumbnail';
import type { WorkOrder } from '@/lib/api/schema.gen';
import { formatDate, formatDateTime } from '@/lib/format';
import { paths } from '@/lib/paths';
import { PriorityBadge, WorkOrderStatusBadge } from '@/components/status-badge';
import { excerpt, propertyNameOf, totalCostText, unitNumberOf } from '../lib/work-order-list-filters';

/** Like the request cards (spec 3 §9: at most 3 thumbnails), plus "+N more". */
const MAX_THUMBNAILS = 3;

/**
 * The parts of the work order cards, styled once for their whole list (`CardGrid`'s `itemCss`; docs/
 * architecture.md, *Repeated parts are styled once*) on the theme's card, body and heading, lifting
 * under the pointer as the whole card is a link (`useCardStyles`).
 */
export function useWorkOrderCardCss() {
  const { card, body, heading, linkHover } = useCardStyles();
  return {
    '& [data-part="card"]': { ...card, ...linkHover, position: 'relative' },
    '& [data-part="body"]': { ...body, gap: '3', p: '4' },
    '& [data-part="head"]': {
      display: 'flex',
      justifyContent: 'space-between',
      alignItems: 'flex-start',
      flexWrap: 'wrap',
      gap: '2',
    },
    '& [data-part="number"]': heading,
    // The link covers the card (its ::after), so the whole card is one link named by the number.
    '& [data-part="number"] span::after': { content: '""', position: 'absolute', inset: 0 },
    '& [data-part="row"]': { display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' },
    '& [data-part="instructions"]': { color: 'fg.muted', fontSize: 'sm', overflowWrap: 'anywhere' },
    '& [data-part="photos"]': { display: 'flex', alignItems: 'center', gap: '2' },
    '& [data-part="photo"]': { w: '16', h: '16', borderRadius: 'l2', overflow: 'hidden', flexShrink: 0 },
    '& [data-part="more"]': { fontSize: 'sm', color: 'fg.muted' },
    '& [data-part="facts"]': {
      display: 'grid',
      gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
      gap: '3',
      borderTopWidth: '1px',
      pt: '3',
    },
    '& [data-part="fact"]': { display: 'flex', flexDirection: 'column', minW: '0' },
    '& [data-part="fact"] > dt': { fontSize: 'xs', color: 'fg.muted' },
    '& [data-part="fact"] > dd': { fontSize: 'sm', overflowWrap: 'anywhere' },
  };
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div data-part="fact">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/**
 * A work order in the list (spec 3 §2 "Work Orders list"): number, the first 100 characters of the
 * instructions, status and priority badges, photos (3 thumbnails and "+N more"), property, unit, vendor
 * ("Unassigned"), scheduled date ("Not scheduled"), total cost ("Not set" unless above 0) and created
 * date. The whole card links to the work order's page; the number is its name. Styled by its list
 * (`useWorkOrderCardCss`).
 */
export function WorkOrderCard({ workOrder }: { workOrder: WorkOrder }) {
  const photos = workOrder.photos;
  const more = photos.length - MAX_THUMBNAILS;
  return (
    <div data-part="card">
      <div data-part="body">
        <div data-part="head">
          <h2 data-part="number">
            <RouterLink to={paths.workOrders.detail(workOrder.id)}>
              <span>{workOrder.workOrderNumber}</span>
            </RouterLink>
          </h2>
          <div data-part="row">
            <WorkOrderStatusBadge status={workOrder.status} />
            <PriorityBadge priority={workOrder.priority} />
          </div>
        </div>
        <p data-part="instructions">{excerpt(workOrder.instructions)}</p>
        {photos.length > 0 && (
          <div
            data-part="photos"
            role="group"
            aria-label={`${photos.length} ${photos.length === 1 ? 'photo' : 'photos'}`}
          >
            {photos.slice(0, MAX_THUMBNAILS).map((photo, index) => (
              <div key={photo} data-part="photo">
                <PhotoThumbnail path={photo} alt={`${workOrder.workOrderNumber} photo ${index + 1}`} size={64} />
              </div>
            ))}
            {more > 0 && <p data-part="more">+{more} more</p>}
          </div>
        )}
        <dl data-part="facts">
          <Fact label="Property" value={propertyNameOf(workOrder)} />
          <Fact label="Unit" value={unitNumberOf(workOrder)} />
          <Fact label="Vendor" value={workOrder.vendor?.companyName ?? 'Unassigned'} />
          <Fact
            label="Scheduled"
            value={workOrder.scheduledDate ? formatDateTime(workOrder.scheduledDate) : 'Not scheduled'}
          />
          <Fact label="Total Cost" value={totalCostText(workOrder.totalCost)} />
          <Fact label="Created" value={formatDate(workOrder.createdAt)} />
        </dl>
      </div>
    </div>
  );
}
