import { memo, useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import { Alert, Box, Button, Checkbox, Fieldset, GridItem, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useField, useFormikContext } from 'formik';
import {
  CheckboxField,
  DateField,
  MoneyField,
  SelectField,
  TextareaField,
  TextField,
  type SelectOption,
} from '@/components/form-fields';
import type { MaintenanceCategory } from '@/lib/api/schema.gen';
import { useLatest } from '@/lib/use-latest';
import {
  stepHasErrors,
  VENDOR_FORM_STEPS,
  VENDOR_STATES,
  type VendorFormStepId,
  type VendorFormValues,
} from '../lib/vendor-form';
import { newSuggestions, specialtyLabel, VENDOR_SPECIALTIES } from '../lib/vendor-specialties';

const STEP_COUNT = VENDOR_FORM_STEPS.length;

/** The first field (or control) inside `root` that takes focus. */
function firstFocusable(root: HTMLElement | null, selector = 'input, select, textarea, button') {
  return root?.querySelector<HTMLElement>(selector) ?? null;
}

/**
 * The vendor form's three steps (spec 3 §2 "Vendor form": basic information, service details,
 * optional business information) as an accordion inside a Formik form. Used by the Add Vendor modal
 * and the vendor page's inline edit form.
 *
 * Auto-advance (the spec names it without details; this is the choice): when focus leaves a step
 * whose fields are valid for another step's control (or for no control: a click beside the fields),
 * that step closes and the next one opens. Each step also has a Continue
 * button that shows the step's errors, or opens the next step and puts focus on its first field.
 * A header opens or closes its step by hand. A submit that fails opens every step holding an error
 * and focuses the first invalid field. Closed steps stay mounted (hidden), so nothing typed is lost.
 */
export function VendorFormSteps({ showActiveField }: { showActiveField: boolean }) {
  const formik = useFormikContext<VendorFormValues>();
  const { submitCount, isSubmitting, isValidating, errors, validateForm, setTouched, touched } = formik;
  const [open, setOpenState] = useState<ReadonlySet<VendorFormStepId>>(() => new Set(['basic']));
  // A step's fields mount when it first opens (a lighter first render) and stay mounted, hidden, after.
  const [mounted, setMounted] = useState<ReadonlySet<VendorFormStepId>>(() => new Set(['basic']));
  const setOpen = (update: (current: ReadonlySet<VendorFormStepId>) => ReadonlySet<VendorFormStepId>) => {
    const next = update(open);
    setOpenState(next);
    setMounted((current) =>
      next.size && [...next].some((id) => !current.has(id)) ? new Set([...current, ...next]) : current,
    );
  };
  const contentRefs = useRef<Partial<Record<VendorFormStepId, HTMLDivElement | null>>>({});
  /** Whether each step was open when the pointer went down on its header (before focus left a step). */
  const openAtPointerDown = useRef<Partial<Record<VendorFormStepId, boolean>>>({});
  /** A request to focus a step's first (invalid) field once it is open; a new object per request. */
  const [focusTarget, setFocusTarget] = useState<{ step: VendorFormStepId; invalidOnly: boolean } | null>(null);
  const baseId = useId();
  const stepsRef = useRef<HTMLDivElement | null>(null);

  const nextOf = (id: VendorFormStepId) => {
    const index = VENDOR_FORM_STEPS.findIndex((s) => s.id === id);
    return VENDOR_FORM_STEPS[index + 1]?.id;
  };

  const advance = (from: VendorFormStepId, moveFocus: boolean) => {
    const next = nextOf(from);
    if (!next) return;
    setOpen(() => new Set([next]));
    if (moveFocus) setFocusTarget({ step: next, invalidOnly: false });
  };

  // A failed submit (its validation done): open every step with an error, then focus the first invalid field.
  const [seenSubmitCount, setSeenSubmitCount] = useState(submitCount);
  if (submitCount !== seenSubmitCount && !isSubmitting && !isValidating) {
    setSeenSubmitCount(submitCount);
    const failing = VENDOR_FORM_STEPS.filter((s) => stepHasErrors(s.id, errors)).map((s) => s.id);
    if (failing.length > 0) {
      setOpen((current) => new Set([...current, ...failing]));
      setFocusTarget({ step: failing[0]!, invalidOnly: true });
    }
  }

  // Focus once the step asked for is open (rendered visible by now).
  useEffect(() => {
    if (!focusTarget) return;
    const content = contentRefs.current[focusTarget.step] ?? null;
    const field = focusTarget.invalidOnly ? firstFocusable(content, '[aria-invalid="true"]') : firstFocusable(content);
    field?.focus();
  }, [focusTarget]);

  const onLeaveStep = (id: VendorFormStepId) => (event: FocusEvent<HTMLDivElement>) => {
    const to = event.relatedTarget as Node | null;
    if (event.currentTarget.contains(to)) return;
    // Focus going to a button outside the steps (Save, Cancel, the modal's footer) does not advance: the
    // step opening under the pointer would move that button away before the click lands.
    if (to && !stepsRef.current?.contains(to)) return;
    void validateForm().then((result) => {
      if (!stepHasErrors(id, result)) advance(id, false);
    });
  };

  const onContinue = async (id: VendorFormStepId) => {
    const step = VENDOR_FORM_STEPS.find((s) => s.id === id)!;
    await setTouched({ ...touched, ...Object.fromEntries(step.fields.map((f) => [f, true])) }, false);
    const result = await validateForm();
    if (stepHasErrors(id, result)) {
      firstFocusable(contentRefs.current[id] ?? null, '[aria-invalid="true"]')?.focus();
      return;
    }
    advance(id, true);
  };

  const toggle = (id: VendorFormStepId, wasOpen: boolean) =>
    setOpen((current) => {
      const next = new Set(current);
      if (wasOpen) next.delete(id);
      else next.add(id);
      return next;
    });

  const onHeaderPointerDown = useLatest((id: VendorFormStepId) => {
    openAtPointerDown.current[id] = open.has(id);
  });
  const onHeaderClick = useLatest((id: VendorFormStepId) => {
    const wasOpen = openAtPointerDown.current[id] ?? open.has(id);
    delete openAtPointerDown.current[id];
    toggle(id, wasOpen);
  });
  const onLeave = useLatest((id: VendorFormStepId, event: FocusEvent<HTMLDivElement>) => onLeaveStep(id)(event));
  const onContinueStep = useLatest((id: VendorFormStepId) => void onContinue(id));
  const setContentRef = useLatest((id: VendorFormStepId, node: HTMLDivElement | null) => {
    contentRefs.current[id] = node;
  });

  return (
    <Stack gap="3" ref={stepsRef}>
      {VENDOR_FORM_STEPS.map((step, index) => (
        <VendorStep
          key={step.id}
          stepId={step.id}
          title={step.title}
          index={index}
          contentId={`${baseId}-${step.id}`}
          isOpen={open.has(step.id)}
          isMounted={mounted.has(step.id)}
          showActiveField={showActiveField}
          onHeaderPointerDown={onHeaderPointerDown}
          onHeaderClick={onHeaderClick}
          onLeave={onLeave}
          onContinue={onContinueStep}
          setContentRef={setContentRef}
        />
      ))}
    </Stack>
  );
}

/**
 * One step: its header button and its fields. Memoized with stable callbacks, so a key typed into a
 * field redraws that field only, not the three steps around it.
 */
const VendorStep = memo(function VendorStep({
  stepId,
  title,
  index,
  contentId,
  isOpen,
  isMounted,
  showActiveField,
  onHeaderPointerDown,
  onHeaderClick,
  onLeave,
  onContinue,
  setContentRef,
}: {
  stepId: VendorFormStepId;
  title: string;
  index: number;
  contentId: string;
  isOpen: boolean;
  isMounted: boolean;
  showActiveField: boolean;
  onHeaderPointerDown: (id: VendorFormStepId) => void;
  onHeaderClick: (id: VendorFormStepId) => void;
  onLeave: (id: VendorFormStepId, event: FocusEvent<HTMLDivElement>) => void;
  onContinue: (id: VendorFormStepId) => void;
  setContentRef: (id: VendorFormStepId, node: HTMLDivElement | null) => void;
}) {
  const last = index === STEP_COUNT - 1;
  return (
    <Box as="section" borderWidth="1px" borderRadius="md" aria-labelledby={`${contentId}-title`}>
      <Button
        type="button"
        variant="ghost"
        colorPalette="neutral"
        w="full"
        justifyContent="space-between"
        h="auto"
        py="3"
        px="4"
        aria-expanded={isOpen}
        aria-controls={contentId}
        id={`${contentId}-title`}
        onPointerDown={() => onHeaderPointerDown(stepId)}
        onClick={() => onHeaderClick(stepId)}
      >
        <Stack gap="0" align="flex-start" textAlign="start">
          <Text fontSize="xs" color="fg.muted" fontWeight="normal">
            Step {index + 1} of {STEP_COUNT}
          </Text>
          <Text fontWeight="semibold">{title}</Text>
        </Stack>
        <Text as="span" aria-hidden fontSize="sm">
          {isOpen ? '▲' : '▼'}
        </Text>
      </Button>
      <Box
        id={contentId}
        role="group"
        aria-labelledby={`${contentId}-title`}
        hidden={!isOpen}
        px="4"
        pb="4"
        pt="1"
        ref={(node: HTMLDivElement | null) => setContentRef(stepId, node)}
        onBlur={(event: FocusEvent<HTMLDivElement>) => onLeave(stepId, event)}
      >
        {isMounted || isOpen ? (
          <Stack gap="4">
            {stepId === 'basic' ? (
              <BasicStep />
            ) : stepId === 'service' ? (
              <ServiceStep />
            ) : (
              <BusinessStep showActiveField={showActiveField} />
            )}
            {!last ? (
              <HStack justify="flex-end">
                <Button type="button" size="sm" variant="outline" onClick={() => onContinue(stepId)}>
                  Continue
                </Button>
              </HStack>
            ) : null}
          </Stack>
        ) : null}
      </Box>
    </Box>
  );
});

function BasicStep() {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <GridItem colSpan={{ base: 1, md: 2 }}>
        <TextField name="companyName" label="Company Name" required autoComplete="organization" />
      </GridItem>
      <TextField name="contactName" label="Contact Name" required autoComplete="name" />
      <TextField name="email" label="Email" type="email" required autoComplete="email" />
      <TextField name="phone" label="Phone" type="tel" required autoComplete="tel" />
      <TextField name="alternatePhone" label="Alternate Phone" type="tel" autoComplete="off" />
    </SimpleGrid>
  );
}

