import { memo } from 'react';
import { Alert, Field, Fieldset, GridItem, SimpleGrid, Switch } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useFormikContext, type FormikHelpers } from 'formik';
import { FormModal, submitModalForm } from '@/components/form-modal';
import {
  CheckboxField,
  MoneyField,
  NumberField,
  ReadOnlyValue,
  TextareaField,
  TextField,
} from '@/components/form-fields';
import { ErrorState, LoadingState } from '@/components/page-states';
import type { Unit } from '@/lib/api/schema.gen';
import { propertyNameQuery, propertyPickerFirstPageQuery } from '@/lib/api/pickers';
import { PropertyField } from '@/components/pickers/property-picker';
import { invalidateUnit, useCreateUnit, useUpdateUnit } from '../api/unit-mutations';
import { toUnitBody, toUnitFormValues } from '../lib/unit-form-mapper';
import { unitFormSchema, UTILITY_FLAGS, type UnitFormValues } from '../lib/unit-form';

/** The unit form's alerts (spec 1 §8) and texts (spec 1 §2), verbatim. */
export const UNIT_FORM_TEXT = {
  processingFailed: 'Error processing form data. See console for details.',
  updateFailed: 'Error updating unit. See console for details.',
  prepareFailed: 'Error preparing update data. See console for details.',
  savePhotosFirst: 'Save unit first to add photos',
  noPropertiesTitle: 'No Properties Available',
  noPropertiesText: 'You need to create a property before you can add units. Please create a property first.',
  // The properties list's load error (spec 1 §2), for the property picker.
  propertiesLoadError: 'There was an error loading the properties. Please try again later.',
} as const;

/** Props of the unit form modal (used by the units list, unit detail and the property detail's Add Unit). */
export interface UnitFormModalProps {
  open: boolean;
  onClose: () => void;
  /** The unit to edit; absent when creating. */
  unit?: Unit | null;
  /** A fixed parent property (create from a property page): shown read-only instead of the select. */
  propertyId?: string;
  /** Called with the saved unit after a successful create or update. */
  onSaved?: (unit: Unit) => void;
}

const FORM_ID = 'unit-form';

/**
 * Add New Unit / Edit Unit {n} (spec 1 §2, §5): a large modal with a two-column form and a unit-type
 * switch (a commercial unit asks for its business name). The property is a picker when creating
 * without a fixed property (a select, or a search box when there are more properties than one picker
 * page; see PropertyField), read-only (its name) when editing or when the property is fixed. Photos
 * only for a saved unit. On failure the form keeps what was typed, shows the server's message (else
 * the spec's alert) and puts the server's field errors on their fields.
 */
