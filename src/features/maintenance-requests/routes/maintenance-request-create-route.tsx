import { Formik, type FormikHelpers } from 'formik';
import { useNavigate } from 'react-router';
import { submitModalForm } from '@/components/form-modal';
import { PageLayout } from '@/components/page-layout';
import { paths } from '@/lib/paths';
import { useCreateRequest } from '../api/maintenance-request-mutations';
import { CreateRequestForm } from '../components/create-request-form';
import {
  createRequestSchema,
  emptyCreateRequestValues,
  toCreateRequestBody,
  type CreateRequestValues,
} from '../lib/maintenance-request-form';

/**
 * /maintenance-requests/new (spec 3 §2 "Create Maintenance Request"): a three-step accordion with
 * "Step N of 3" and the percent complete. After creation the new request's page; Cancel → the list.
 */
export function Component() {
  const navigate = useNavigate();
  const create = useCreateRequest();
  const onSubmit = (values: CreateRequestValues, helpers: FormikHelpers<CreateRequestValues>) =>
    submitModalForm(helpers, {
      save: () => create.mutateAsync(toCreateRequestBody(values)),
      onSaved: (saved) => void navigate(paths.maintenanceRequests.detail(saved.id)),
      done: () => undefined,
      failureLog: 'Error creating maintenance request',
      failureMessage: 'Error creating maintenance request. Please try again.',
    });
  return (
    <PageLayout title="Create Maintenance Request">
      <Formik initialValues={emptyCreateRequestValues} validationSchema={createRequestSchema} onSubmit={onSubmit}>
        <CreateRequestForm pending={create.isPending} />
      </Formik>
    </PageLayout>
  );
}