function ServiceStep() {
  return (
    <Stack gap="4">
      <SpecialtySuggestions />
      <SpecialtiesField />
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <MoneyField name="hourlyRate" label="Hourly Rate" />
        <MoneyField name="emergencyRate" label="Emergency Rate" />
        <MoneyField name="minimumCharge" label="Minimum Charge" />
      </SimpleGrid>
      <TextField name="availableHours" label="Available Hours" placeholder="e.g. Mon-Fri 8am-6pm" />
      <CheckboxField name="emergencyAvailable" label="Available for emergencies" />
    </Stack>
  );
}

/** Spec 3 §2: the state choices (a stored state outside them stays choosable, so an edit keeps it). */
function stateOptions(current: string): SelectOption[] {
  const states: string[] = [...VENDOR_STATES];
  if (current && !states.includes(current)) states.push(current);
  return states.map((s) => ({ value: s, label: s }));
}

function BusinessStep({ showActiveField }: { showActiveField: boolean }) {
  const { values } = useFormikContext<VendorFormValues>();
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <GridItem colSpan={{ base: 1, md: 2 }}>
        <TextField name="address" label="Address" autoComplete="street-address" />
      </GridItem>
      <TextField name="city" label="City" autoComplete="address-level2" />
      <SelectField name="state" label="State" placeholder="Select a state" options={stateOptions(values.state)} />
      <TextField name="zipCode" label="Zip Code" autoComplete="postal-code" />
      <TextField name="licenseNumber" label="License Number" />
      <DateField name="licenseExpiry" label="License Expiry" />
      <DateField name="insuranceExpiry" label="Insurance Expiry" />
      <GridItem colSpan={{ base: 1, md: 2 }}>
        <TextareaField name="notes" label="Notes" rows={3} />
      </GridItem>
      {/* The page's Deactivate and Reactivate change an existing vendor's status; the new vendor's form offers it. */}
      {showActiveField ? <CheckboxField name="isActive" label="Active" /> : null}
    </SimpleGrid>
  );
}

