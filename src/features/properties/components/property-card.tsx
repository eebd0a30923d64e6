import { Link as RouterLink } from 'react-router';
import type { Property } from '@/lib/api/schema.gen';
import { useCardStyles } from '@/components/list-results';
import { photoUrl } from '@/components/photos/photo-rules';
import { paths } from '@/lib/paths';
import { EMPTY_CELL } from '@/lib/format';
import { occupancyRate, occupiedUnitCount } from '../lib/property-figures';

/**
 * The parts of the property cards, styled once for their whole list (`CardGrid`'s `itemCss`): a card
 * repeats its parts twenty times a page, and a styled component per part computes its styles on every
 * render (docs/architecture.md, *Repeated parts are styled once*). The card, its body and its heading
 * are the theme's, lifting under the pointer (`useCardStyles`).
 */
export function usePropertyCardCss() {
  const { card, body, heading, linkHover } = useCardStyles();
  return {
    '& [data-part="card"]': { ...card, ...linkHover, overflow: 'hidden' },
    '& [data-part="photo"]': { h: '40', bg: 'bg.muted', flexShrink: 0 },
    '& [data-part="photo"] > img': { w: 'full', h: 'full', objectFit: 'cover' },
    '& [data-part="no-photo"]': {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      h: 'full',
      color: 'fg.muted',
      fontSize: 'sm',
    },
    '& [data-part="body"]': { ...body, gap: '1', p: '4' },
    '& [data-part="name"]': { ...heading, lineClamp: 1 },
    '& [data-part="address"]': { color: 'fg.muted', fontSize: 'sm', lineClamp: 2 },
    '& [data-part="figures"]': {
      display: 'flex',
      alignItems: 'center',
      gap: '2',
      mt: '3',
      borderTopWidth: '1px',
      pt: '3',
    },
    '& [data-part="figure"]': { display: 'flex', flexDirection: 'column', alignItems: 'center', flex: '1' },
    '& [data-part="figure"] > :first-of-type': { fontSize: 'xs', color: 'fg.muted' },
    '& [data-part="figure"] > :last-of-type': { fontWeight: 'semibold' },
  };
}

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <div data-part="figure">
      <p>{label}</p>
      <p>{value}</p>
    </div>
  );
}

/**
 * A property in the list (spec 1 §2): first photo or the placeholder "Property Image", name,
 * address with city and state, Units, Occupied (units not available) and Rate. Styled by its list
 * (`usePropertyCardCss`).
 */
export function PropertyCard({ property }: { property: Property }) {
  const total = property.units?.length ?? property.totalUnits ?? 0;
  const occupied = property.units ? occupiedUnitCount(property.units) : (property.occupiedUnits ?? 0);
  const photo = property.photos?.[0];
  return (
    <RouterLink
      data-part="card"
      to={paths.properties.detail(property.id)}
      aria-label={`${property.name}, ${property.address}, ${property.city}, ${property.state}`}
    >
      <div data-part="photo">
        {photo ? (
          <img src={photoUrl(photo)} alt="" loading="lazy" decoding="async" />
        ) : (
          <div data-part="no-photo">Property Image</div>
        )}
      </div>
      <div data-part="body">
        <h2 data-part="name">{property.name}</h2>
        <p data-part="address">
          {property.address}, {property.city}, {property.state}
        </p>
        <div data-part="figures">
          <Figure label="Units" value={total} />
          <Figure label="Occupied" value={occupied} />
          {/* No units, no rate: "0%" would read as an empty building. */}
          <Figure label="Rate" value={total ? `${occupancyRate(occupied, total)}%` : EMPTY_CELL} />
        </div>
      </div>
    </RouterLink>
  );
}
