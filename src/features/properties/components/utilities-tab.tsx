import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { TextareaField, TextField } from '@/components/form-fields';
import type { Property } from '@/lib/api/schema.gen';
import { orMissing } from '@/lib/format';
import { toUtilitiesBody, toUtilitiesFormValues, utilitiesFormSchema, UTILITIES } from '../lib/property-details-form';
import { DetailTabForm } from './detail-tab-form';

/** Utilities tab: Electric, Gas, Water, Sewer, Trash (provider and account number) and other accounts. */
export function UtilitiesTab({ property: p }: { property: Property }) {
  const values = toUtilitiesFormValues(p);
  return (
    <DetailTabForm
      property={p}
      section="Utilities"
      successMessage="Utility information updated successfully"
      toValues={toUtilitiesFormValues}
      schema={utilitiesFormSchema}
      toBody={toUtilitiesBody}
      view={
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="3">
            {UTILITIES.map(({ key, label }) => {
              const provider = values[`utility${key}Provider`];
              const account = values[`utility${key}AccountNumber`];
              return (
                <Box key={key} borderWidth="1px" borderRadius="md" p="3">
                  <Heading as="h4" size="sm" mb="1">
                    {label}
                  </Heading>
                  {provider || account ? (
                    <>
                      <Text fontSize="sm">Provider: {orMissing(provider)}</Text>
                      <Text fontSize="sm">Account Number: {orMissing(account)}</Text>
                    </>
                  ) : (
                    <Text fontSize="sm" color="fg.muted">
                      No information added
                    </Text>
                  )}
                </Box>
              );
            })}
          </SimpleGrid>
          <Box>
            <Heading as="h4" size="sm" mb="1">
              Other Accounts
            </Heading>
            <Text whiteSpace="pre-wrap" color={values.utilityOtherAccounts ? undefined : 'fg.muted'}>
              {values.utilityOtherAccounts || 'No information added'}
            </Text>
          </Box>
        </Stack>
      }
      fields={
        <Stack gap="4">
          {UTILITIES.map(({ key, label }) => (
            <SimpleGrid key={key} columns={{ base: 1, md: 2 }} gap="3">
              <TextField name={`utility${key}Provider`} label={`${label} Provider`} />
              <TextField name={`utility${key}AccountNumber`} label={`${label} Account Number`} />
            </SimpleGrid>
          ))}
          <TextareaField
            name="utilityOtherAccounts"
            label="Other Accounts"
            rows={3}
            helperText="e.g. internet, cable — one per line"
          />
        </Stack>
      }
    />
  );
}
