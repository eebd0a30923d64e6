import { Link as RouterLink } from 'react-router';
import { useCardStyles } from '@/components/list-results';
import { PhotoThumbnail } from '@/components/photos/photo-thumbnail';
import { formatDate, formatMoney } from '@/lib/format';
import { paths } from '@/lib/paths';
import type { MaintenanceRequest } from '@/lib/api/schema.gen';
import { PriorityBadge, RequestStatusBadge } from '@/components/status-badge';
import { categoryLabel } from '../lib/maintenance-options';

/** Spec 3 §9: at most 3 thumbnails on a request card. */
export const CARD_THUMBNAILS = 3;

/**
 * The parts of the request cards, styled once for their whole list (`CardGrid`'s `itemCss`; docs/
 * architecture.md, *Repeated parts are styled once*) on the theme's card and body (`useCardStyles`).
 */
export function useRequestCardCss() {
  const { card, body } = useCardStyles();
  return {
    '& [data-part="card"]': { ...card, h: 'full' },
    '& [data-part="body"]': { ...body, gap: '3', p: '4' },
    '& [data-part="head"]': { display: 'flex', flexDirection: 'column', gap: '1' },
    '& [data-part="number"]': { fontSize: 'sm', color: 'fg.muted' },
    '& [data-part="title"]': { fontWeight: 'semibold', fontSize: 'lg' },
    '& [data-part="row"]': { display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' },
    '& [data-part="description"]': { fontSize: 'sm', lineClamp: 3 },
    '& [data-part="more"]': {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      w: '64px',
      h: '64px',
      bg: 'bg.muted',
      borderRadius: 'md',
      fontSize: 'sm',
    },
    '& [data-part="fact"]': { fontSize: 'sm' },
    '& [data-part="fact"] > span': { color: 'fg.muted' },
  };
}

function Fact({ label, children }: { label: string; children: string }) {
  return (
    <p data-part="fact">
      <span>{label}: </span>
      {children}
    </p>
  );
}

/**
 * A request in the list (spec 3 §2): number, title (the link to its page), status and priority badges,
 * the description on 3 lines, up to 3 thumbnails plus "+N more", property ("Unknown Property"), unit
 * ("Unknown Unit"), category, submitted date, and the due date and estimated cost when present. Styled
 * by its list (`useRequestCardCss`).
 */
export function RequestCard({ request }: { request: MaintenanceRequest }) {
  const shown = request.photos.slice(0, CARD_THUMBNAILS);
  const more = request.photos.length - shown.length;
  return (
    <article data-part="card" aria-labelledby={`request-${request.id}`}>
      <div data-part="body">
        <div data-part="head">
          <p data-part="number">{request.requestNumber}</p>
          <h2 data-part="title" id={`request-${request.id}`}>
            <RouterLink to={paths.maintenanceRequests.detail(request.id)}>{request.title}</RouterLink>
          </h2>
          <div data-part="row">
            <RequestStatusBadge status={request.status} />
            <PriorityBadge priority={request.priority} />
          </div>
        </div>
        <p data-part="description">{request.description}</p>
        {shown.length > 0 && (
          <div data-part="row">
            {shown.map((path, i) => (
              <PhotoThumbnail key={path} path={path} alt={`${request.title}, photo ${i + 1}`} size={64} />
            ))}
            {more > 0 && <div data-part="more">+{more} more</div>}
          </div>
        )}
        <div>
          <Fact label="Property">{request.property?.name ?? 'Unknown Property'}</Fact>
          <Fact label="Unit">{request.unit?.unitNumber ?? 'Unknown Unit'}</Fact>
          <Fact label="Category">{categoryLabel(request.category)}</Fact>
          <Fact label="Submitted">{formatDate(request.submittedDate)}</Fact>
          {request.dueDate && <Fact label="Due">{formatDate(request.dueDate)}</Fact>}
          {request.estimatedCost !== null && <Fact label="Estimated cost">{formatMoney(request.estimatedCost)}</Fact>}
        </div>
      </div>
    </article>
  );
}
