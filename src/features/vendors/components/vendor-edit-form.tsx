import { Button, HStack, Stack } from '@chakra-ui/react';
import { Formik, type FormikHelpers } from 'formik';
import { AppForm, FormAlert } from '@/components/form-fields';
import { FocusFirstInvalidField, submitModalForm } from '@/components/form-modal';
import { SectionCard } from '@/components/section-card';
import type { Vendor } from '@/lib/api/schema.gen';
import { useUpdateVendor } from '../api/vendor-mutations';
import { toVendorFormValues, toVendorUpdateBody } from '../lib/vendor-form-mapper';
import { vendorFormSchema, type VendorFormValues } from '../lib/vendor-form';
import { VENDOR_FORM_TEXT } from './vendor-form-modal';
import { VendorFormSteps } from './vendor-form-steps';

const FORM_ID = 'vendor-edit-form';

/**
 * Edit Vendor on the vendor's page (spec 3 §2 "Edit Vendor switches to an inline edit form"): the
 * form's three steps, Save Changes and Cancel. A refused save keeps what was typed and says why.
 */
export function VendorEditForm({ vendor, onDone }: { vendor: Vendor; onDone: () => void }) {
  const update = useUpdateVendor(vendor.id);

  const onSubmit = async (values: VendorFormValues, helpers: FormikHelpers<VendorFormValues>) => {
    helpers.setStatus(undefined);
    let body;
    try {
      body = toVendorUpdateBody(values);
    } catch (error) {
      console.error('Error preparing vendor data', error);
      helpers.setStatus(VENDOR_FORM_TEXT.prepareFailed);
      return;
    }
    await submitModalForm(helpers, {
      save: () => update.mutateAsync(body),
      done: onDone,
      failureLog: 'Error updating vendor',
      failureMessage: VENDOR_FORM_TEXT.updateFailed,
    });
  };

  return (
    <SectionCard title="Edit Vendor">
      <Formik initialValues={toVendorFormValues(vendor)} validationSchema={vendorFormSchema()} onSubmit={onSubmit}>
        {({ status, isSubmitting }) => (
          <AppForm id={FORM_ID} aria-label="Edit Vendor">
            <FocusFirstInvalidField formId={FORM_ID} />
            <Stack gap="4">
              <FormAlert message={status} />
              <VendorFormSteps showActiveField={false} />
              <HStack justify="flex-end" gap="2">
                <Button variant="outline" colorPalette="neutral" onClick={onDone} disabled={isSubmitting}>
                  Cancel
                </Button>
                <Button type="submit" loading={isSubmitting}>
                  Save Changes
                </Button>
              </HStack>
            </Stack>
          </AppForm>
        )}
      </Formik>
    </SectionCard>
  );
}
