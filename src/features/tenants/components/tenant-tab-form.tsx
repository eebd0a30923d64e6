import { useState, type ReactNode } from 'react';
import { Button, HStack, Stack } from '@chakra-ui/react';
import { Formik, type FormikHelpers, type FormikValues } from 'formik';
import type { AnyObjectSchema } from 'yup';
import { AppForm, applyServerFieldErrors, FormAlert } from '@/components/form-fields';
import { SuccessBanner, useSuccessBanner } from '@/components/success-banner';
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
  const [editing, setEditing] = useState(false);
  const banner = useSuccessBanner();
  const update = useUpdateTenant(tenant.id);
  const initial = toValues(tenant);

  const onSubmit = async (values: V, helpers: FormikHelpers<V>) => {
    helpers.setStatus(undefined);
    try {
      await update.mutateAsync(toBody(values, initial));
      setEditing(false);
      banner.show(`${section} information updated`);
    } catch (error) {
      console.error(`Error updating ${section}`, error);
      applyServerFieldErrors(error, helpers);
      helpers.setStatus(
        error instanceof Error && error.message === TENANT_MESSAGES.invalidResponse
          ? error.message
          : serverMessageOr(error, TENANT_MESSAGES.updateFailed),
      );
    }
  };

  return (
    <Stack gap="4">
      <SuccessBanner {...banner.props} />
      {editing ? (
        <Formik initialValues={initial} validationSchema={schema} onSubmit={onSubmit}>
          {({ status, values, isSubmitting, setFieldValue }) => (
            <AppForm id={`tenant-${section.toLowerCase()}-form`} aria-label={`Edit ${section}`}>
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
                    Save
                  </Button>
                </HStack>
              </Stack>
            </AppForm>
          )}
        </Formik>
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
