import { useState } from 'react';
import { Button, HStack, SimpleGrid, Stack, Text, Wrap } from '@chakra-ui/react';
import * as yup from 'yup';
import { AppModal, type AppModalSize } from '@/components/app-modal';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormAlert } from '@/components/form-fields';
import { SampleForm as SampleFormBase } from '@/components/form-fields-sample';
import { EmptyState, ErrorState, LoadingState, NotFoundState } from '@/components/page-states';
import { ActiveBadge, AvailabilityBadge, StatusBadge } from '@/components/status-badge';
import { SectionCard } from '@/components/section-card';
import { SuccessBanner, useSuccessBanner } from '@/components/success-banner';
import { formatDate, formatMoney, formatWholeDollars } from '@/lib/format';
import { emptyToUndefined } from '@/lib/forms';
import { paths } from '@/lib/paths';

const SAMPLE_PALETTE = { open: 'blue', in_progress: 'orange', done: 'green', cancelled: 'gray' } as const;

const sampleSchema = yup.object({
  title: yup.string().trim().required('Title is required').max(20, 'Title cannot be longer than 20 characters'),
  amount: yup
    .number()
    .transform(emptyToUndefined)
    .typeError('Amount must be a number')
    .required('Amount is required')
    .min(0.01, 'Amount must be greater than $0.00'),
  kind: yup.string().required('Kind is required'),
  day: yup.string().required('Date is required'),
  notes: yup.string().max(200, 'Notes cannot be longer than 200 characters'),
  agree: yup.boolean().oneOf([true], 'Please confirm'),
});

/** A generic form showing every field type with its validation messages (nothing product-specific). */
export function SampleForm() {
  const banner = useSuccessBanner();
  return (
    <SampleFormBase
      formLabel="Sample form"
      schema={sampleSchema}
      onSubmit={(_values, helpers) => {
        banner.show('Sample form submitted');
        helpers.setSubmitting(false);
      }}
      maxW="xl"
      top={<SuccessBanner {...banner.props} />}
      submit={(isSubmitting) => (
        <HStack>
          <Button type="submit" colorPalette="primary" loading={isSubmitting}>
            Submit
          </Button>
        </HStack>
      )}
      text={{ name: 'title', label: 'Title', helperText: 'Up to 20 characters' }}
      amount={{ name: 'amount', label: 'Amount', min: 0 }}
      kind={{
        name: 'kind',
        label: 'Kind',
        placeholder: 'Select a kind',
        options: [
          { value: 'first', label: 'First kind' },
          { value: 'second', label: 'Second kind' },
        ],
      }}
      date={{ name: 'day', label: 'Date' }}
      notes={{ name: 'notes', rows: 3 }}
      check={{ name: 'agree', label: 'I confirm the sample is correct' }}
    />
  );
}

/** The shared building blocks of src/components, each in its usual states. */
export function ComponentShowcase() {
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [modalSize, setModalSize] = useState<AppModalSize | null>(null);
  const banner = useSuccessBanner();

  return (
    <Stack gap="8">
      <SectionCard headingLevel="h3" title="Buttons">
        <Wrap gap="2">
          <Button colorPalette="primary">Primary</Button>
          <Button colorPalette="secondary">Secondary</Button>
          <Button variant="outline" colorPalette="primary">
            Outline
          </Button>
          <Button variant="ghost" colorPalette="neutral">
            Ghost
          </Button>
          <Button colorPalette="error">Danger</Button>
          <Button colorPalette="primary" loading loadingText="Loading">
            Loading
          </Button>
          <Button colorPalette="primary" disabled>
            Disabled
          </Button>
        </Wrap>
      </SectionCard>

      <SectionCard headingLevel="h3" title="Badges">
        <Wrap gap="2">
          <StatusBadge status="open" palette={SAMPLE_PALETTE} />
          <StatusBadge status="in_progress" palette={SAMPLE_PALETTE} />
          <StatusBadge status="done" palette={SAMPLE_PALETTE} />
          <StatusBadge status="cancelled" palette={SAMPLE_PALETTE} />
          <StatusBadge status={null} />
          <ActiveBadge value />
          <ActiveBadge value="inactive" />
          <AvailabilityBadge isAvailable />
          <AvailabilityBadge isAvailable={false} />
        </Wrap>
      </SectionCard>

      <SectionCard headingLevel="h3" title="Formatting">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="1" fontSize="sm">
          <Text>formatMoney(1234.5) → {formatMoney(1234.5)}</Text>
          <Text>formatMoney(null) → {formatMoney(null)}</Text>
          <Text>formatWholeDollars(1234.5) → {formatWholeDollars(1234.5)}</Text>
          <Text>formatDate(&apos;2024-03-01&apos;) → {formatDate('2024-03-01')}</Text>
          <Text>formatDate(&apos;&apos;) → {formatDate('')}</Text>
        </SimpleGrid>
      </SectionCard>

      <SectionCard headingLevel="h3" title="Page states">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <LoadingState label="Loading sample" />
          <ErrorState
            title="Error loading items"
            text="There was an error loading the items. Please try again later."
            onRetry={() => undefined}
          />
          <EmptyState
            title="No items found"
            text="You don't have any items yet."
            titleAs="h4"
            action={<Button colorPalette="primary">Add Your First Item</Button>}
          />
          <NotFoundState
            title="Item not found"
            text="The item you're looking for doesn't exist."
            titleAs="h2"
            backTo={paths.designSystem}
            backLabel="Back to list"
          />
        </SimpleGrid>
      </SectionCard>

      <SectionCard headingLevel="h3" title="Alerts and banners">
        <FormAlert title="Could not save" message="The server rejected the request. Check the fields and try again." />
        <SuccessBanner {...banner.props} />
        <HStack>
          <Button variant="outline" colorPalette="success" onClick={() => banner.show('Saved successfully')}>
            Show success banner (3 s)
          </Button>
        </HStack>
      </SectionCard>

      <SectionCard headingLevel="h3" title="Dialogs">
        <Wrap gap="2">
          <Button variant="outline" onClick={() => setConfirmOpen(true)}>
            Open confirm dialog
          </Button>
          {(['small', 'medium', 'large'] as const).map((size) => (
            <Button key={size} variant="outline" onClick={() => setModalSize(size)}>
              Open {size} modal
            </Button>
          ))}
        </Wrap>
        <ConfirmDialog
          open={confirmOpen}
          title="Delete item?"
          body="This cannot be undone."
          confirmLabel="Delete"
          tone="danger"
          onConfirm={() => setConfirmOpen(false)}
          onClose={() => setConfirmOpen(false)}
        />
        <AppModal
          open={modalSize !== null}
          size={modalSize ?? 'medium'}
          onClose={() => setModalSize(null)}
          title={`A ${modalSize ?? ''} modal`}
          footer={
            <Button colorPalette="primary" onClick={() => setModalSize(null)}>
              Done
            </Button>
          }
        >
          <Text>Modal widths: small 480 px, medium 720 px, large 960 px; full width on phones.</Text>
        </AppModal>
      </SectionCard>

      <SectionCard headingLevel="h3" title="Form fields">
        <SampleForm />
      </SectionCard>
    </Stack>
  );
}
