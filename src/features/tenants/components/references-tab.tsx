import { Box, Button, Field, GridItem, Heading, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { EmailAddress } from '@/components/email-address';
import { DateField, MoneyField, TextareaField, TextField } from '@/components/form-fields';
import { InfoList } from '@/components/info-list';
import type { Tenant } from '@/lib/api/schema.gen';
import { formatDate, formatMoney, orMissing } from '@/lib/format';
import {
  canAddReference,
  emptyReferenceDraft,
  hasReferenceInformation,
  NO_REFERENCE_INFORMATION,
  newReference,
  parseReferences,
  referencesSchema,
  toReferencesBody,
  toReferencesValues,
  type PersonalReference,
  type ReferenceDraft,
  type ReferencesValues,
} from '../lib/tenant-references';
import { TenantTabForm } from './tenant-tab-form';

function ReferenceItem({ reference, onRemove }: { reference: PersonalReference; onRemove?: () => void }) {
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p="3">
      <HStack justify="space-between" align="flex-start" gap="2">
        <Stack gap="0" minW="0">
          <Text fontWeight="semibold">
            {reference.name}{' '}
            <Text as="span" color="fg.muted" fontWeight="normal">
              ({reference.relationship})
            </Text>
          </Text>
          {reference.phone ? <Text fontSize="sm">{reference.phone}</Text> : null}
          {reference.email ? (
            <Text fontSize="sm">
              <EmailAddress email={reference.email} />
            </Text>
          ) : null}
          {reference.notes ? (
            <Text fontSize="sm" color="fg.muted">
              {reference.notes}
            </Text>
          ) : null}
        </Stack>
        {onRemove ? (
          <Button
            size="xs"
            variant="outline"
            colorPalette="error"
            onClick={onRemove}
            aria-label={`Remove reference ${reference.name}`}
          >
            Remove
          </Button>
        ) : null}
      </HStack>
    </Box>
  );
}

function ReferencesView({ tenant }: { tenant: Tenant }) {
  if (!hasReferenceInformation(tenant)) return <Text color="fg.muted">{NO_REFERENCE_INFORMATION}</Text>;
  const references = parseReferences(tenant.personalReferences);
  return (
    <Stack gap="4">
      <Heading as="h3" size="sm">
        Previous Landlord
      </Heading>
      <InfoList
        labelWidth="48"
        gap="2"
        items={[
          { label: 'Landlord Name', value: orMissing(tenant.previousLandlordName) },
          { label: 'Landlord Phone', value: orMissing(tenant.previousLandlordPhone) },
          { label: 'Landlord Email', value: orMissing(tenant.previousLandlordEmail) },
          { label: 'Previous Address', value: orMissing(tenant.previousAddress) },
          { label: 'Previous Rent', value: formatMoney(tenant.previousRentAmount) },
          { label: 'Tenancy Start', value: formatDate(tenant.previousTenancyStartDate) },
          { label: 'Tenancy End', value: formatDate(tenant.previousTenancyEndDate) },
          { label: 'Reason for Leaving', value: orMissing(tenant.reasonForLeaving) },
        ]}
      />
      <Heading as="h3" size="sm">
        Personal References
      </Heading>
      {references.length === 0 ? (
        <Text color="fg.muted">No personal references</Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="2" aria-label="Personal references">
          {references.map((r) => (
            <ReferenceItem key={r.id} reference={r} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** The new reference's boxes (plain inputs: they are not sent until Add Reference puts them in the list). */
function ReferenceDraftFields({
  draft,
  onDraft,
  onAdd,
}: {
  draft: ReferenceDraft;
  onDraft: (draft: ReferenceDraft) => void;
  onAdd: () => void;
}) {
  const box = (key: keyof ReferenceDraft, label: string, required = false) => (
    <Field.Root required={required}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      <Input value={draft[key]} onChange={(e) => onDraft({ ...draft, [key]: e.target.value })} />
    </Field.Root>
  );
  return (
    <Stack gap="3" borderWidth="1px" borderRadius="md" p="3" role="group" aria-label="New reference">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        {box('name', 'Reference Name', true)}
        {box('relationship', 'Relationship', true)}
        {box('phone', 'Reference Phone')}
        {box('email', 'Reference Email')}
        <GridItem colSpan={{ base: 1, md: 2 }}>{box('notes', 'Reference Notes')}</GridItem>
      </SimpleGrid>
      <HStack justify="flex-end">
        <Button size="sm" onClick={onAdd} disabled={!canAddReference(draft)}>
          Add Reference
        </Button>
      </HStack>
    </Stack>
  );
}

/** References (spec 2 §2): previous landlord fields and personal references, in a view and an edit mode. */
export function ReferencesTab({ tenant }: { tenant: Tenant }) {
  return (
    <TenantTabForm<ReferencesValues>
      tenant={tenant}
      section="References"
      toValues={toReferencesValues}
      schema={referencesSchema()}
      toBody={toReferencesBody}
      view={<ReferencesView tenant={tenant} />}
      fields={(values, { setFieldValue }) => (
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <TextField name="previousLandlordName" label="Previous Landlord Name" />
            <TextField name="previousLandlordPhone" label="Previous Landlord Phone" type="tel" />
            <TextField name="previousLandlordEmail" label="Previous Landlord Email" type="email" />
            <MoneyField name="previousRentAmount" label="Previous Rent Amount" />
            <GridItem colSpan={{ base: 1, md: 2 }}>
              <TextField name="previousAddress" label="Previous Address" />
            </GridItem>
            <DateField name="previousTenancyStartDate" label="Previous Tenancy Start" />
            <DateField name="previousTenancyEndDate" label="Previous Tenancy End" />
            <GridItem colSpan={{ base: 1, md: 2 }}>
              <TextareaField name="reasonForLeaving" label="Reason for Leaving" rows={2} />
            </GridItem>
          </SimpleGrid>
          <Heading as="h3" size="sm">
            Personal References
          </Heading>
          {values.personalReferences.length > 0 && (
            <Stack as="ul" listStyleType="none" gap="2" aria-label="Personal references">
              {values.personalReferences.map((r) => (
                <ReferenceItem
                  key={r.id}
                  reference={r}
                  onRemove={() =>
                    setFieldValue(
                      'personalReferences',
                      values.personalReferences.filter((x) => x.id !== r.id),
                    )
                  }
                />
              ))}
            </Stack>
          )}
          <ReferenceDraftFields
            draft={values.draft}
            onDraft={(draft) => setFieldValue('draft', draft)}
            onAdd={() => {
              setFieldValue('personalReferences', [...values.personalReferences, newReference(values.draft)]);
              setFieldValue('draft', { ...emptyReferenceDraft });
            }}
          />
        </Stack>
      )}
    />
  );
}
