import { Box, Button, Heading, HStack, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { FieldArray } from 'formik';
import { CheckboxField, DateField, NumberField, SelectField, TextField } from '@/components/form-fields';
import { formatDate, formatMoney, EMPTY_CELL, orMissing } from '@/lib/format';
import type { Property } from '@/lib/api/schema.gen';
import { DataTable } from '@/components/data-table';
import { InfoList } from '@/components/info-list';
import {
  emptyTaxComponent,
  TAX_PAYMENT_SCHEDULE_LABELS,
  TAX_PAYMENT_SCHEDULES,
  taxesFormSchema,
  toTaxesBody,
  toTaxesFormValues,
  type TaxesFormValues,
} from '../lib/property-details-form';
import {
  parseTaxComponents,
  TAX_COMPONENT_TYPE_LABELS,
  TAX_COMPONENT_TYPES,
  totalFromComponents,
} from '../lib/tax-components';
import { DetailTabForm } from './detail-tab-form';

const typeOptions = TAX_COMPONENT_TYPES.map((t) => ({ value: t, label: TAX_COMPONENT_TYPE_LABELS[t] }));
const scheduleOptions = TAX_PAYMENT_SCHEDULES.map((s) => ({ value: s, label: TAX_PAYMENT_SCHEDULE_LABELS[s] }));

/**
 * Property Taxes tab: total annual, assessed value, account number, payment schedule (default
 * annual), next due date, escrow, and the tax breakdown with Total from Components.
 */
export function TaxesTab({ property: p }: { property: Property }) {
  const components = parseTaxComponents(p.propertyTaxComponents);
  return (
    <DetailTabForm<TaxesFormValues>
      property={p}
      section="Property Taxes"
      successMessage="Property tax information updated successfully"
      toValues={toTaxesFormValues}
      schema={taxesFormSchema}
      toBody={(v) => toTaxesBody(v)}
      view={
        <Stack gap="5">
          <InfoList
            items={[
              { label: 'Total Annual Tax', value: formatMoney(p.propertyTaxTotalAnnual) },
              { label: 'Assessed Value', value: formatMoney(p.propertyTaxAssessedValue) },
              { label: 'Account Number', value: orMissing(p.propertyTaxAccountNumber) },
              {
                label: 'Payment Schedule',
                value: TAX_PAYMENT_SCHEDULE_LABELS[p.propertyTaxPaymentSchedule ?? 'annual'],
              },
              { label: 'Next Due Date', value: formatDate(p.propertyTaxNextDueDate) },
              { label: 'Paid from Escrow', value: p.propertyTaxInEscrow ? 'Yes' : 'No' },
            ]}
          />
          <Box>
            <Heading as="h4" size="sm" mb="2" id="tax-breakdown-heading">
              Tax Breakdown
            </Heading>
            {components.length === 0 ? (
              <Text color="fg.muted">No tax components added</Text>
            ) : (
              <DataTable
                caption="Tax Breakdown"
                labelledBy="tax-breakdown-heading"
                minWidth="560px"
                rows={components.map((component, index) => ({ ...component, index }))}
                rowKey={(c) => String(c.index)}
                columns={[
                  {
                    key: 'type',
                    header: 'Type',
                    rowHeader: true,
                    cell: (c) => TAX_COMPONENT_TYPE_LABELS[c.taxType],
                  },
                  { key: 'authority', header: 'Taxing Authority', cell: (c) => c.taxingAuthority },
                  { key: 'description', header: 'Description', cell: (c) => c.description || EMPTY_CELL },
                  {
                    key: 'amount',
                    header: 'Annual Amount',
                    align: 'end',
                    sortValue: (c) => c.annualAmount,
                    cell: (c) => formatMoney(c.annualAmount),
                  },
                ]}
                footer={
                  <Table.Row>
                    <Table.Cell colSpan={3} fontWeight="semibold">
                      Total from Components
                    </Table.Cell>
                    <Table.Cell textAlign="end" fontWeight="semibold">
                      {formatMoney(totalFromComponents(components))}
                    </Table.Cell>
                  </Table.Row>
                }
              />
            )}
          </Box>
        </Stack>
      }
      fields={(values) => (
        <Stack gap="5">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <NumberField name="propertyTaxTotalAnnual" label="Total Annual Tax" step={0.01} min={0} />
            <NumberField name="propertyTaxAssessedValue" label="Assessed Value" step={0.01} min={0} />
            <TextField name="propertyTaxAccountNumber" label="Account Number" />
            <SelectField name="propertyTaxPaymentSchedule" label="Payment Schedule" options={scheduleOptions} />
            <DateField name="propertyTaxNextDueDate" label="Next Due Date" />
            <CheckboxField name="propertyTaxInEscrow" label="Paid from Escrow" />
          </SimpleGrid>
          <FieldArray name="components">
            {({ push, remove }) => (
              <Stack gap="3" as="fieldset">
                <Heading as="legend" size="sm">
                  Tax Breakdown
                </Heading>
                {values.components.map((_, i) => (
                  <Box key={i} borderWidth="1px" borderRadius="md" p="3">
                    <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="3">
                      <SelectField name={`components.${i}.taxType`} label="Type" options={typeOptions} />
                      <TextField name={`components.${i}.taxingAuthority`} label="Taxing Authority" required />
                      <NumberField
                        name={`components.${i}.annualAmount`}
                        label="Annual Amount"
                        step={0.01}
                        min={0}
                        required
                      />
                      <TextField name={`components.${i}.description`} label="Description" />
                    </SimpleGrid>
                    <HStack justify="flex-end" mt="2">
                      <Button
                        size="xs"
                        variant="ghost"
                        colorPalette="error"
                        onClick={() => remove(i)}
                        aria-label={`Remove component ${i + 1}`}
                      >
                        Remove
                      </Button>
                    </HStack>
                  </Box>
                ))}
                <HStack justify="space-between" wrap="wrap" gap="2">
                  <Button size="sm" variant="outline" onClick={() => push({ ...emptyTaxComponent })}>
                    Add Component
                  </Button>
                  <Text fontWeight="semibold">
                    Total from Components:{' '}
                    {formatMoney(
                      totalFromComponents(
                        values.components.map((c) => ({ annualAmount: Number(c.annualAmount) || 0 })),
                      ),
                    )}
                  </Text>
                </HStack>
              </Stack>
            )}
          </FieldArray>
        </Stack>
      )}
    />
  );
}
