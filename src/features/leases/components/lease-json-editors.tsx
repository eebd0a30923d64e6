import { useState } from 'react';
import { Box, Button, Checkbox, Field, HStack, Input, NativeSelect, Stack, Text, Wrap } from '@chakra-ui/react';
import { useField } from 'formik';
import { TextareaField } from '@/components/form-fields';
import {
  feeRowsToJson,
  maintenanceRowsToJson,
  mapToRows,
  parseAdditionalFees,
  parseMaintenance,
  parseUtilities,
  RESPONSIBLE_PARTIES,
  toggleUtility,
  toJsonText,
  UTILITY_CHOICES,
  type PairRow,
} from '../lib/lease-json';

const capitalise = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);

/**
 * Utilities included (a JSON list): a checkbox per utility over the JSON text, which stays editable below.
 * While the text is not a valid list the checkboxes are disabled (the field shows why).
 */
export function UtilitiesEditor({ name = 'utilitiesIncluded' }: { name?: string }) {
  const [field, , helpers] = useField<string>(name);
  const parsed = parseUtilities(field.value);
  const list = parsed.ok ? (parsed.value ?? []) : [];
  const choices = [...UTILITY_CHOICES, ...list.filter((u) => !(UTILITY_CHOICES as readonly string[]).includes(u))];
  return (
    <Stack gap="2">
      <Box as="fieldset">
        <Text as="legend" fontWeight="medium" fontSize="sm" mb="2">
          Utilities Included
        </Text>
        <Wrap gap="4">
          {choices.map((utility) => (
            <Checkbox.Root
              key={utility}
              checked={list.includes(utility)}
              disabled={!parsed.ok}
              onCheckedChange={(d) =>
                void helpers.setValue(toJsonText(toggleUtility(list, utility, d.checked === true)))
              }
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{capitalise(utility)}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Wrap>
      </Box>
      <TextareaField name={name} label="Utilities Included (JSON)" rows={2} helperText='e.g. ["water", "trash"]' />
    </Stack>
  );
}

/**
 * Rows kept in step with a JSON field: edits write the field; a change of the field from elsewhere (the
 * raw JSON box) reloads the rows when it parses.
 */
function usePairRows(
  name: string,
  toRows: (text: string) => PairRow[] | null,
  toJson: (rows: readonly PairRow[]) => string,
) {
  const [field, , helpers] = useField<string>(name);
  const [state, setState] = useState(() => ({ rows: toRows(field.value) ?? [], text: field.value }));
  // The field changed from elsewhere (the raw JSON box): reload the rows when it parses.
  if (field.value !== state.text) setState({ rows: toRows(field.value) ?? state.rows, text: field.value });
  const update = (next: PairRow[]) => {
    const json = toJson(next);
    setState({ rows: next, text: json });
    void helpers.setValue(json);
  };
  return { rows: state.rows, update };
}

const feeRows = (text: string) => {
  const parsed = parseAdditionalFees(text);
  return parsed.ok ? mapToRows(parsed.value) : null;
};
const maintenanceRows = (text: string) => {
  const parsed = parseMaintenance(text);
  return parsed.ok ? mapToRows(parsed.value) : null;
};

/** Additional fees (a JSON map name → amount): rows of fee name and amount, and the raw JSON. */
export function AdditionalFeesEditor({ name = 'additionalFees' }: { name?: string }) {
  const { rows, update } = usePairRows(name, feeRows, feeRowsToJson);
  const set = (i: number, patch: Partial<PairRow>) => update(rows.map((r, k) => (k === i ? { ...r, ...patch } : r)));
  return (
    <Stack gap="2">
      <Box as="fieldset">
        <Text as="legend" fontWeight="medium" fontSize="sm" mb="2">
          Additional Fees
        </Text>
        <Stack gap="2">
          {rows.map((row, i) => (
            <HStack key={i} gap="2" align="flex-end">
              <Field.Root>
                <Field.Label>Fee name {i + 1}</Field.Label>
                <Input value={row.key} onChange={(e) => set(i, { key: e.target.value })} />
              </Field.Root>
              <Field.Root>
                <Field.Label>Fee amount {i + 1}</Field.Label>
                <Input
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step={0.01}
                  value={row.value}
                  onChange={(e) => set(i, { value: e.target.value })}
                />
              </Field.Root>
              <Button
                variant="outline"
                colorPalette="error"
                aria-label={`Remove fee ${i + 1}`}
                onClick={() => update(rows.filter((_, k) => k !== i))}
              >
                Remove
              </Button>
            </HStack>
          ))}
          <Box>
            <Button size="sm" variant="outline" onClick={() => update([...rows, { key: '', value: '' }])}>
              Add Fee
            </Button>
          </Box>
        </Stack>
      </Box>
      <TextareaField name={name} label="Additional Fees (JSON)" rows={2} helperText='e.g. {"parking": 50}' />
    </Stack>
  );
}

/** Maintenance responsibility (a JSON map area → party): rows of area and responsible party, and the raw JSON. */
export function MaintenanceEditor({ name = 'maintenanceResponsibility' }: { name?: string }) {
  const { rows, update } = usePairRows(name, maintenanceRows, maintenanceRowsToJson);
  const set = (i: number, patch: Partial<PairRow>) => update(rows.map((r, k) => (k === i ? { ...r, ...patch } : r)));
  return (
    <Stack gap="2">
      <Box as="fieldset">
        <Text as="legend" fontWeight="medium" fontSize="sm" mb="2">
          Maintenance Responsibility
        </Text>
        <Stack gap="2">
          {rows.map((row, i) => {
            const parties: string[] = [...RESPONSIBLE_PARTIES];
            if (row.value && !parties.includes(row.value)) parties.push(row.value);
            return (
              <HStack key={i} gap="2" align="flex-end">
                <Field.Root>
                  <Field.Label>Area {i + 1}</Field.Label>
                  <Input value={row.key} onChange={(e) => set(i, { key: e.target.value })} />
                </Field.Root>
                <Field.Root>
                  <Field.Label>Responsible party {i + 1}</Field.Label>
                  <NativeSelect.Root>
                    <NativeSelect.Field value={row.value} onChange={(e) => set(i, { value: e.target.value })}>
                      <option value="">Select…</option>
                      {parties.map((p) => (
                        <option key={p} value={p}>
                          {capitalise(p)}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Field.Root>
                <Button
                  variant="outline"
                  colorPalette="error"
                  aria-label={`Remove area ${i + 1}`}
                  onClick={() => update(rows.filter((_, k) => k !== i))}
                >
                  Remove
                </Button>
              </HStack>
            );
          })}
          <Box>
            <Button size="sm" variant="outline" onClick={() => update([...rows, { key: '', value: 'tenant' }])}>
              Add Area
            </Button>
          </Box>
        </Stack>
      </Box>
      <TextareaField
        name={name}
        label="Maintenance Responsibility (JSON)"
        rows={2}
        helperText='e.g. {"lawn": "tenant", "hvac": "landlord"}'
      />
    </Stack>
  );
}
