import { useState } from 'react';
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { AppModal } from '@/components/app-modal';
import { FormAlert } from '@/components/form-alert';
import { DataTable } from '@/components/data-table';
import { formatMoney, formatPersonName, EMPTY_CELL } from '@/lib/format';
import { roundCents } from '@/lib/late-fees';
import { useGenerateLateFees } from '../api/payment-mutations';
import { overduePaymentsQuery } from '../api/payment-queries';
import { ReportPropertyFilter } from './property-filter';

/**
 * Generate late fees for one property (POST /payments/generate-late-fees {propertyId}), after a preview
 * of the fees it will create (the property's overdue payments where a late fee applies) and their total.
 */
export function GenerateLateFeesDialog({
  initialPropertyId,
  onClose,
}: {
  initialPropertyId: string;
  onClose: () => void;
}) {
  const [propertyId, setPropertyId] = useState(initialPropertyId);
  const preview = useQuery({ ...overduePaymentsQuery({ propertyId }), enabled: Boolean(propertyId) });
  const generate = useGenerateLateFees();
  const fees = (preview.data?.data ?? []).filter((i) => i.lateFeeApplicable && i.lateFeeAmount > 0);
  const total = roundCents(fees.reduce((sum, i) => sum + i.lateFeeAmount, 0));
  const [done, setDone] = useState<number | null>(null);

  return (
    <AppModal
      open
      title="Generate Late Fees"
      size="medium"
      isPending={generate.isPending}
      onClose={onClose}
      footer={
        <>
          <Button variant="outline" colorPalette="neutral" onClick={onClose} disabled={generate.isPending}>
            {done === null ? 'Cancel' : 'Close'}
          </Button>
          {done === null ? (
            <Button
              colorPalette="red"
              loading={generate.isPending}
              disabled={!propertyId || fees.length === 0}
              onClick={() =>
                generate.mutate(propertyId, {
                  onSuccess: (result) => setDone(result.created),
                  onError: (error) => console.error('Error generating late fees', error),
                })
              }
            >
              {fees.length ? `Create ${fees.length} Late ${fees.length === 1 ? 'Fee' : 'Fees'}` : 'Create Late Fees'}
            </Button>
          ) : null}
        </>
      }
    >
      <Stack gap="3">
        {generate.isError ? <FormAlert message="Failed to generate late fees. Please try again." /> : null}
        <ReportPropertyFilter value={propertyId} onChange={setPropertyId} />
        {done !== null ? (
          <Text role="status">
            {done} late {done === 1 ? 'fee was' : 'fees were'} created.
          </Text>
        ) : !propertyId ? (
          <Text color="fg.muted">Choose a property to preview its late fees.</Text>
        ) : preview.isPending ? (
          <Text>Loading…</Text>
        ) : fees.length === 0 ? (
          <Text>No late fees apply to this property today.</Text>
        ) : (
          <Box>
            <DataTable
              caption="Late fees to create"
              columns={[
                {
                  key: 'unit',
                  header: 'Unit',
                  rowHeader: true,
                  cell: (i) => `Unit ${i.unit?.unitNumber ?? EMPTY_CELL}`,
                },
                { key: 'tenant', header: 'Tenant', cell: (i) => formatPersonName(i.tenant) },
                { key: 'days', header: 'Days Overdue', align: 'end', cell: (i) => i.daysOverdue },
                { key: 'fee', header: 'Late Fee', align: 'end', cell: (i) => formatMoney(i.lateFeeAmount) },
              ]}
              rows={fees}
              rowKey={(i) => i.payment.id}
            />
            <Text mt="2" fontWeight="semibold">
              Total: {formatMoney(total)}
            </Text>
          </Box>
        )}
      </Stack>
    </AppModal>
  );
}
