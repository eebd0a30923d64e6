import { useEffect, useRef, useState } from 'react';
import { Box, SimpleGrid } from '@chakra-ui/react';
import type { FormikHelpers, FormikValues } from 'formik';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { CheckboxField, ReadOnlyValue } from '@/components/form-fields';
import { FormModal, submitModalForm, type FormModalProps } from '@/components/form-modal';
import { SuccessBanner } from '@/components/success-banner';
import { serverMessageOr } from '@/lib/api/errors';
import type { Assignment } from '@/lib/api/schema.gen';
import { formatPersonName } from '@/lib/format';
import {
  useBulkCreateAssignments,
  useCreateAssignment,
  useDeleteAssignment,
  useUpdateAssignment,
} from '../api/assignment-mutations';
import {
  ASSIGNMENT_MESSAGES,
  assignmentSchema,
  assignmentToValues,
  bulkAssignmentSchema,
  CLOSE_AFTER_CREATE_MS,
  newAssignmentValues,
  newBulkAssignmentValues,
  toAssignmentCreateBody,
  toAssignmentUpdateBody,
  toBulkAssignmentBody,
  type AssignmentFormValues,
} from '../lib/assignment-form';
import { AssignmentDates, LeaseSelect, TenantSelect, UnitSelect } from './assignment-fields';
import { BulkTenantsField } from './bulk-tenants-field';

/** Shown while a created assignment's modal closes (0.4 s); the spec gives no wording, so this is ours. */
export const ASSIGNMENT_CREATED = 'Assignment created';
export const ASSIGNMENTS_CREATED = 'Assignments created';

/** Closes `CLOSE_AFTER_CREATE_MS` after `done` turns true; the timer is dropped on unmount. */
function useCloseAfterCreate(onClose: () => void) {
  const [done, setDone] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return {
    done,
    finish: () => {
      setDone(true);
      timer.current = setTimeout(onClose, CLOSE_AFTER_CREATE_MS);
    },
  };
}

type CreateFormModalProps<Values extends FormikValues, Saved> = Omit<
  FormModalProps<Values>,
  'onSubmit' | 'submitDisabled' | 'formId'
> & {
  formId: string;
  save: (values: Values) => Promise<Saved>;
  onSaved?: (saved: Saved) => void;
  failureLog: string;
  failureMessage: string;
  /** Shown while the modal closes after a create. */
  createdMessage: string;
};

/** A create modal of assignments: saves, shows `createdMessage` and closes shortly after (spec 2 §2). */
function CreateFormModal<Values extends FormikValues, Saved>({
  save,
  onSaved,
  failureLog,
  failureMessage,
  createdMessage,
  children,
  ...modal
}: CreateFormModalProps<Values, Saved>) {
  const closer = useCloseAfterCreate(modal.onClose);
  return (
    <FormModal
      {...modal}
      submitDisabled={closer.done}
      onSubmit={(values, helpers) =>
        submitModalForm(helpers, { save: () => save(values), onSaved, done: closer.finish, failureLog, failureMessage })
      }
    >
      <SuccessBanner message={closer.done ? createdMessage : null} />
      {children}
    </FormModal>
  );
}

export interface AssignTenantModalProps {
  open: boolean;
  onClose: () => void;
  /** Fixed unit (from the unit page): no unit picker. */
  unitId?: string;
  /** Fixed tenant (from the tenant page): no tenant picker. */
  tenantId?: string;
  /** A lease to preselect (from the lease page). */
  leaseId?: string;
  /** Shown read-only for a fixed unit/tenant, e.g. "Unit 101". */
  unitLabel?: string;
  tenantLabel?: string;
  onSaved?: (assignment: Assignment) => void;
}

/** Assign Tenant to Unit (spec 2 §2): tenant, unit, optional lease (fills the dates), primary, dates. */
export function AssignTenantModal({
  open,
  onClose,
  unitId,
  tenantId,
  leaseId,
  unitLabel,
  tenantLabel,
  onSaved,
}: AssignTenantModalProps) {
  const create = useCreateAssignment();
  return (
    <CreateFormModal
      open={open}
      onClose={onClose}
      title="Assign Tenant to Unit"
      formId="assign-tenant-form"
      submitLabel="Assign Tenant"
      pending={create.isPending}
      initialValues={newAssignmentValues({ unitId, tenantId, leaseId })}
      validationSchema={assignmentSchema()}
      save={(values) => create.mutateAsync(toAssignmentCreateBody(values))}
      onSaved={onSaved}
      failureLog="Error creating assignment"
      failureMessage={ASSIGNMENT_MESSAGES.createFailed}
      createdMessage={ASSIGNMENT_CREATED}
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {tenantId ? <ReadOnlyValue label="Tenant" value={tenantLabel ?? ''} /> : <TenantSelect />}
        {unitId ? <ReadOnlyValue label="Unit" value={unitLabel ?? ''} /> : <UnitSelect />}
        <LeaseSelect />
        <PrimaryTenantField />
        <AssignmentDates />
      </SimpleGrid>
    </CreateFormModal>
  );
}

