import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  DeleteConfirmDialog,
  DetailHeader,
  DetailRoute,
  type DeleteAndLeave,
  type DetailPageText,
} from '@/components/detail-page';
import { PageLayout } from '@/components/page-layout';
import { ActiveBadge } from '@/components/status-badge';
import type { Property } from '@/lib/api/schema.gen';
import { paths } from '@/lib/paths';
import { propertyQueries } from '@/lib/api/queries';
import { OwnerStatementSection } from '@/features/payments';
import { DetailPhotos } from '@/components/photos/detail-photos';
import { invalidateProperty, useDeleteProperty } from '../api/property-mutations';
import { AddUnitModal } from '../components/add-unit-modal';
import { PropertyDetailsTabs } from '../components/property-details-tabs';
import { PropertyFormModal } from '../components/property-form-modal';
import { PropertyOverview } from '../components/property-overview';
import { PropertyUnitsSection } from '../components/property-units-section';

/** Spec 1 §2 "Property detail": the page's loading, error and not-found texts. */
export const PROPERTY_DETAIL_TEXT = {
  loading: 'Loading property…',
  errorTitle: 'Error loading property',
  errorText: 'There was an error loading the property information. Please try again later.',
  notFoundTitle: 'Property not found',
  notFoundText: "The property you're looking for doesn't exist or has been deleted.",
  listPath: paths.properties.list(),
  listLabel: 'Back to Properties',
} as const satisfies DetailPageText;

/** /properties/{id} (spec 1 §2 "Property detail"); the states and the delete are `DetailRoute`'s. */
export function Component() {
  return (
    <DetailRoute
      detail={propertyQueries.detail}
      text={PROPERTY_DETAIL_TEXT}
      remove={{ useDelete: useDeleteProperty, errorLog: 'Error deleting property' }}
    >
      {(property, remove) => <PropertyDetail property={property} remove={remove} />}
    </DetailRoute>
  );
}

function PropertyDetail({ property, remove }: { property: Property; remove: DeleteAndLeave }) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [addingUnit, setAddingUnit] = useState(false);

  return (
    <PageLayout
      gap="6"
      header={
        <DetailHeader
          backTo={paths.properties.list()}
          backLabel="Properties"
          title={property.name}
          badge={<ActiveBadge value={property.isActive} />}
          editLabel="Edit Property"
          onEdit={() => setEditing(true)}
          onDelete={() => setConfirmingDelete(true)}
        />
      }
    >
      <DetailPhotos
        photos={property.photos}
        label={property.name}
        entity="rental-properties"
        entityId={property.id}
        onChanged={() => invalidateProperty(queryClient, property.id)}
      />

      <PropertyOverview property={property} />
      <PropertyDetailsTabs property={property} />
      <PropertyUnitsSection units={property.units} onAddUnit={() => setAddingUnit(true)} />
      <OwnerStatementSection propertyId={property.id} />

      {editing && <PropertyFormModal open={editing} onClose={() => setEditing(false)} property={property} />}
      <AddUnitModal open={addingUnit} onClose={() => setAddingUnit(false)} propertyId={property.id} />
      <DeleteConfirmDialog
        open={confirmingDelete}
        title="Delete Property"
        body={`Are you sure you want to delete ${property.name}? This action cannot be undone and will also delete all units associated with this property.`}
        errorText="Error deleting property. See console for details."
        mutation={remove}
        onConfirm={() => remove.deleteAndGo(paths.properties.list())}
        onClose={() => setConfirmingDelete(false)}
      />
    </PageLayout>
  );
}
