import { memo, useEffect, useMemo, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { Accordion, Box, Button, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { Formik, useFormikContext, type FormikHelpers } from 'formik';
import { Link as RouterLink, useNavigate } from 'react-router';
import {
  AppForm,
  DateField,
  FormAlert,
  NumberField,
  SelectField,
  TextareaField,
  TextField,
} from '@/components/form-fields';
import { FocusFirstInvalidField, submitModalForm } from '@/components/form-modal';
import { PageLayout } from '@/components/page-layout';
import { PropertyPicker, UnitPicker, usePickerField } from '@/components/pickers';
import { todayIso } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useLatest } from '@/lib/use-latest';
import { useCreateRequest } from '../api/maintenance-request-mutations';
import { CategorySuggestionBox } from '../components/category-suggestion-box';
import { CATEGORY_OPTIONS, PRIORITY_OPTIONS } from '../lib/maintenance-options';
import {
  CREATE_STEP_SCHEMAS,
  createRequestSchema,
  emptyCreateRequestValues,
  toCreateRequestBody,
  type CreateRequestValues,
} from '../lib/maintenance-request-form';

const FORM_ID = 'create-maintenance-request';
const STEPS = ['Property and Unit', 'Request Details', 'Additional Information (optional)'] as const;
const STEP_FIELDS: readonly (keyof CreateRequestValues)[][] = [
  ['propertyId', 'unitId'],
  ['title', 'description', 'category', 'priority'],
  ['estimatedCost', 'dueDate', 'internalNotes'],
];

/** Whether a step's fields are valid (each step's schema reads only its own fields). */
const stepValid = (step: number, values: CreateRequestValues) => CREATE_STEP_SCHEMAS[step]!.isValidSync(values);

/** Percent complete: the share of the three steps that are valid (step 3, optional, once reached). */
export function percentComplete(stepsValid: readonly boolean[], reachedLastStep: boolean): number {
  const done = [stepsValid[0], stepsValid[1], reachedLastStep && stepsValid[2]];
  return Math.round((done.filter(Boolean).length / STEPS.length) * 100);
}

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

type ApplySuggestion = ComponentProps<typeof CategorySuggestionBox>['onApply'];

/**
 * Each step's validity, worked out again only when one of that step's own fields (STEP_FIELDS) changes:
 * a key typed into one step does not run the other steps' schemas.
 */
function useStepsValid(values: CreateRequestValues): readonly boolean[] {
  const stepInputs = STEP_FIELDS.map((fields) => JSON.stringify(fields.map((field) => values[field] ?? null)));
  const [first, second, third] = stepInputs;
  // Each memo reads `values` only through its step's fields, whose values its key holds.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the step's own fields
  const valid0 = useMemo(() => stepValid(0, values), [first]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- as above
  const valid1 = useMemo(() => stepValid(1, values), [second]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- as above
  const valid2 = useMemo(() => stepValid(2, values), [third]);
  return [valid0, valid1, valid2];
}

/**
 * The form's state and rules: the open step, auto-advance, the suggestion, the submit. It runs on every
 * key (it reads Formik's values); what it draws is in memoized sections that redraw only when what they
 * show changes, so a key costs the field typed into, not the whole accordion.
 */
function CreateRequestForm({ pending }: { pending: boolean }) {
  const { values, status, setFieldValue, setFieldTouched, validateForm, submitForm } =
    useFormikContext<CreateRequestValues>();
  const [open, setOpen] = useState(0);
  const [reachedLast, setReachedLast] = useState(false);
  // The category whose suggestion was applied: its box stays hidden (a medium suggestion keeps priority medium).
  const [appliedFor, setAppliedFor] = useState<string | null>(null);
  const showSuggestion = Boolean(values.category) && values.priority === 'medium' && appliedFor !== values.category;
  const valid = useStepsValid(values);

  const goTo = useLatest((step: number) => {
    setOpen(step);
    if (step === STEPS.length - 1) setReachedLast(true);
  });

  // Auto-advance: a step moves on once its required fields become valid (spec 3 §2). Step 2 holds while the
  // suggestion box shows, so the box is seen; its Continue button moves on without applying.
  // A step advances once per time it becomes valid (invalid again, e.g. the unit cleared, re-arms it).
  const advanced = useRef([false, false]);
  useEffect(() => {
    for (const step of [0, 1]) {
      if (!valid[step]) advanced.current[step] = false;
      else if (open === step && !advanced.current[step] && !(step === 1 && showSuggestion)) {
        advanced.current[step] = true;
        goTo(step + 1);
      }
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs on value changes; `open` is read as it is then
  }, [values, showSuggestion]);

  const next = useLatest(async (step: number) => {
    await Promise.all(STEP_FIELDS[step]!.map((f) => setFieldTouched(f, true, true)));
    if (stepValid(step, values)) goTo(step + 1);
  });

  const applySuggestion = useLatest<Parameters<ApplySuggestion>, void>(({ priority, dueDate }) => {
    setAppliedFor(values.category);
    void setFieldValue('priority', priority);
    void setFieldValue('dueDate', dueDate);
  });

  // Create Request: the first step with an error opens (its fields then show their messages), then the submit.
  const submit = useLatest(async () => {
    const errors = await validateForm();
    const first = STEP_FIELDS.findIndex((fields) => fields.some((f) => errors[f]));
    if (first >= 0) setOpen(first);
    await submitForm();
  });

  const percent = percentComplete(valid, reachedLast);

  return (
    <AppForm id={FORM_ID} aria-label="Create Maintenance Request">
      <FocusFirstInvalidField formId={FORM_ID} />
      <Stack gap="5" maxW="3xl">
        <StepProgress open={open} percent={percent} />
        <FormAlert message={status} />
        <RequestSteps
          open={open}
          onOpen={goTo}
          onContinue={next}
          propertyId={values.propertyId}
          suggestFor={showSuggestion ? values.category : ''}
          onApplySuggestion={applySuggestion}
        />
        <CreateActions pending={pending} onCreate={submit} />
      </Stack>
    </AppForm>
  );
}

/** "Step N of 3", the percent complete and its bar. */
const StepProgress = memo(function StepProgress({ open, percent }: { open: number; percent: number }) {
  return (
    <Stack gap="2">
      <HStack justify="space-between">
        <Text fontWeight="medium">
          Step {open + 1} of {STEPS.length}
        </Text>
        <Text color="fg.muted">{percent}% complete</Text>
      </HStack>
      <Progress.Root value={percent} size="sm" aria-label="Form progress">
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </Stack>
  );
});

/** The accordion of the three steps; its fields follow Formik on their own. */
const RequestSteps = memo(function RequestSteps({
  open,
  onOpen,
  onContinue,
  propertyId,
  suggestFor,
  onApplySuggestion,
}: {
  open: number;
  onOpen: (step: number) => void;
  onContinue: (step: number) => void;
  propertyId: string;
  /** The category whose suggestion shows; '' for none. */
  suggestFor: CreateRequestValues['category'];
  onApplySuggestion: ApplySuggestion;
}) {
  const continueButton = (step: number) => (
    <Box>
      <Button variant="outline" onClick={() => onContinue(step)}>
        Continue
      </Button>
    </Box>
  );
  return (
    <Accordion.Root
      value={[String(open)]}
      onValueChange={(details) => {
        const value = details.value[0];
        if (value !== undefined) onOpen(Number(value));
      }}
      variant="enclosed"
    >
      <Step index={0} open={open === 0}>
        <PickerOfField name="propertyId" />
        <PickerOfField name="unitId" propertyId={propertyId} />
        {continueButton(0)}
      </Step>
      <Step index={1} open={open === 1}>
        <TextField name="title" label="Title" required />
        <TextareaField name="description" label="Description" required rows={5} />
        <SelectField
          name="category"
          label="Category"
          required
          placeholder="Select a category"
          options={CATEGORY_OPTIONS}
        />
        <SelectField name="priority" label="Priority" required options={PRIORITY_OPTIONS} />
        {suggestFor ? <CategorySuggestionBox category={suggestFor} onApply={onApplySuggestion} /> : null}
        {continueButton(1)}
      </Step>
      <Step index={2} open={open === 2}>
        <NumberField name="estimatedCost" label="Estimated Cost ($)" step={0.01} min={0} />
        <DateField name="dueDate" label="Due Date" min={todayIso()} />
        <TextareaField name="internalNotes" label="Internal Notes" rows={3} />
      </Step>
    </Accordion.Root>
  );
});

/** The property or unit picker bound to its Formik field (the pickers skip keys typed elsewhere). */
function PickerOfField({ name, propertyId }: { name: 'propertyId' | 'unitId'; propertyId?: string }) {
  const field = usePickerField(name);
  return name === 'propertyId' ? (
    <PropertyPicker label="Property" required {...field} />
  ) : (
    <UnitPicker label="Unit" required propertyId={propertyId ?? ''} {...field} />
  );
}

const CreateActions = memo(function CreateActions({ pending, onCreate }: { pending: boolean; onCreate: () => void }) {
  return (
    <HStack gap="3">
      <Button onClick={() => void onCreate()} loading={pending}>
        Create Request
      </Button>
      <Button asChild variant="outline" colorPalette="neutral">
        <RouterLink to={paths.maintenanceRequests.list()}>Cancel</RouterLink>
      </Button>
    </HStack>
  );
});

/**
 * One step. A step that closes stays in the document, unhidden, until its collapse animation ends; for
 * that time it is inert and hidden from assistive technology, so keyboard, screen reader and the
 * "Step N of 3" line agree on the one open step (its Continue is the only one to reach).
 */
function Step({ index, open, children }: { index: number; open: boolean; children: ReactNode }) {
  return (
    <Accordion.Item value={String(index)}>
      <Accordion.ItemTrigger>
        <Text flex="1" fontWeight="medium">
          {index + 1}. {STEPS[index]}
        </Text>
        <Accordion.ItemIndicator />
      </Accordion.ItemTrigger>
      <Accordion.ItemContent inert={!open} aria-hidden={open ? undefined : true}>
        <Accordion.ItemBody>
          <Stack gap="4">{children}</Stack>
        </Accordion.ItemBody>
      </Accordion.ItemContent>
    </Accordion.Item>
  );
}