export interface EditAssignmentModalProps {
  open: boolean;
  onClose: () => void;
  assignment: Assignment;
  onSaved?: (assignment: Assignment) => void;
}

/** Edit Tenant Assignment: lease, primary and dates (the tenant and unit cannot change). */
export function EditAssignmentModal({ open, onClose, assignment, onSaved }: EditAssignmentModalProps) {
  const update = useUpdateAssignment(assignment.id);
  const formId = 'edit-assignment-form';
  const title = 'Edit Tenant Assignment';

  const onSubmit = (values: AssignmentFormValues, helpers: FormikHelpers<AssignmentFormValues>) =>
    submitModalForm(helpers, {
      save: () => update.mutateAsync(toAssignmentUpdateBody(values)),
      onSaved,
      done: onClose,
      failureLog: 'Error updating assignment',
      failureMessage: ASSIGNMENT_MESSAGES.updateFailed,
    });

  const unitText = assignment.unit
    ? `Unit ${assignment.unit.unitNumber}${assignment.unit.rentalProperty ? ` – ${assignment.unit.rentalProperty.name}` : ''}`
    : '';

  return (
    <FormModal
      open={open}
      onClose={onClose}
      title={title}
      formId={formId}
      submitLabel="Update Assignment"
      pending={update.isPending}
      initialValues={assignmentToValues(assignment)}
      validationSchema={assignmentSchema()}
      onSubmit={onSubmit}
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <ReadOnlyValue label="Tenant" value={formatPersonName(assignment.tenant)} />
        <ReadOnlyValue label="Unit" value={unitText} />
        <LeaseSelect />
        <PrimaryTenantField />
        <AssignmentDates />
      </SimpleGrid>
    </FormModal>
  );
}

export interface BulkAssignModalProps {
  open: boolean;
  onClose: () => void;
  unitId: string;
  unitLabel?: string;
  onSaved?: (assignments: Assignment[]) => void;
}

/** Assign Multiple Tenants: a checkbox list of tenants, an optional lease and the dates. */
export function BulkAssignModal({ open, onClose, unitId, unitLabel, onSaved }: BulkAssignModalProps) {
  const bulk = useBulkCreateAssignments();
  return (
    <CreateFormModal
      open={open}
      onClose={onClose}
      title="Assign Multiple Tenants"
      formId="bulk-assign-form"
      submitLabel="Assign Tenants"
      pending={bulk.isPending}
      initialValues={newBulkAssignmentValues(unitId)}
      validationSchema={bulkAssignmentSchema()}
      save={async (values) => (await bulk.mutateAsync(toBulkAssignmentBody(values))).data}
      onSaved={onSaved}
      failureLog="Error creating assignments"
      failureMessage={ASSIGNMENT_MESSAGES.bulkFailed}
      createdMessage={ASSIGNMENTS_CREATED}
    >
      {unitLabel ? <ReadOnlyValue label="Unit" value={unitLabel} /> : null}
      <BulkTenantsField unitId={unitId} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Box gridColumn={{ md: 'span 2' }}>
          <LeaseSelect />
        </Box>
        <AssignmentDates />
      </SimpleGrid>
    </CreateFormModal>
  );
}

/** The "Primary tenant" checkbox, level with the lease select. */
function PrimaryTenantField() {
  return (
    <Box alignSelf="end" pb="2">
      <CheckboxField name="isPrimary" label="Primary tenant" />
    </Box>
  );
}

export interface RemoveAssignmentDialogProps {
  assignment: Assignment | null;
  onClose: () => void;
  /** e.g. "Unit 101"; defaults to the assignment's unit. */
  unitLabel?: string;
}

/** Confirms removing an assignment: only the link goes, not the tenant or the unit (spec 1 §2, spec 2 §2). */
export function RemoveAssignmentDialog({ assignment, onClose, unitLabel }: RemoveAssignmentDialogProps) {
  const remove = useDeleteAssignment();
  const [failure, setFailure] = useState<string | null>(null);
  const unitText = unitLabel ?? (assignment?.unit ? `Unit ${assignment.unit.unitNumber}` : 'this unit');
  return (
    <ConfirmDialog
      open={Boolean(assignment)}
      title="Remove Assignment"
      body={
        assignment
          ? `Remove ${formatPersonName(assignment.tenant)} from ${unitText}? Only the assignment is removed; the tenant and the unit are not deleted.`
          : ''
      }
      confirmLabel="Remove"
      tone="danger"
      isPending={remove.isPending}
      error={failure}
      onClose={() => {
        setFailure(null);
        onClose();
      }}
      onConfirm={() => {
        if (!assignment) return;
        setFailure(null);
        remove.mutate(assignment, {
          onSuccess: onClose,
          onError: (error) => {
            console.error('Error removing assignment', error);
            // Not in the spec; worded like the other assignment failures.
            setFailure(serverMessageOr(error, 'Failed to remove assignment. Please try again.'));
          },
        });
      }}
    />
  );
}
