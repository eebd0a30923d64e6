import { useFormikContext } from 'formik';
import { DateField, NumberField, SelectField, TextareaField } from '@/components/form-fields';
import { FormModal, submitModalForm } from '@/components/form-modal';
import { usePickerField, VendorPicker } from '@/components/pickers';
import type { MaintenanceRequest, WorkOrder } from '@/lib/api/schema.gen';
import { todayIso } from '@/lib/format';
import { useCreateWorkOrder } from '../api/maintenance-request-mutations';
import { PRIORITY_OPTIONS } from '../lib/maintenance-options';
import {
  toWorkOrderBody,
  workOrderInitialValues,
  workOrderSchema,
  type WorkOrderFormValues,
} from '../lib/work-order-form';

const FORM_ID = 'create-work-order';

/** The vendor picker, with recommendations for the request's category and property and the chosen priority. */
function VendorField({ request }: { request: MaintenanceRequest }) {
  const { values } = useFormikContext<WorkOrderFormValues>();
  return (
    <VendorPicker
      label="Vendor (optional)"
      category={request.category}
      propertyId={request.propertyId}
      priority={values.priority}
      helperText="Recommended vendors for this category are starred and listed first."
      {...usePickerField('vendorId')}
    />
  );
}

/**
 * Create Work Order from a request (spec 3 §2, §5): instructions, priority (the request's, else medium),
 * optional vendor, scheduled date and estimated duration (0.5–100 hours, step 0.5); empty values are
 * omitted. After the create the modal closes on the request's page, whose Related Work Orders refresh
 * (the spec names no other destination). A refused create keeps the modal open with the server's message.
 */
export function CreateWorkOrderModal({
  request,
  onClose,
  onCreated,
}: {
  request: MaintenanceRequest;
  onClose: () => void;
  onCreated?: (workOrder: WorkOrder) => void;
}) {
  const create = useCreateWorkOrder();
  return (
    <FormModal<WorkOrderFormValues>
      open
      onClose={onClose}
      title="Create Work Order"
      formId={FORM_ID}
      submitLabel="Create Work Order"
      pending={create.isPending}
      initialValues={workOrderInitialValues(request)}
      validationSchema={workOrderSchema}
      onSubmit={(values, helpers) =>
        submitModalForm(helpers, {
          save: () => create.mutateAsync(toWorkOrderBody(request.id, values)),
          onSaved: onCreated,
          done: onClose,
          failureLog: 'Error creating work order',
          failureMessage: 'Error creating work order. Please try again.',
        })
      }
    >
      <TextareaField name="instructions" label="Instructions" required rows={5} />
      <SelectField
        name="priority"
        label="Priority"
        required
        placeholder="Select a priority"
        options={PRIORITY_OPTIONS}
      />
      <VendorField request={request} />
      <DateField name="scheduledDate" label="Scheduled Date (optional)" min={todayIso()} />
      <NumberField
        name="estimatedDuration"
        label="Estimated Duration (hours, optional)"
        step={0.5}
        min={0.5}
        max={100}
      />
    </FormModal>
  );
}
