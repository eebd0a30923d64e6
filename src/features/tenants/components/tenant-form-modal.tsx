import { GridItem, SimpleGrid } from '@chakra-ui/react';
import type { FormikHelpers } from 'formik';
import { FormModal } from '@/components/form-modal';
import {
  applyServerFieldErrors,
  CheckboxField,
  DateField,
  SelectField,
  TextareaField,
  TextField,
} from '@/components/form-fields';
import { serverMessageOr } from '@/lib/api/errors';
import type { Tenant } from '@/lib/api/schema.gen';
import { InvalidResponseError, useCreateTenant, useUpdateTenant } from '../api/tenant-mutations';
import { TENANT_STATUS_LABELS, TENANT_STATUSES } from '../lib/tenant-list-filters';
import { maskedSsn } from '../lib/tenant-status';
import {
  TENANT_MESSAGES,
  tenantFormSchema,
  toTenantCreateBody,
  toTenantFormValues,
  toTenantUpdateBody,
  type TenantFormValues,
} from '../lib/tenant-form';

export interface TenantFormModalProps {
  open: boolean;
  onClose: () => void;
  /** The tenant to edit; absent for a new one. */
  tenant?: Tenant | null;
  onSaved?: (tenant: Tenant) => void;
}

const FORM_ID = 'tenant-form';
const statusOptions = TENANT_STATUSES.map((s) => ({ value: s, label: TENANT_STATUS_LABELS[s] }));

/**
 * Add New Tenant / Edit Tenant (spec 2 §2, §3, §5): the tenant's fields with the spec's rules. Create
 * drops empty fields; update sends only the changed ones; an answer without an id shows "Invalid
 * response from server"; a refused save keeps what was typed and shows the server's message.
 */
export function TenantFormModal({ open, onClose, tenant, onSaved }: TenantFormModalProps) {
  const editing = Boolean(tenant);
  const create = useCreateTenant();
  const update = useUpdateTenant(tenant?.id ?? '');
  const initialValues = toTenantFormValues(tenant);

  const onSubmit = async (values: TenantFormValues, helpers: FormikHelpers<TenantFormValues>) => {
    helpers.setStatus(undefined);
    try {
      const saved = editing
        ? await update.mutateAsync(toTenantUpdateBody(values, initialValues))
        : await create.mutateAsync(toTenantCreateBody(values));
      onSaved?.(saved);
      onClose();
    } catch (error) {
      console.error(editing ? 'Error updating tenant' : 'Error creating tenant', error);
      applyServerFieldErrors(error, helpers);
      const fallback = editing ? TENANT_MESSAGES.updateFailed : TENANT_MESSAGES.createFailed;
      const local =
        error instanceof InvalidResponseError ||
        (error instanceof Error && error.message === TENANT_MESSAGES.createRequired);
      helpers.setStatus(local ? (error as Error).message : serverMessageOr(error, fallback));
    }
  };

  return (
    <FormModal
      open={open}
      onClose={onClose}
      size="large"
      title={editing ? 'Edit Tenant' : 'Add New Tenant'}
      formId={FORM_ID}
      submitLabel={editing ? 'Update Tenant' : 'Create Tenant'}
      pending={create.isPending || update.isPending}
      initialValues={initialValues}
      validationSchema={tenantFormSchema()}
      onSubmit={onSubmit}
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField name="firstName" label="First Name" required autoComplete="off" />
        <TextField name="lastName" label="Last Name" required autoComplete="off" />
        <TextField name="email" label="Email" type="email" required autoComplete="off" />
        <TextField name="phone" label="Phone" type="tel" autoComplete="off" />
        <SelectField name="status" label="Status" required options={statusOptions} />
        <DateField name="dateOfBirth" label="Date of Birth" />
        <TextField
          name="ssn"
          label="SSN"
          autoComplete="off"
          placeholder={editing && tenant?.ssn ? maskedSsn(tenant.ssn) : '123-45-6789'}
          helperText={
            editing && tenant?.ssn
              ? 'Leave blank to keep the stored number; only its last 4 digits are shown.'
              : "Only the last 4 digits are shown on the tenant's page."
          }
        />
        <CheckboxField name="hasPets" label="Has pets" />
        <TextField name="emergencyContactName" label="Emergency Contact Name" autoComplete="off" />
        <TextField name="emergencyContactPhone" label="Emergency Contact Phone" type="tel" autoComplete="off" />
        <TextField name="emergencyContactRelation" label="Emergency Contact Relation" autoComplete="off" />
        <GridItem colSpan={{ base: 1, md: 2 }}>
          <TextareaField name="notes" label="Notes" rows={3} />
        </GridItem>
      </SimpleGrid>
    </FormModal>
  );
}
