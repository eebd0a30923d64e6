import { useState } from 'react';
import { Button, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { EmailAddress } from '@/components/email-address';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DetailRoute, type DeleteAndLeave, type DetailPageText } from '@/components/detail-page';
import { FormAlert } from '@/components/form-alert';
import { PageLayout } from '@/components/page-layout';
import { SectionCard } from '@/components/section-card';
import { serverMessageOr } from '@/lib/api/errors';
import type { Vendor } from '@/lib/api/schema.gen';
import { paths } from '@/lib/paths';
import { vendorQueries } from '@/lib/api/queries';
import { useDeactivateVendor, useUpdateVendor } from '../api/vendor-mutations';
import { VendorPerformanceSection, VendorWorkHistorySection } from '../components/vendor-activity-sections';
import { VendorStatusBadges } from '../components/vendor-badges';
import { VendorEditSection } from '../components/vendor-edit-form';
import { ContactCard, LegalCard, PricingCard, ServiceCard, StatTiles } from '../components/vendor-detail-sections';

/**
 * Spec 3 §2 "Vendor detail" and §8: the error title and text, verbatim. The spec gives no loading or
 * not-found text; these are worded like the other detail pages (a deactivated vendor is "gone" too).
 */
export const VENDOR_DETAIL_TEXT = {
  loading: 'Loading vendor…',
  errorTitle: 'Error loading vendor',
  errorText: 'There was an error loading the vendor details. Please try again later.',
  notFoundTitle: 'Vendor not found',
  notFoundText: "The vendor you're looking for doesn't exist or has been deactivated.",
  listPath: paths.vendors.list(),
  listLabel: 'Back to Vendors',
} as const satisfies DetailPageText;

/** Texts the spec does not give (deactivation failures are only logged there; a user needs to know). */
export const VENDOR_ACTION_TEXT = {
  deactivateTitle: 'Deactivate Vendor',
  deactivateFailed: 'Error deactivating vendor. Please try again.',
  reactivateFailed: 'Error reactivating vendor. Please try again.',
} as const;

/** /vendors/{id} (spec 3 §2 "Vendor detail"), on the detail-page pattern (`DetailRoute`). */
export function Component() {
  return (
    <DetailRoute
      detail={vendorQueries.detail}
      text={VENDOR_DETAIL_TEXT}
      remove={{ useDelete: useDeactivateVendor, errorLog: 'Error deactivating vendor' }}
    >
      {(vendor, remove) => <VendorDetail vendor={vendor} remove={remove} />}
    </DetailRoute>
  );
}

function VendorDetail({ vendor, remove }: { vendor: Vendor; remove: DeleteAndLeave }) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const reactivate = useUpdateVendor(vendor.id);

  return (
    <PageLayout
      gap="6"
      header={
        <Stack gap="2">
          <Text fontSize="sm">
            <RouterLink to={paths.vendors.list()}>← Vendors</RouterLink>
          </Text>
          <HStack justify="space-between" align="flex-start" wrap="wrap" gap="3">
            <Stack gap="1" minW="0">
              <Heading as="h1" size="2xl" wordBreak="break-word">
                {vendor.companyName}
              </Heading>
              <Text>{vendor.contactName}</Text>
              <Text>
                <EmailAddress email={vendor.email} />
              </Text>
              <VendorStatusBadges vendor={vendor} />
            </Stack>
            {!editing && (
              <HStack gap="2" wrap="wrap">
                <Button onClick={() => setEditing(true)}>Edit Vendor</Button>
                {vendor.isActive ? (
                  <Button colorPalette="error" variant="outline" onClick={() => setConfirming(true)}>
                    Deactivate
                  </Button>
                ) : (
                  // Reactivation is not shown in the spec; the contract allows it (PUT isActive: true).
                  <Button
                    variant="outline"
                    loading={reactivate.isPending}
                    onClick={() =>
                      reactivate.mutate(
                        { isActive: true },
                        { onError: (error) => console.error('Error reactivating vendor', error) },
                      )
                    }
                  >
                    Reactivate
                  </Button>
                )}
              </HStack>
            )}
          </HStack>
          {reactivate.isError ? (
            <FormAlert message={serverMessageOr(reactivate.error, VENDOR_ACTION_TEXT.reactivateFailed)} />
          ) : null}
        </Stack>
      }
    >
      <StatTiles vendor={vendor} />

      <VendorEditSection
        vendor={vendor}
        editing={editing}
        onEditingChange={setEditing}
        view={
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
            <ContactCard vendor={vendor} />
            <ServiceCard vendor={vendor} />
            <PricingCard vendor={vendor} />
            <LegalCard vendor={vendor} />
            <SectionCard fill title="Notes">
              <Text whiteSpace="pre-wrap">{vendor.notes || 'No notes'}</Text>
            </SectionCard>
          </SimpleGrid>
        }
      />

      <VendorPerformanceSection vendorId={vendor.id} />
      <VendorWorkHistorySection vendorId={vendor.id} />

      {/* DeleteConfirmDialog's button says Delete; deactivation keeps the record, so the button says what it does. */}
      <ConfirmDialog
        open={confirming}
        title={VENDOR_ACTION_TEXT.deactivateTitle}
        body={`Are you sure you want to deactivate ${vendor.companyName}? It will no longer be offered for new work orders.`}
        confirmLabel="Deactivate"
        tone="danger"
        isPending={remove.isPending}
        error={remove.isError ? serverMessageOr(remove.error, VENDOR_ACTION_TEXT.deactivateFailed) : undefined}
        onConfirm={() => remove.deleteAndGo(paths.vendors.list())}
        onClose={() => {
          remove.reset();
          setConfirming(false);
        }}
      />
    </PageLayout>
  );
}
