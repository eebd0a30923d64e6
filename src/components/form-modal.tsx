import { useEffect, useRef, type ReactNode } from 'react';
import { Button, Separator, Stack } from '@chakra-ui/react';
import { Formik, useFormikContext, type FormikHelpers, type FormikValues } from 'formik';
import { AppModal, type AppModalSize } from '@/components/app-modal';
import { AppForm, applyServerFieldErrors, FormAlert } from '@/components/form-fields';
import { FormPhotosSection } from '@/components/photos/form-photos-section';
import { serverMessageOr } from '@/lib/api/errors';
import type { PhotoEntity } from '@/lib/api/upload';

/**
 * A modal form's save: clears the status, runs `save`; on success hands the saved record to `onSaved`
 * and calls `done` (close the modal); on failure logs `failureLog`, puts the server's field errors on
 * their fields and its message (else `failureMessage`, the spec's alert) above them. The form keeps
 * what was typed. A `save` that throws before its request (mapping the values) counts as a failure.
 */
export async function submitModalForm<Values, Saved>(
  helpers: FormikHelpers<Values>,
  {
    save,
    onSaved,
    done,
    failureLog,
    failureMessage,
  }: {
    save: () => Promise<Saved>;
    onSaved?: (saved: Saved) => void;
    done: () => void;
    failureLog: string;
    failureMessage: string;
  },
) {
  helpers.setStatus(undefined);
  try {
    const saved = await save();
    onSaved?.(saved);
    done();
  } catch (error) {
    console.error(failureLog, error);
    applyServerFieldErrors(error, helpers);
    helpers.setStatus(serverMessageOr(error, failureMessage));
  }
}

/** The Photos section of a form modal: for a saved record its gallery and uploader, else `savePhotosFirst`. */
export interface FormModalPhotos {
  entity: PhotoEntity;
  /** The saved record; absent while creating. */
  saved?: {
    id: string;
    photos: readonly string[];
    /** The gallery's name for the photos (e.g. the property's name). */
    label: string;
    /** After an upload or a delete: refresh the record. */
    onChanged: () => void | Promise<void>;
  } | null;
  /** E.g. "Save property first to add photos". */
  savePhotosFirst: string;
}

/**
 * The footer of a modal form: Cancel (disabled while saving) and the submit button, which submits the
 * form `formId` from outside it and shows the save in progress.
 */
export function FormModalFooter({
  formId,
  submitLabel,
  pending,
  submitDisabled,
  onCancel,
}: {
  formId: string;
  submitLabel: string;
  pending: boolean;
  /** E.g. nothing to submit yet, or already done. */
  submitDisabled?: boolean;
  onCancel: () => void;
}) {
  return (
    <>
      <Button variant="outline" colorPalette="neutral" onClick={onCancel} disabled={pending}>
        Cancel
      </Button>
      <Button type="submit" form={formId} loading={pending} loadingText={submitLabel} disabled={submitDisabled}>
        {submitLabel}
      </Button>
    </>
  );
}

export interface FormModalProps<Values extends FormikValues> {
  open: boolean;
  onClose: () => void;
  /** The modal's title, also the form's accessible name. */
  title: string;
  size?: AppModalSize;
  formId: string;
  submitLabel: string;
  pending: boolean;
  submitDisabled?: boolean;
  initialValues: Values;
  validationSchema: unknown;
  /** Put a failure's message in `helpers.setStatus`: it shows above the fields. */
  onSubmit: (values: Values, helpers: FormikHelpers<Values>) => void | Promise<void>;
  /** The fields (under the status alert). */
  children: ReactNode;
  /**
   * Shown instead of the form while it cannot be filled in yet: a loading or error state of the data
   * the form needs (e.g. the properties of a picker), or an alert why it cannot be used.
   */
  notReady?: ReactNode;
  /** Under the form, after a separator: e.g. the photos section (FormPhotosSection). */
  below?: ReactNode;
  /** The Photos section under the form (after a separator), with heading id `{formId}-photos`. */
  photos?: FormModalPhotos;
}

/**
 * After a submit that failed (the schema's errors, or the server's field errors of a failed save),
 * moves focus to the first invalid field of form `formId` and scrolls it into view, so a keyboard or
 * screen-reader user lands on what to fix instead of staying on the submit button.
 */
export function FocusFirstInvalidField({ formId }: { formId: string }) {
  const { submitCount, isSubmitting, isValidating, errors } = useFormikContext();
  const handled = useRef(0);
  const hasErrors = Object.keys(errors).length > 0;
  useEffect(() => {
    if (submitCount === handled.current || isSubmitting || isValidating || !hasErrors) return;
    handled.current = submitCount;
    const form = document.getElementById(formId);
    const first = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!first) return;
    first.focus({ preventScroll: true });
    first.scrollIntoView?.({ block: 'center' });
  }, [formId, submitCount, isSubmitting, isValidating, hasErrors]);
  return null;
}

/**
 * A form in a modal (properties, units, assignments, and the areas that copy them): the modal does not close on an
 * outside click or while saving; the footer's Cancel and submit buttons; the form's status (a failed
 * save's message) above the fields; the Yup schema's messages on the fields; after a failed submit,
 * focus on the first invalid field. `notReady` replaces the form while its data loads; `photos` (or
 * `below`) holds what sits under it. `submitModalForm` runs the save.
 */
export function FormModal<Values extends FormikValues>({
  open,
  onClose,
  title,
  size = 'medium',
  formId,
  submitLabel,
  pending,
  submitDisabled,
  initialValues,
  validationSchema,
  onSubmit,
  children,
  notReady,
  below: belowProp,
  photos,
}: FormModalProps<Values>) {
  const below = photos ? (
    <FormPhotosSection
      headingId={`${formId}-photos`}
      saved={
        photos.saved
          ? {
              entity: photos.entity,
              entityId: photos.saved.id,
              photos: photos.saved.photos,
              label: photos.saved.label,
              onChanged: photos.saved.onChanged,
            }
          : undefined
      }
      savePhotosFirst={photos.savePhotosFirst}
    />
  ) : (
    belowProp
  );
  return (
    <AppModal
      open={open}
      onClose={onClose}
      title={title}
      size={size}
      isPending={pending}
      closeOnInteractOutside={false}
      footer={
        <FormModalFooter
          formId={formId}
          submitLabel={submitLabel}
          pending={pending}
          submitDisabled={submitDisabled}
          onCancel={onClose}
        />
      }
    >
      {notReady ?? (
        <Formik initialValues={initialValues} validationSchema={validationSchema} onSubmit={onSubmit}>
          {({ status }) => (
            <AppForm id={formId} aria-label={title}>
              <FocusFirstInvalidField formId={formId} />
              <Stack gap="4">
                <FormAlert message={status} />
                {children}
              </Stack>
            </AppForm>
          )}
        </Formik>
      )}
      {below ? (
        <>
          <Separator my="6" />
          {below}
        </>
      ) : null}
    </AppModal>
  );
}
