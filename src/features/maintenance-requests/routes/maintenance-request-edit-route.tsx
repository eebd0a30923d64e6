import { Button, HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Formik, type FormikHelpers } from 'formik';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import {
  AppForm,
  FormAlert,
  NumberField,
  ReadOnlyValue,
  SelectField,
  TextareaField,
  TextField,
} from '@/components/form-fields';
import { FocusFirstInvalidField, submitModalForm } from '@/components/form-modal';
import { PageLayout } from '@/components/page-layout';
import { ErrorState, LoadingState, NotFoundState } from '@/components/page-states';
import type { MaintenanceRequest } from '@/lib/api/schema.gen';
import { paths } from '@/lib/paths';
import { maintenanceRequestQueries } from '@/lib/api/queries';
import { useUpdateRequest } from '../api/maintenance-request-mutations';
import { CATEGORY_OPTIONS, PRIORITY_OPTIONS } from '../lib/maintenance-options';
import {
  editRequestSchema,
  editRequestValuesOf,
  toUpdateRequestBody,
  type EditRequestValues,
} from '../lib/maintenance-request-form';
import { REQUEST_DETAIL_TEXT } from './maintenance-request-detail-route';

const FORM_ID = 'edit-maintenance-request';

/** Spec 3 §8: on edit the not-found text is "Request not found". */
export const EDIT_NOT_FOUND = 'Request not found';

/**
 * /maintenance-requests/{id}/edit (spec 3 §2 "Edit Maintenance Request"): title, description, category,
 * priority, notes (visible to tenant), estimated and actual cost; property and unit read-only; status is
 * not changed here. Save Changes and Cancel return to the request's page.
 */
export function Component() {
  const { id = '' } = useParams();
  const query = useQuery(maintenanceRequestQueries.detail(id));
  if (query.isPending) return <LoadingState label={REQUEST_DETAIL_TEXT.loading} />;
  if (query.isError)
    return (
      <ErrorState
        title={REQUEST_DETAIL_TEXT.errorTitle}
        text={REQUEST_DETAIL_TEXT.errorText}
        onRetry={() => void query.refetch()}
        isRetrying={query.isRefetching}
      />
    );
  if (!query.data)
    return (
      <NotFoundState
        title={EDIT_NOT_FOUND}
        backTo={REQUEST_DETAIL_TEXT.listPath}
        backLabel={REQUEST_DETAIL_TEXT.listLabel}
      />
    );
  return <EditRequestForm request={query.data} />;
}

function EditRequestForm({ request }: { request: MaintenanceRequest }) {
  const navigate = useNavigate();
  const update = useUpdateRequest(request.id);
  const detail = paths.maintenanceRequests.detail(request.id);
  const onSubmit = (values: EditRequestValues, helpers: FormikHelpers<EditRequestValues>) =>
    submitModalForm(helpers, {
      save: () => update.mutateAsync(toUpdateRequestBody(values)),
      done: () => void navigate(detail),
      failureLog: 'Error updating maintenance request',
      failureMessage: 'Error updating maintenance request. Please try again.',
    });
  return (
    <PageLayout title={`Edit ${request.requestNumber}`}>
      <Formik initialValues={editRequestValuesOf(request)} validationSchema={editRequestSchema} onSubmit={onSubmit}>
        {({ status }) => (
          <AppForm id={FORM_ID} aria-label="Edit Maintenance Request">
            <FocusFirstInvalidField formId={FORM_ID} />
            <Stack gap="4" maxW="3xl">
              <FormAlert message={status} />
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                <ReadOnlyValue label="Property" value={request.property?.name ?? 'Unknown Property'} />
                <ReadOnlyValue label="Unit" value={request.unit ? `Unit ${request.unit.unitNumber}` : 'Unknown Unit'} />
              </SimpleGrid>
              <TextField name="title" label="Title" required />
              <TextareaField name="description" label="Description" required rows={5} />
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                <SelectField
                  name="category"
                  label="Category"
                  required
                  placeholder="Select a category"
                  options={CATEGORY_OPTIONS}
                />
                <SelectField
                  name="priority"
                  label="Priority"
                  required
                  placeholder="Select a priority"
                  options={PRIORITY_OPTIONS}
                />
              </SimpleGrid>
              <TextareaField name="notes" label="Notes (visible to tenant)" rows={3} />
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                <NumberField name="estimatedCost" label="Estimated Cost ($)" step={0.01} min={0} />
                <NumberField name="actualCost" label="Actual Cost ($)" step={0.01} min={0} />
              </SimpleGrid>
              <HStack gap="3">
                <Button type="submit" loading={update.isPending}>
                  Save Changes
                </Button>
                <Button asChild variant="outline" colorPalette="neutral">
                  <RouterLink to={detail}>Cancel</RouterLink>
                </Button>
              </HStack>
            </Stack>
          </AppForm>
        )}
      </Formik>
    </PageLayout>
  );
}
