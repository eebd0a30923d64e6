import type { ReactNode } from 'react';
import type { FormikValues } from 'formik';
import type { AnyObjectSchema } from 'yup';
import { InlineEditSection } from '@/components/inline-edit-section';
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
  const update = useUpdateProperty(property.id);
  const save = async (values: V) => {
    let body: PropertyUpdateBody;
    try {
      body = toBody(values);
    } catch (error) {
      console.error(`Error preparing ${section} data`, error);
      throw new PrepareFailed();
    }
    return update.mutateAsync(body);
  };
  return (
    <InlineEditSection<V>
      section={section}
      formId={`property-${section.toLowerCase().replace(/\W+/g, '-')}-form`}
      initialValues={toValues(property)}
      schema={schema}
      save={save}
      successMessage={successMessage}
      // The server's message when its answer has one, else the spec's alert (spec 1 §8).
      failureMessage={(error) =>
        error instanceof PrepareFailed
          ? PROPERTY_FORM_MESSAGES.prepareFailed
          : serverMessageOr(error, PROPERTY_FORM_MESSAGES.updateFailed)
      }
      view={view}
      fields={typeof fields === 'function' ? (values) => fields(values) : fields}
    />
  );
}

/** The form's values could not be turned into the update's body (nothing was sent). */
class PrepareFailed extends Error {}
