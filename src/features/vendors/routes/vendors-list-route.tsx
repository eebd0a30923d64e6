import { useState } from 'react';
import { Box, Button } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { FilterSelect } from '@/components/filter-select';
import { PageLayout } from '@/components/page-layout';
import { CardGrid, FilterBar, ListResults } from '@/components/list-results';
import { EmptyState } from '@/components/page-states';
import { TextFilter } from '@/components/search/text-filter';
import { paths } from '@/lib/paths';
import { useListParams } from '@/lib/list-params';
import { useVendorCardCss, VendorCard } from '../components/vendor-card';
import { VendorFormModal } from '../components/vendor-form-modal';
import {
  ACTIVE_OPTIONS,
  hasVendorFilters,
  VENDOR_LIST_PARAMS,
  vendorFiltersFromParams,
  VENDORS_PAGE_SIZE,
} from '../lib/vendor-list-filters';
import { specialtyLabel, VENDOR_SPECIALTIES } from '../lib/vendor-specialties';
import { vendorsRouteQueries } from './vendor-route-queries';

/** Spec 3 §2 "Vendors list" and §8, verbatim. */
export const VENDORS_LIST_TEXT = {
  empty: 'No vendors found',
  errorTitle: 'Error loading vendors',
  errorText: 'There was an error loading the vendor list. Please try again later.',
} as const;

const SPECIALTY_OPTIONS = [
  { value: '', label: 'All specialties' },
  ...VENDOR_SPECIALTIES.map((s) => ({ value: s, label: specialtyLabel(s) })),
];

/**
 * /vendors (spec 3 §2 "Vendors list"): Add Vendor (a modal), the filters search, specialty and active
 * status (default Active) with Clear Filters, all in the URL; the vendors as cards, 20 a page, paged on
 * the server (GET /vendors). Any filter change goes back to page 1.
 */
export function Component() {
  const list = useListParams(VENDOR_LIST_PARAMS);
  const { params, page } = list;
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const filters = vendorFiltersFromParams(params);
  const query = useQuery(vendorsRouteQueries(params).list);
  const cardCss = useVendorCardCss();

  const { search: onSearch, specialty: onSpecialty, active: onActive } = list.on;

  const setPage = (next: number) => {
    list.setPage(next);
    window.scrollTo({ top: 0 });
  };

  return (
    <PageLayout title="Vendors" actions={<Button onClick={() => setAdding(true)}>Add Vendor</Button>}>
      <FilterBar label="Filter vendors" columns={{ base: 1, sm: 2, md: 4 }} maxW="none" alignItems="end">
        <TextFilter
          label="Search"
          type="search"
          value={filters.search}
          onChange={onSearch}
          placeholder="Company, contact or email"
        />
        <FilterSelect label="Specialty" value={filters.specialty} options={SPECIALTY_OPTIONS} onChange={onSpecialty} />
        <FilterSelect label="Status" value={filters.active} options={ACTIVE_OPTIONS} onChange={onActive} />
        <Box>
          <Button variant="outline" colorPalette="neutral" disabled={!hasVendorFilters(filters)} onClick={list.clear}>
            Clear Filters
          </Button>
        </Box>
      </FilterBar>

      <ListResults
        query={query}
        loadingLabel="Loading vendors…"
        error={{ title: VENDORS_LIST_TEXT.errorTitle, text: VENDORS_LIST_TEXT.errorText }}
        empty={<EmptyState title={VENDORS_LIST_TEXT.empty} />}
        pager={{ page, pageSize: VENDORS_PAGE_SIZE, onPage: setPage, noun: ['vendor', 'vendors'] }}
      >
        {(vendors) => (
          <CardGrid label="Vendors" items={vendors} getKey={(vendor) => vendor.id} itemCss={cardCss}>
            {(vendor) => <VendorCard vendor={vendor} />}
          </CardGrid>
        )}
      </ListResults>

      {/* A choice: a new vendor opens on its own page (the spec does not say where creation leads). */}
      {adding && (
        <VendorFormModal
          open
          onClose={() => setAdding(false)}
          onSaved={(vendor) => navigate(paths.vendors.detail(vendor.id))}
        />
      )}
    </PageLayout>
  );
}
