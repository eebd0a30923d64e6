import type { ReactNode } from 'react';
import { InlineEditSection } from '@/components/inline-edit-section';
import { serverMessageOr } from '@/lib/api/errors';
import type { Vendor } from '@/lib/api/schema.gen';
import { useUpdateVendor } from '../api/vendor-mutations';
import { toVendorFormValues, toVendorUpdateBody } from '../lib/vendor-form-mapper';
import { vendorFormSchema, type VendorFormValues } from '../lib/vendor-form';
import { VENDOR_FORM_TEXT } from './vendor-form-modal';
import { VendorFormSteps } from './vendor-form-steps';

/**
 * Edit Vendor on the vendor's page (spec 3 §2 "Edit Vendor switches to an inline edit form"): the
 * page's Edit Vendor button opens the form's three steps in place of the vendor's cards (`view`), with
 * Save Changes and Cancel. A refused save keeps what was typed and says why.
 */
export function VendorEditSection({
  vendor,
  editing,
  onEditingChange,
  view,
}: {
  vendor: Vendor;
  editing: boolean;
  onEditingChange: (editing: boolean) => void;
  view: ReactNode;
}) {
  const update = useUpdateVendor(vendor.id);
  const save = async (values: VendorFormValues) => {
    let body;
    try {
      body = toVendorUpdateBody(values);
    } catch (error) {
      console.error('Error preparing vendor data', error);
      throw new PrepareFailed();
    }
    return update.mutateAsync(body);
  };
  return (
    <InlineEditSection<VendorFormValues>
      section="Vendor"
      formId="vendor-edit-form"
      editTitle="Edit Vendor"
      saveLabel="Save Changes"
      editing={editing}
      onEditingChange={onEditingChange}
      initialValues={toVendorFormValues(vendor)}
      schema={vendorFormSchema()}
      save={save}
      failureMessage={(error) =>
        error instanceof PrepareFailed
          ? VENDOR_FORM_TEXT.prepareFailed
          : serverMessageOr(error, VENDOR_FORM_TEXT.updateFailed)
      }
      view={view}
      fields={<VendorFormSteps showActiveField={false} />}
    />
  );
}

/** The form's values could not be turned into the update's body (nothing was sent). */
class PrepareFailed extends Error {}
