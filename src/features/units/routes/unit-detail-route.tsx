import { useState } from 'react';
import { SimpleGrid } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import {
  DeleteConfirmDialog,
  DetailHeader,
  DetailRoute,
  type DeleteAndLeave,
  type DetailPageText,
} from '@/components/detail-page';
import { InfoList } from '@/components/info-list';
import { PageLayout } from '@/components/page-layout';
import { SectionCard } from '@/components/section-card';
import { AvailabilityBadge } from '@/components/status-badge';
import { formatMoney, EMPTY_CELL, orMissing } from '@/lib/format';
import { paths } from '@/lib/paths';
import { AssignmentsSection } from '@/features/assignments';
import { UnitPaymentsSection } from '@/features/payments';
import type { Unit } from '@/lib/api/schema.gen';
import { unitQueries } from '@/lib/api/queries';
import { DetailPhotos } from '@/components/photos/detail-photos';
import { invalidateUnit, useDeleteUnit } from '../api/unit-mutations';
import { UnitFormModal } from '../components/unit-form-modal';
import { annualRent, rentPerSquareFoot } from '../lib/unit-figures';
import { UTILITY_FLAGS } from '../lib/unit-form';

/** Spec 1 §2 "Unit detail": the page's loading, error and not-found texts. */
export const UNIT_DETAIL_TEXT = {
  loading: 'Loading unit…',
  errorTitle: 'Error loading unit',
  errorText: 'There was an error loading the unit information. Please try again later.',
  notFoundTitle: 'Unit not found',
  notFoundText: "The unit you're looking for doesn't exist or has been deleted.",
  listPath: paths.units.list(),
  listLabel: 'Back to Units',
} as const satisfies DetailPageText;

/** Where the app goes after a unit is deleted: its property, or /units if the property is unknown. */
export function afterUnitDeletePath(propertyId: string | null | undefined): string {
  return propertyId ? paths.properties.detail(propertyId) : paths.units.list();
}

/** /units/{id} (spec 1 §2 "Unit detail"): the copy-me detail page (see `DetailRoute`). */
export function Component() {
  return (
    <DetailRoute
      detail={unitQueries.detail}
      text={UNIT_DETAIL_TEXT}
      remove={{ useDelete: useDeleteUnit, errorLog: 'Error deleting unit' }}
    >
      {(unit, remove) => <UnitDetail unit={unit} remove={remove} />}
    </DetailRoute>
  );
}

function UnitDetail({ unit, remove }: { unit: Unit; remove: DeleteAndLeave }) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const propertyName = unit.propertyName || unit.rentalProperty?.name || 'Property';

  return (
    <PageLayout
      gap="6"
      header={
        <DetailHeader
          backTo={paths.properties.detail(unit.rentalPropertyId)}
          backLabel={propertyName}
          title={`Unit ${unit.unitNumber}`}
          badge={<AvailabilityBadge isAvailable={unit.isAvailable} />}
          editLabel="Edit Unit"
          onEdit={() => setEditing(true)}
          onDelete={() => setConfirmingDelete(true)}
        />
      }
    >
      <DetailPhotos
        photos={unit.photos}
        label={`Unit ${unit.unitNumber}`}
        entity="units"
        entityId={unit.id}
        onChanged={() => invalidateUnit(queryClient, unit.id, unit.rentalPropertyId)}
      />

      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <UnitInformation unit={unit} propertyName={propertyName} />
        <FinancialDetails unit={unit} />
        <Utilities unit={unit} />
        <UtilityAccounts unit={unit} />
      </SimpleGrid>

      <AssignmentsSection unit={unit} />
      <UnitPaymentsSection unitId={unit.id} />

      {editing && <UnitFormModal open onClose={() => setEditing(false)} unit={unit} />}
      <DeleteConfirmDialog
        open={confirmingDelete}
        title="Delete Unit"
        body={`Are you sure you want to delete Unit ${unit.unitNumber}? This action cannot be undone.`}
        errorText="Error deleting unit. See console for details."
        mutation={remove}
        onConfirm={() => remove.deleteAndGo(afterUnitDeletePath(unit.rentalPropertyId))}
        onClose={() => setConfirmingDelete(false)}
      />
    </PageLayout>
  );
}

function UnitInformation({ unit, propertyName }: { unit: Unit; propertyName: string }) {
  const commercial = unit.unitType === 'commercial';
  return (
    <SectionCard fill title="Unit Information">
      <InfoList
        labelWidth="36"
        gap="2"
        items={[
          {
            label: 'Property',
            value: <RouterLink to={paths.properties.detail(unit.rentalPropertyId)}>{propertyName}</RouterLink>,
          },
          { label: 'Unit Type', value: commercial ? 'Commercial' : 'Residential' },
          ...(commercial ? [{ label: 'Business Name', value: orMissing(unit.businessName) }] : []),
          { label: 'Bedrooms', value: String(unit.bedrooms ?? 0) },
          { label: 'Bathrooms', value: String(unit.bathrooms ?? 0) },
          { label: 'Square Feet', value: unit.squareFootage.toLocaleString('en-US') },
          { label: 'Floor', value: orMissing(unit.floorNumber) },
          { label: 'Status', value: <AvailabilityBadge isAvailable={unit.isAvailable} /> },
          { label: 'Description', value: unit.description || 'No description provided' },
        ]}
      />
    </SectionCard>
  );
}

function Utilities({ unit }: { unit: Unit }) {
  return (
    <SectionCard fill title="Utilities">
      <InfoList
        labelWidth="36"
        gap="2"
        items={UTILITY_FLAGS.map((flag) => ({
          label: flag.label,
          value: unit[flag.name] ? 'Included' : 'Not included',
        }))}
      />
    </SectionCard>
  );
}

function UtilityAccounts({ unit }: { unit: Unit }) {
  return (
    <SectionCard fill title="Utility Accounts">
      <InfoList
        labelWidth="36"
        gap="2"
        items={[
          { label: 'Electric Meter', value: orMissing(unit.electricMeterNumber) },
          { label: 'Gas Meter', value: orMissing(unit.gasMeterNumber) },
          { label: 'Water Meter', value: orMissing(unit.waterMeterNumber) },
          { label: 'Trash Account', value: orMissing(unit.trashAccountNumber) },
        ]}
      />
    </SectionCard>
  );
}

function FinancialDetails({ unit }: { unit: Unit }) {
  const perSqFt = rentPerSquareFoot(unit.monthlyRent, unit.squareFootage);
  return (
    <SectionCard fill title="Financial Details">
      <InfoList
        labelWidth="36"
        gap="2"
        items={[
          { label: 'Monthly Rent', value: formatMoney(unit.monthlyRent) },
          { label: 'Annual Rent', value: formatMoney(annualRent(unit.monthlyRent)) },
          { label: 'Rent per Sq. Ft.', value: perSqFt === null ? EMPTY_CELL : `$${perSqFt}` },
        ]}
      />
    </SectionCard>
  );
}
