import { useState, type ReactNode } from 'react';
import { Button, HStack, Stack } from '@chakra-ui/react';
import { Formik, type FormikHelpers, type FormikValues } from 'formik';
import type { AnyObjectSchema } from 'yup';
import { AppForm, applyServerFieldErrors, FormAlert } from '@/components/form-fields';
import { SuccessBanner, useSuccessBanner } from '@/components/success-banner';
import { serverMessageOr } from '@/lib/api/errors';
import type { Property } from '@/lib/api/schema.gen';
import { useUpdateProperty, type PropertyUpdateBody } from '../api/property-mutations';
import { PROPERTY_FORM_MESSAGES } from './property-form-modal';

export interface DetailTabFormProps<V extends FormikValues> {
  property: Property;
  /** Accessible name of the form and of the Edit button (e.g. "Insurance"). */
  section: string;
  successMessage: string;
  toValues: (property: Property) => V;
  schema: AnyObjectSchema;
  toBody: (values: V) => PropertyUpdateBody;
  view: ReactNode;
  fields: ReactNode | ((values: V) => ReactNode);
}

/**
 * One detail tab (spec 1 §2 Tabs): a read view with an Edit button, and an edit form saved with a
 * partial PUT; on success it returns to the view and shows the tab's banner for 3 seconds. On failure
 * the form stays open with what was typed, the server's message (else the spec's alert), and the
 * server's field errors.
 */
export function DetailTabForm<V extends FormikValues>({
  property,
  section,
  successMessage,
  toValues,
  schema,
  toBody,
  view,
  fields,
}: DetailTabFormProps<V>) {
  const [editing, setEditing] = useState(false);
  const banner = useSuccessBanner();
  const update = useUpdateProperty(property.id);
  const formId = `property-${section.toLowerCase().replace(/\W+/g, '-')}-form`;

  const onSubmit = async (values: V, helpers: FormikHelpers<V>) => {
    helpers.setStatus(undefined);
    let body: PropertyUpdateBody;
    try {
      body = toBody(values);
    } catch (error) {
      console.error(`Error preparing ${section} data`, error);
      helpers.setStatus(PROPERTY_FORM_MESSAGES.prepareFailed);
      return;
    }
    try {
      await update.mutateAsync(body);
      setEditing(false);
      banner.show(successMessage);
    } catch (error) {
      console.error(`Error updating ${section}`, error);
      applyServerFieldErrors(error, helpers);
      // The server's message when its answer has one, else the spec's alert (spec 1 §8).
      helpers.setStatus(serverMessageOr(error, PROPERTY_FORM_MESSAGES.updateFailed));
    }
  };

  return (
    <Stack gap="4">
      <SuccessBanner {...banner.props} />
      {editing ? (
        <Formik initialValues={toValues(property)} validationSchema={schema} onSubmit={onSubmit}>
          {({ status, values, isSubmitting }) => (
            <AppForm id={formId} aria-label={`Edit ${section}`}>
              <Stack gap="4">
                <FormAlert message={status} />
                {typeof fields === 'function' ? fields(values) : fields}
                <HStack justify="flex-end" gap="2" wrap="wrap">
                  <Button
                    variant="outline"
                    colorPalette="neutral"
                    onClick={() => setEditing(false)}
                    disabled={isSubmitting}
                  >
                    Cancel
                  </Button>
                  <Button type="submit" loading={isSubmitting}>
                    Save
                  </Button>
                </HStack>
              </Stack>
            </AppForm>
          )}
        </Formik>
      ) : (
        <Stack gap="4">
          {view}
          <HStack justify="flex-end">
            <Button variant="outline" size="sm" onClick={() => setEditing(true)} aria-label={`Edit ${section}`}>
              Edit
            </Button>
          </HStack>
        </Stack>
      )}
    </Stack>
  );
}
