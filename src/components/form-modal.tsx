import type { ReactNode } from 'react';
import { Button, Stack } from '@chakra-ui/react';
import { Formik, type FormikHelpers, type FormikValues } from 'formik';
import { AppModal, type AppModalSize } from '@/components/app-modal';
import { AppForm, FormAlert } from '@/components/form-fields';

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
      <Button type="submit" form={formId} loading={pending} disabled={submitDisabled}>
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
}

/**
 * A form in a modal (assignments, and the areas that copy them): the modal does not close on an
 * outside click or while saving; the footer's Cancel and submit buttons; the form's status (a failed
 * save's message) above the fields; the Yup schema's messages on the fields.
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
}: FormModalProps<Values>) {
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
      <Formik initialValues={initialValues} validationSchema={validationSchema} onSubmit={onSubmit}>
        {({ status }) => (
          <AppForm id={formId} aria-label={title}>
            <Stack gap="4">
              <FormAlert message={status} />
              {children}
            </Stack>
          </AppForm>
        )}
      </Formik>
    </AppModal>
  );
}
