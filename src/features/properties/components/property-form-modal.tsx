import { GridItem, SimpleGrid } from '@chakra-ui/react';
import type { FormikHelpers } from 'formik';
import { useQueryClient } from '@tanstack/react-query';
import { FormModal, submitModalForm } from '@/components/form-modal';
import {
  CheckboxField,
  MoneyField,
  NumberField,
  SelectField,
  TextareaField,
  TextField,
} from '@/components/form-fields';
import type { Property } from '@/lib/api/schema.gen';
import { DEFAULT_DEPOSIT_RETURN_DAYS, DEPOSIT_RETURN_DAYS_RANGE } from '@/lib/deposit-disposition';
import { invalidateProperty, useCreateProperty, useUpdateProperty } from '../api/property-mutations';
import { toPropertyBody, toPropertyFormValues } from '../lib/property-form-mapper';
import { DEPOSIT_RETURN_DAYS_HELP, propertyFormSchema, type PropertyFormValues } from '../lib/property-form';
import { PROPERTY_TYPE_LABELS, PROPERTY_TYPES } from '../lib/property-types';

export const PROPERTY_FORM_MESSAGES = {
  updateFailed: 'Error updating property. See console for details.',
  prepareFailed: 'Error preparing update data. See console for details.',
  // Not in the spec; worded like the update message.
  createFailed: 'Error creating property. See console for details.',
  savePhotosFirst: 'Save property first to add photos',
} as const;

export interface PropertyFormModalProps {
  open: boolean;
  onClose: () => void;
  /** The property to edit; absent for a new one. */
  property?: Property | null;
  /** After a successful save, with the saved property. */
  onSaved?: (property: Property) => void;
}

const FORM_ID = 'property-form';
const typeOptions = PROPERTY_TYPES.map((t) => ({ value: t, label: PROPERTY_TYPE_LABELS[t] }));

/**
 * Add New Property / Edit {name} (spec 1 §2, §5): a large modal with the property form. Photos can
 * be managed only for a saved property; a new one shows "Save property first to add photos".
 * On failure the form keeps what was typed, shows the server's message (else the spec's alert) and
 * puts the server's field errors on their fields.
 */
export function PropertyFormModal({ open, onClose, property, onSaved }: PropertyFormModalProps) {
  const editing = Boolean(property);
  const create = useCreateProperty();
  const update = useUpdateProperty(property?.id ?? '');
  const queryClient = useQueryClient();
  const pending = create.isPending || update.isPending;

  const onSubmit = async (values: PropertyFormValues, helpers: FormikHelpers<PropertyFormValues>) => {
    helpers.setStatus(undefined);
    let body;
    try {
      body = toPropertyBody(values);
    } catch (error) {
      console.error('Error preparing property data', error);
      helpers.setStatus(PROPERTY_FORM_MESSAGES.prepareFailed);
      return;
    }
    await submitModalForm(helpers, {
      save: () => (editing ? update.mutateAsync(body) : create.mutateAsync(body)),
      onSaved,
      done: onClose,
      failureLog: editing ? 'Error updating property' : 'Error creating property',
      // The server's message when its answer has one, else the spec's alert (spec 1 §8).
      failureMessage: editing ? PROPERTY_FORM_MESSAGES.updateFailed : PROPERTY_FORM_MESSAGES.createFailed,
    });
  };

  const title = editing ? `Edit ${property!.name}` : 'Add New Property';
  return (
    <FormModal
      open={open}
      onClose={onClose}
      size="large"
      title={title}
      formId={FORM_ID}
      submitLabel={editing ? 'Update Property' : 'Create Property'}
      pending={pending}
      initialValues={toPropertyFormValues(property)}
      validationSchema={propertyFormSchema()}
      onSubmit={onSubmit}
      photos={{
        entity: 'rental-properties',
        saved: property && {
          id: property.id,
          photos: property.photos,
          label: property.name,
          onChanged: () => invalidateProperty(queryClient, property.id),
        },
        savePhotosFirst: PROPERTY_FORM_MESSAGES.savePhotosFirst,
      }}
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <GridItem colSpan={{ base: 1, md: 2 }}>
          <TextField name="name" label="Property Name" required />
        </GridItem>
        <GridItem colSpan={{ base: 1, md: 2 }}>
          <TextField name="address" label="Address" required autoComplete="street-address" />
        </GridItem>
        <TextField name="city" label="City" required autoComplete="address-level2" />
        <TextField name="state" label="State" required autoComplete="address-level1" />
        <TextField name="zipCode" label="Zip Code" required autoComplete="postal-code" />
        <TextField name="country" label="Country" autoComplete="country-name" />
        <SelectField name="propertyType" label="Property Type" required options={typeOptions} />
        <NumberField name="yearBuilt" label="Year Built" step={1} min={1800} />
        <MoneyField name="purchasePrice" label="Purchase Price" />
        <MoneyField name="currentValue" label="Current Value" />
        <GridItem colSpan={{ base: 1, md: 2 }}>
          <NumberField
            name="depositReturnDays"
            label="Deposit return days"
            step={1}
            min={DEPOSIT_RETURN_DAYS_RANGE.min}
            max={DEPOSIT_RETURN_DAYS_RANGE.max}
            placeholder={String(DEFAULT_DEPOSIT_RETURN_DAYS)}
            helperText={DEPOSIT_RETURN_DAYS_HELP}
          />
        </GridItem>
        <GridItem colSpan={{ base: 1, md: 2 }}>
          <TextareaField name="description" label="Description" rows={4} />
        </GridItem>
        <CheckboxField name="isActive" label="Active" />
      </SimpleGrid>
    </FormModal>
  );
}
