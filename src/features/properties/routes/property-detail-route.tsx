import { useState } from 'react';
import { Box, Stack } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { DeleteConfirmDialog, DetailHeader, DetailPhotos, useLeavingAfterDelete } from '@/components/detail-page';
import { ErrorState, LoadingState, NotFoundState } from '@/components/page-states';
import { ActiveBadge } from '@/components/status-badge';
import { propertyDetailQuery } from '../api/property-detail';
import { invalidateProperty, useDeleteProperty } from '../api/property-mutations';
import { AddUnitModal } from '../components/add-unit-modal';
import { PropertyDetailsTabs } from '../components/property-details-tabs';
import { PropertyFormModal } from '../components/property-form-modal';
import { PropertyOverview } from '../components/property-overview';
import { PropertyUnitsSection } from '../components/property-units-section';

/** /properties/{id} (spec 1 §2 "Property detail"). */
export function Component() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const query = useQuery(propertyDetailQuery(id));
  const remove = useDeleteProperty(id);
  const leaving = useLeavingAfterDelete();
  const [editing, setEditing] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [addingUnit, setAddingUnit] = useState(false);

  if (query.isPending) return <LoadingState label="Loading property…" />;
  if (query.isError)
    return (
      <Box>
        <ErrorState
          title="Error loading property"
          text="There was an error loading the property information. Please try again later."
          onRetry={() => void query.refetch()}
          isRetrying={query.isRefetching}
        />
      </Box>
    );
  const property = query.data;
  // Just deleted here: the page is on its way to /properties.
  if (!property && leaving.leaving) return null;
  if (!property)
    return (
      <NotFoundState
        title="Property not found"
        text="The property you're looking for doesn't exist or has been deleted."
        backTo="/properties"
        backLabel="Back to Properties"
      />
    );

  const onDelete = () => {
    leaving.start();
    remove.mutate(undefined, {
      onSuccess: () => navigate('/properties', { replace: true }),
      onError: (error) => {
        leaving.cancel();
        console.error('Error deleting property', error);
      },
    });
  };

  return (
    <Stack gap="6">
      <DetailHeader
        backTo="/properties"
        backLabel="Properties"
        title={property.name}
        badge={<ActiveBadge value={property.isActive} />}
        editLabel="Edit Property"
        onEdit={() => setEditing(true)}
        onDelete={() => setConfirmingDelete(true)}
      />

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

      {editing && <PropertyFormModal open={editing} onClose={() => setEditing(false)} property={property} />}
      <AddUnitModal open={addingUnit} onClose={() => setAddingUnit(false)} propertyId={property.id} />
      <DeleteConfirmDialog
        open={confirmingDelete}
        title="Delete Property"
        body={`Are you sure you want to delete ${property.name}? This action cannot be undone and will also delete all units associated with this property.`}
        errorText="Error deleting property. See console for details."
        mutation={remove}
        onConfirm={onDelete}
        onClose={() => setConfirmingDelete(false)}
      />
    </Stack>
  );
}
