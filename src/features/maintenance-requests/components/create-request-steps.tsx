import { memo, type ComponentProps, type ReactNode } from 'react';
import { Accordion, Box, Button, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { DateField, NumberField, SelectField, TextareaField, TextField } from '@/components/form-fields';
import { PropertyPicker, UnitPicker, usePickerField } from '@/components/pickers';
import { todayIso } from '@/lib/format';
import { paths } from '@/lib/paths';
import { STEPS } from '../lib/create-request-steps';
import { CATEGORY_OPTIONS, PRIORITY_OPTIONS } from '../lib/maintenance-options';
import type { CreateRequestValues } from '../lib/maintenance-request-form';
import { CategorySuggestionBox } from './category-suggestion-box';

type ApplySuggestion = ComponentProps<typeof CategorySuggestionBox>['onApply'];

/** "Step N of 3", the percent complete and its bar. */
export const StepProgress = memo(function StepProgress({ open, percent }: { open: number; percent: number }) {
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
export const RequestSteps = memo(function RequestSteps({
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

export const CreateActions = memo(function CreateActions({
  pending,
  onCreate,
}: {
  pending: boolean;
  onCreate: () => void;
}) {
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
