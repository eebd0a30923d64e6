import type { FormikHelpers } from 'formik';
import { FormModal, submitModalForm } from '@/components/form-modal';
import type { Vendor } from '@/lib/api/schema.gen';
import { useCreateVendor } from '../api/vendor-mutations';
import { toVendorCreateBody, toVendorFormValues } from '../lib/vendor-form-mapper';
import { vendorFormSchema, type VendorFormValues } from '../lib/vendor-form';
import { VendorFormSteps } from './vendor-form-steps';

/**
 * Failure texts. The spec only logs a failed vendor save (spec 3 §8); a user needs to know, so the
 * form says so (the server's message when it has one) and keeps what was typed.
 */
export const VENDOR_FORM_TEXT = {
  createFailed: 'Error creating vendor. Please check the details and try again.',
  updateFailed: 'Error updating vendor. Please check the details and try again.',
  prepareFailed: 'Error preparing vendor data. See console for details.',
} as const;

export interface VendorFormModalProps {
  open: boolean;
  onClose: () => void;
  /** After a successful save, with the created vendor. */
  onSaved?: (vendor: Vendor) => void;
}

const FORM_ID = 'vendor-form';

/** Add Vendor (spec 3 §2 "Vendors list", "Vendor form"): the three-step vendor form in a modal. */
export function VendorFormModal({ open, onClose, onSaved }: VendorFormModalProps) {
  const create = useCreateVendor();

  const onSubmit = async (values: VendorFormValues, helpers: FormikHelpers<VendorFormValues>) => {
    helpers.setStatus(undefined);
    let body;
    try {
      body = toVendorCreateBody(values);
    } catch (error) {
      console.error('Error preparing vendor data', error);
      helpers.setStatus(VENDOR_FORM_TEXT.prepareFailed);
      return;
    }
    await submitModalForm(helpers, {
      save: () => create.mutateAsync(body),
      onSaved,
      done: onClose,
      failureLog: 'Error creating vendor',
      failureMessage: VENDOR_FORM_TEXT.createFailed,
    });
  };

  return (
    <FormModal
      open={open}
      onClose={onClose}
      size="large"
      title="Add Vendor"
      formId={FORM_ID}
      submitLabel="Create Vendor"
      pending={create.isPending}
      initialValues={toVendorFormValues(null)}
      validationSchema={vendorFormSchema()}
      onSubmit={onSubmit}
    >
      <VendorFormSteps showActiveField />
    </FormModal>
  );
}
