import { useRecipe } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { useCardStyles } from '@/components/list-results';
import type { Vendor } from '@/lib/api/schema.gen';
import { paths } from '@/lib/paths';
import { percentText, ratingText } from '../lib/vendor-figures';
import { CARD_SPECIALTY_LIMIT } from '../lib/vendor-specialties';
import { SpecialtyBadges, VendorStatusBadges } from './vendor-badges';

/**
 * The parts of the vendor cards, styled once for their whole list (`CardGrid`'s `itemCss`; docs/
 * architecture.md, *Repeated parts are styled once*): the theme's card, body and heading
 * (`useCardStyles`), its link look for the company name and the phone.
 */
export function useVendorCardCss() {
  const { card, body, heading } = useCardStyles();
  const link = useRecipe({ key: 'link' })({});
  return {
    '& [data-part="card"]': { ...card, h: 'full', _hover: { shadow: 'sm', borderColor: 'border.emphasized' } },
    '& [data-part="body"]': { ...body, gap: '2', p: '4' },
    '& [data-part="name"]': { ...heading, lineClamp: 2, wordBreak: 'break-word' },
    '& [data-part="name"] > a, & [data-part="line"] > a': link,
    '& [data-part="line"]': { fontSize: 'sm' },
    '& [data-part="stats"]': {
      display: 'flex',
      alignItems: 'center',
      gap: '2',
      mt: '2',
      borderTopWidth: '1px',
      pt: '3',
    },
    '& [data-part="stat"]': {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      flex: '1',
      minW: '0',
    },
    '& [data-part="stat"] > :first-of-type': { fontSize: 'xs', color: 'fg.muted' },
    '& [data-part="stat"] > :last-of-type': { fontWeight: 'semibold', fontSize: 'sm' },
  };
}

function Stat({ label, value }: { label: string; value: string | number }) {
  return (
    <div data-part="stat">
      <p>{label}</p>
      <p>{value}</p>
    </div>
  );
}

/**
 * A vendor in the list (spec 3 §2 "Vendors list"): company (the link to its page), contact, phone,
 * the active and "Emergency Available" badges, rating, jobs completed, completion rate and up to 3
 * specialties plus "+N more". Only the company name is a link, so the phone can be a tel: link. Styled
 * by its list (`useVendorCardCss`).
 */
export function VendorCard({ vendor }: { vendor: Vendor }) {
  return (
    <div data-part="card">
      <div data-part="body">
        <h2 data-part="name">
          <RouterLink to={paths.vendors.detail(vendor.id)}>{vendor.companyName}</RouterLink>
        </h2>
        <p data-part="line">{vendor.contactName}</p>
        <p data-part="line">
          <a href={`tel:${vendor.phone.replace(/[^0-9+]/g, '')}`}>{vendor.phone}</a>
        </p>
        <VendorStatusBadges vendor={vendor} />
        <div data-part="stats">
          <Stat label="Rating" value={ratingText(vendor.averageRating)} />
          <Stat label="Jobs" value={vendor.totalJobsCompleted} />
          <Stat label="Completion" value={percentText(vendor.completionRate)} />
        </div>
        <SpecialtyBadges specialties={vendor.specialties} limit={CARD_SPECIALTY_LIMIT} />
      </div>
    </div>
  );
}
