import { lazy, Suspense, useState } from 'react';
import { Button, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useListParams, type ListParamsSpec } from '@/lib/list-params';
import { ListPageHeader } from '@/components/list-page-header';
import { CardGrid, ListResults } from '@/components/list-results';
import { EmptyState } from '@/components/page-states';
import { paths } from '@/lib/paths';
import { PROPERTY_PAGE_SIZE } from '../api/property-queries';
import { PropertyCard, usePropertyCardCss } from '../components/property-card';
import { PropertySmartSearchPanel } from '../components/property-smart-search-panel';
import {
  filtersFromSearchParams,
  filtersToSearchParams,
  hasSmartSearchCriteria,
  type SmartSearchFilters,
} from '../lib/property-smart-search';
import { propertiesRouteQueries } from './property-route-queries';

// The form (Formik, Yup, the photo uploader) loads when Add Property is first clicked.
const PropertyFormModal = lazy(() =>
  import('../components/property-form-modal').then((m) => ({ default: m.PropertyFormModal })),
);

/** The card grid's state in the URL is its `page`; the smart search writes its own keys (`filtersToSearchParams`). */
const PROPERTY_LIST: ListParamsSpec<never> = { keys: [] };

/**
 * /properties (spec 1 §2 "Properties list"). The page, the smart-search panel (`smart=1`) and its
 * filters live in the URL. While the smart search has criteria its results replace the card grid
 * (a choice: showing both would list every property under the matches).
 */
export function Component() {
  const { params, update: setParams, page, setPage: setPageParam } = useListParams(PROPERTY_LIST);
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const smartOpen = params.get('smart') === '1';
  const filters = filtersFromSearchParams(params);
  const searching = smartOpen && hasSmartSearchCriteria(filters);

  const list = useQuery(propertiesRouteQueries(params).list);
  const cardCss = usePropertyCardCss();

  const setPage = (next: number) => {
    setPageParam(next);
    window.scrollTo({ top: 0 });
  };

  const toggleSmart = () => {
    setParams((updated) => {
      if (smartOpen) {
        updated.delete('smart');
        for (const key of Object.keys(filters)) updated.delete(key);
      } else updated.set('smart', '1');
      return updated;
    });
  };

  const changeFilters = (change: Partial<SmartSearchFilters>) => {
    setParams((current) => filtersToSearchParams(change, current), { replace: true });
  };

  return (
    <Stack gap="5">
      <ListPageHeader
        title="Properties"
        smartOpen={smartOpen}
        onToggleSmart={toggleSmart}
        addLabel="Add Property"
        onAdd={() => setCreating(true)}
      />

      {smartOpen && <PropertySmartSearchPanel filters={filters} onChange={changeFilters} />}

      {!searching && (
        <ListResults
          query={list}
          loadingLabel="Loading properties…"
          error={{
            title: 'Error loading properties',
            text: 'There was an error loading the properties. Please try again later.',
          }}
          empty={
            page === 1 ? (
              <EmptyState
                title="No properties found"
                text="You don't have any properties yet. Add your first property to get started."
                action={<Button onClick={() => setCreating(true)}>Add Your First Property</Button>}
              />
            ) : undefined
          }
          pager={{ page, pageSize: PROPERTY_PAGE_SIZE, onPage: setPage, noun: ['property', 'properties'] }}
        >
          {(properties) => (
            <CardGrid label="Properties" items={properties} getKey={(property) => property.id} itemCss={cardCss}>
              {(property) => <PropertyCard property={property} />}
            </CardGrid>
          )}
        </ListResults>
      )}

      {creating && (
        <Suspense fallback={null}>
          <PropertyFormModal
            open={creating}
            onClose={() => setCreating(false)}
            // A choice: after creating, open the new property (photos can be added only once the property is saved).
            onSaved={(saved) => navigate(paths.properties.detail(saved.id))}
          />
        </Suspense>
      )}
    </Stack>
  );
}
