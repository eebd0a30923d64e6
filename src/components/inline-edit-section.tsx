import { useState, type ReactNode } from 'react';
import { Button, HStack, Stack } from '@chakra-ui/react';
import { Formik, type FormikHelpers, type FormikValues } from 'formik';
import type { AnyObjectSchema } from 'yup';
import { AppForm, applyServerFieldErrors, FormAlert } from './form-fields';
import { FocusFirstInvalidField } from './form-modal';
import { SectionCard } from './section-card';
import { SuccessBanner, useSuccessBanner } from './success-banner';

export interface InlineEditSectionProps<V extends FormikValues> {
  /** e.g. "Insurance": names the form ("Edit Insurance") and the Edit button. */
  section: string;
  /** The form element's id. */
  formId: string;
  initialValues: V;
  schema: AnyObjectSchema;
  /** Saves the values; throws when the save is refused. */
  save: (values: V) => Promise<unknown>;
  /** The banner after a save (shown 3 seconds); none when left out. */
  successMessage?: string;
  /** The form's alert for a refused save (the server's message, else the screen's wording). */
  failureMessage: (error: unknown) => string;
  view: ReactNode;
  fields: ReactNode | ((values: V, helpers: { setFieldValue: (field: string, value: unknown) => void }) => ReactNode);
  /** The submit button's label; "Save" when left out. */
  saveLabel?: string;
  /**
   * The form, while open, stands in for cards of the page (a whole record's edit): it sits in a card of
   * this title.
   */
  editTitle?: string;
  /**
   * The page holds the Edit button (a detail page's header, hidden while editing): the section opens
   * and closes through `editing` and `onEditingChange`, and shows no Edit button of its own.
   */
  editing?: boolean;
  onEditingChange?: (editing: boolean) => void;
}

/**
 * A section of a detail page with a read view and an edit form in place (a property's tabs, a
 * tenant's Screening and References): Edit opens the form, Save returns to the view with a banner,
 * a refused save keeps the form with what was typed, the alert and the server's field errors, and a
 * submit that fails moves focus to the first invalid field. A whole record edited in place (a vendor)
 * opens it from the page's own Edit button (`editing`) and shows the form in a card (`editTitle`).
 *
 * Edit stands above the view, at its right: where a page's own actions are (the header's Edit and
 * Delete), and in sight without scrolling past a long view to find it.
 */
export function InlineEditSection<V extends FormikValues>({
  section,
  formId,
  initialValues,
  schema,
  save,
  successMessage,
  failureMessage,
  view,
  fields,
  saveLabel = 'Save',
  editTitle,
  editing: editingProp,
  onEditingChange,
}: InlineEditSectionProps<V>) {
  const [ownEditing, setOwnEditing] = useState(false);
  const controlled = onEditingChange !== undefined;
  const editing = controlled ? Boolean(editingProp) : ownEditing;
  const setEditing = controlled ? onEditingChange : setOwnEditing;
  const banner = useSuccessBanner();

  const onSubmit = async (values: V, helpers: FormikHelpers<V>) => {
    helpers.setStatus(undefined);
    try {
      await save(values);
      setEditing(false);
      if (successMessage) banner.show(successMessage);
    } catch (error) {
      console.error(`Error updating ${section}`, error);
      applyServerFieldErrors(error, helpers);
      helpers.setStatus(failureMessage(error));
    }
  };

  return (
    <Stack gap="4">
      <SuccessBanner {...banner.props} />
      {editing ? (
        <Formik initialValues={initialValues} validationSchema={schema} onSubmit={onSubmit}>
          {({ status, values, isSubmitting, setFieldValue }) => {
            const form = (
              <AppForm id={formId} aria-label={`Edit ${section}`}>
                <FocusFirstInvalidField formId={formId} />
                <Stack gap="4">
                  <FormAlert message={status} />
                  {typeof fields === 'function'
                    ? fields(values, { setFieldValue: (f, v) => void setFieldValue(f, v) })
                    : fields}
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
                      {saveLabel}
                    </Button>
                  </HStack>
                </Stack>
              </AppForm>
            );
            return editTitle ? <SectionCard title={editTitle}>{form}</SectionCard> : form;
          }}
        </Formik>
      ) : controlled ? (
        view
      ) : (
        <Stack gap="4">
          <HStack justify="flex-end">
            <Button variant="outline" size="sm" onClick={() => setEditing(true)} aria-label={`Edit ${section}`}>
              Edit
            </Button>
          </HStack>
          {view}
        </Stack>
      )}
    </Stack>
  );
}