/**
 * Spec 3 §2: specialties suggested from the company name's keywords (a name longer than 3
 * characters), applied on request. Shown while the name suggests one not chosen yet.
 */
function SpecialtySuggestions() {
  const { values, setFieldValue, setFieldTouched } = useFormikContext<VendorFormValues>();
  const suggested = newSuggestions(values.companyName, values.specialties);
  if (suggested.length === 0) return null;
  return (
    <Alert.Root status="info" variant="subtle" alignItems="center">
      <Alert.Content>
        <Alert.Title>Suggested specialties</Alert.Title>
        <Alert.Description>
          From the company name:{' '}
          <Box as="span" textTransform="capitalize">
            {suggested.map(specialtyLabel).join(', ')}
          </Box>
        </Alert.Description>
      </Alert.Content>
      <Button
        type="button"
        size="sm"
        variant="outline"
        onClick={() => {
          void setFieldValue('specialties', [...values.specialties, ...suggested]);
          void setFieldTouched('specialties', true, false);
        }}
      >
        Apply Suggestions
      </Button>
    </Alert.Root>
  );
}

/** The specialties as checkboxes (at least one: spec 3 §5). */
function SpecialtiesField() {
  const [field, meta, helpers] = useField<MaintenanceCategory[]>('specialties');
  const { submitCount } = useFormikContext();
  const error = typeof meta.error === 'string' ? meta.error : undefined;
  const showError = Boolean(error) && (meta.touched || submitCount > 0);
  const errorId = `${useId()}-specialties-error`;
  const chosen = field.value ?? [];
  return (
    <Fieldset.Root invalid={showError}>
      <Fieldset.Legend fontWeight="medium">
        Specialties{' '}
        <Text as="span" color="fg.error" aria-hidden>
          *
        </Text>
      </Fieldset.Legend>
      <SimpleGrid columns={{ base: 2, md: 3 }} gap="2" aria-describedby={showError ? errorId : undefined}>
        {VENDOR_SPECIALTIES.map((s) => (
          <Checkbox.Root
            key={s}
            checked={chosen.includes(s)}
            invalid={showError}
            onCheckedChange={(details) => {
              const next = details.checked === true ? [...chosen, s] : chosen.filter((c) => c !== s);
              void helpers.setValue(VENDOR_SPECIALTIES.filter((c) => next.includes(c)));
              void helpers.setTouched(true, false);
            }}
          >
            <Checkbox.HiddenInput
              aria-invalid={showError || undefined}
              aria-describedby={showError ? errorId : undefined}
            />
            <Checkbox.Control />
            <Checkbox.Label textTransform="capitalize">{specialtyLabel(s)}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </SimpleGrid>
      {showError ? <Fieldset.ErrorText id={errorId}>{error}</Fieldset.ErrorText> : null}
    </Fieldset.Root>
  );
}
