import { useEffect, useMemo, useRef, useState, type ComponentProps } from 'react';
import { Stack } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import { AppForm, FormAlert } from '@/components/form-fields';
import { FocusFirstInvalidField } from '@/components/form-modal';
import { useLatest } from '@/lib/use-latest';
import { percentComplete, STEP_FIELDS, STEPS, stepValid } from '../lib/create-request-steps';
import type { CreateRequestValues } from '../lib/maintenance-request-form';
import type { CategorySuggestionBox } from './category-suggestion-box';
import { CreateActions, RequestSteps, StepProgress } from './create-request-steps';

const FORM_ID = 'create-maintenance-request';

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
export function CreateRequestForm({ pending }: { pending: boolean }) {
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
