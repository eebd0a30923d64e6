import type { ReactNode } from 'react';
import type { FormikValues } from 'formik';
import type { AnyObjectSchema } from 'yup';
import { InlineEditSection } from '@/components/inline-edit-section';
import { serverMessageOr } from '@/lib/api/errors';
import type { Tenant, TenantUpdate } from '@/lib/api/schema.gen';
import { useUpdateTenant } from '../api/tenant-mutations';
import { TENANT_MESSAGES } from '../lib/tenant-form';

/**
 * A tab of the tenant page with a view and an edit mode (Screening, References): Edit opens the form,
 * Save sends a partial PUT /tenants/{id} and returns to the view with a 3-second banner; a refused save
 * keeps the form with what was typed and the server's message.
 */
export function TenantTabForm<V extends FormikValues>({
  tenant,
  section,
  toValues,
  schema,
  toBody,
  view,
  fields,
}: {
  tenant: Tenant;
  /** e.g. "Screening": the form's and the Edit button's name. */
  section: string;
  toValues: (tenant: Tenant) => V;
  schema: AnyObjectSchema;
  toBody: (values: V, initial: V) => TenantUpdate;
  view: ReactNode;
  fields: ReactNode | ((values: V, helpers: { setFieldValue: (field: string, value: unknown) => void }) => ReactNode);
}) {
  const update = useUpdateTenant(tenant.id);
  const initial = toValues(tenant);
  return (
    <InlineEditSection<V>
      section={section}
      formId={`tenant-${section.toLowerCase()}-form`}
      initialValues={initial}
      schema={schema}
      save={(values) => update.mutateAsync(toBody(values, initial))}
      successMessage={`${section} information updated`}
      failureMessage={(error) =>
        error instanceof Error && error.message === TENANT_MESSAGES.invalidResponse
          ? error.message
          : serverMessageOr(error, TENANT_MESSAGES.updateFailed)
      }
      view={view}
      fields={fields}
    />
  );
}