export function UnitFormModal({ open, onClose, unit, propertyId, onSaved }: UnitFormModalProps) {
  const editing = Boolean(unit);
  const needsPropertySelect = !editing && !propertyId;
  const properties = useQuery({ ...propertyPickerFirstPageQuery(), enabled: open && needsPropertySelect });
  // A fixed property's name: on its page the property is already cached under this key.
  const fixedProperty = useQuery({
    ...propertyNameQuery(propertyId ?? ''),
    enabled: open && !editing && Boolean(propertyId),
  });
  const readOnlyPropertyName = editing
    ? (unit?.propertyName ?? unit?.rentalProperty?.name ?? '')
    : (fixedProperty.data ?? '');
  const create = useCreateUnit();
  const update = useUpdateUnit(unit?.id ?? '');
  const queryClient = useQueryClient();
  const pending = create.isPending || update.isPending;
  const title = editing ? `Edit Unit ${unit!.unitNumber}` : 'Add New Unit';
  const noProperties = needsPropertySelect && properties.data !== undefined && properties.data.total === 0;

  const onSubmit = async (values: UnitFormValues, helpers: FormikHelpers<UnitFormValues>) => {
    let body: ReturnType<typeof toUnitBody> | undefined;
    if (editing) {
      try {
        body = toUnitBody(values, 'edit');
      } catch (error) {
        console.error('Error preparing unit update data', error);
        helpers.setStatus(UNIT_FORM_TEXT.prepareFailed);
        return;
      }
    }
    await submitModalForm(helpers, {
      save: () =>
        body
          ? update.mutateAsync(body)
          : // A mapping failure on create is a failed save ("Error processing form data").
            create.mutateAsync(
              toUnitBody({ ...values, rentalPropertyId: propertyId ?? values.rentalPropertyId }, 'create'),
            ),
      onSaved,
      done: onClose,
      failureLog: editing ? 'Error updating unit' : 'Error creating unit',
      // The server's message when its answer has one, else the spec's alert (spec 1 §8).
      failureMessage: editing ? UNIT_FORM_TEXT.updateFailed : UNIT_FORM_TEXT.processingFailed,
    });
  };

  return (
    <FormModal
      open={open}
      onClose={onClose}
      size="large"
      title={title}
      formId={FORM_ID}
      submitLabel={editing ? 'Update Unit' : 'Create Unit'}
      pending={pending}
      submitDisabled={noProperties || (needsPropertySelect && !properties.data)}
      initialValues={toUnitFormValues(unit, propertyId)}
      validationSchema={unitFormSchema({ requireProperty: needsPropertySelect })}
      onSubmit={onSubmit}
      notReady={
        noProperties ? (
          <Alert.Root status="warning" variant="subtle" borderRadius="l2" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{UNIT_FORM_TEXT.noPropertiesTitle}</Alert.Title>
              <Alert.Description>{UNIT_FORM_TEXT.noPropertiesText}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : needsPropertySelect && properties.isPending ? (
          <LoadingState label="Loading properties…" />
        ) : needsPropertySelect && properties.isError ? (
          <ErrorState
            title="Error loading properties"
            text={UNIT_FORM_TEXT.propertiesLoadError}
            onRetry={() => void properties.refetch()}
            isRetrying={properties.isRefetching}
          />
        ) : undefined
      }
      photos={
        noProperties
          ? undefined
          : {
              entity: 'units',
              saved: unit && {
                id: unit.id,
                photos: unit.photos,
                label: `Unit ${unit.unitNumber}`,
                onChanged: () => invalidateUnit(queryClient, unit.id, unit.rentalPropertyId),
              },
              savePhotosFirst: UNIT_FORM_TEXT.savePhotosFirst,
            }
      }
    >
      <UnitTypeSwitch />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField name="unitNumber" label="Unit Number" required />
        {needsPropertySelect && properties.data ? (
          <PropertyField name="rentalPropertyId" firstPage={properties.data} />
        ) : (
          <ReadOnlyValue label="Property" value={readOnlyPropertyName} />
        )}
        <BusinessNameField />
        <NumberField name="squareFootage" label="Square Footage" required step={1} min={1} />
        <MoneyField name="monthlyRent" label="Monthly Rent" required />
        <NumberField name="bedrooms" label="Bedrooms" step={1} min={0} />
        <NumberField name="bathrooms" label="Bathrooms" step={0.5} min={0} />
        <NumberField name="floorNumber" label="Floor Number" step={1} helperText="Negative for basement levels" />
        <GridItem colSpan={{ base: 1, md: 2 }}>
          <TextareaField name="description" label="Description" rows={3} />
        </GridItem>
        <GridItem colSpan={{ base: 1, md: 2 }}>
          <CheckboxField name="isAvailable" label="Available" />
        </GridItem>
      </SimpleGrid>
      <Fieldset.Root>
        <Fieldset.Legend fontWeight="semibold">Utilities Included</Fieldset.Legend>
        <SimpleGrid columns={{ base: 2, sm: 3, md: 5 }} gap="3" mt="2">
          {UTILITY_FLAGS.map((flag) => (
            <CheckboxField key={flag.name} name={flag.name} label={flag.label} />
          ))}
        </SimpleGrid>
      </Fieldset.Root>
      <Fieldset.Root>
        <Fieldset.Legend fontWeight="semibold">Meters and Accounts</Fieldset.Legend>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" mt="2">
          <TextField name="electricMeterNumber" label="Electric Meter Number" />
          <TextField name="gasMeterNumber" label="Gas Meter Number" />
          <TextField name="waterMeterNumber" label="Water Meter Number" />
          <TextField name="trashAccountNumber" label="Trash Account Number" />
        </SimpleGrid>
      </Fieldset.Root>
    </FormModal>
  );
}

/** Residential / commercial switch; the value lives in `unitType`. */
function UnitTypeSwitch() {
  const { values, setFieldValue, errors, submitCount } = useFormikContext<UnitFormValues>();
  return (
    <UnitTypeSwitchView
      commercial={values.unitType === 'commercial'}
      error={submitCount > 0 ? errors.unitType : undefined}
      setFieldValue={setFieldValue}
    />
  );
}

/** The switch itself: redrawn when the type or its error changes, not on every key of the form. */
const UnitTypeSwitchView = memo(function UnitTypeSwitchView({
  commercial,
  error,
  setFieldValue,
}: {
  commercial: boolean;
  error: string | undefined;
  setFieldValue: FormikHelpers<UnitFormValues>['setFieldValue'];
}) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Switch.Root
        checked={commercial}
        onCheckedChange={(details) => void setFieldValue('unitType', details.checked ? 'commercial' : 'residential')}
      >
        <Switch.HiddenInput />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label>Commercial Unit</Switch.Label>
      </Switch.Root>
      <Field.HelperText>Unit type: {commercial ? 'Commercial' : 'Residential'}</Field.HelperText>
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
});

function BusinessNameField() {
  const { values } = useFormikContext<UnitFormValues>();
  if (values.unitType !== 'commercial') return null;
  return <TextField name="businessName" label="Business Name" required />;
}

export default UnitFormModal;
