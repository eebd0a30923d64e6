import { useState } from 'react';
import { Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { DetailRoute, type DetailPageText } from '@/components/detail-page';
import { PageLayout } from '@/components/page-layout';
import { SectionCard } from '@/components/section-card';
import { DepositDispositionStatusBadge } from '@/components/status-badge';
import { SuccessBanner, useSuccessBanner } from '@/components/success-banner';
import { depositQueries } from '@/lib/api/queries';
import type { DepositDisposition } from '@/lib/api/schema.gen';
import { DEPOSIT_MESSAGES } from '@/lib/deposit-disposition';
import { formatPersonName } from '@/lib/format';
import { paths } from '@/lib/paths';
import { DeductionsForm } from '../components/deductions-form';
import { DispositionSummaryCard, LedgerDeductionsCard } from '../components/disposition-figures';
import { FinalStatement } from '../components/final-statement';
import { FinalizeDialog } from '../components/finalize-dialog';
import { DEPOSIT_TEXT } from '../lib/deposit-labels';

export const DEPOSIT_DISPOSITION_TEXT = {
  loading: 'Loading deposit disposition…',
  notFoundTitle: 'Lease not found',
  notFoundText: "The lease you're looking for doesn't exist or has been deleted.",
  errorTitle: 'Error loading the deposit disposition',
  errorText: 'There was an error loading the deposit disposition. Please try again later.',
  listPath: paths.depositReturns(),
  listLabel: `Back to ${DEPOSIT_TEXT.listTitle}`,
} as const satisfies DetailPageText;

/**
 * /leases/{id}/deposit: the move-out disposition of a lease's deposits (GET /leases/{id}/deposit-disposition).
 * Before a move-out date it shows what is held and what the ledger owes; once there is one, the manager
 * itemizes deductions, saves drafts and finalizes; a final one is the frozen statement, printed or exported.
 */
export function Component() {
  return (
    <DetailRoute detail={depositQueries.disposition} text={DEPOSIT_DISPOSITION_TEXT}>
      {(disposition) => <DispositionPage disposition={disposition} />}
    </DetailRoute>
  );
}

function DispositionPage({ disposition: d }: { disposition: DepositDisposition }) {
  const [finalizing, setFinalizing] = useState(false);
  const banner = useSuccessBanner();
  const who = [
    d.tenant ? formatPersonName(d.tenant) : null,
    d.unit ? `Unit ${d.unit.unitNumber}` : null,
    d.property?.name ?? null,
  ].filter(Boolean);
  const moveOutDate = d.moveOutDate;
  return (
    <PageLayout
      gap="4"
      header={
        <Stack gap="2">
          <Text fontSize="sm">
            <RouterLink to={paths.leases.detail(d.leaseId)}>← Lease {d.leaseNumber}</RouterLink>
          </Text>
          <HStack gap="3" wrap="wrap">
            <Heading as="h1" size="2xl">
              {DEPOSIT_TEXT.pageTitle}
            </Heading>
            <DepositDispositionStatusBadge status={d.status} />
          </HStack>
          <Text color="fg.muted">
            Lease {d.leaseNumber}
            {who.length ? ` · ${who.join(' · ')}` : ''}
          </Text>
        </Stack>
      }
    >
      <SuccessBanner {...banner.props} />
      {d.status === 'final' ? (
        <FinalStatement disposition={d} />
      ) : moveOutDate === null ? (
        <Stack gap="4">
          <SectionCard title="No move-out date yet">
            <Text>{DEPOSIT_MESSAGES.noMoveOut}</Text>
            <Text mt="2">
              <RouterLink to={paths.leases.detail(d.leaseId)}>Open lease {d.leaseNumber}</RouterLink> and process the
              move-out on its Lifecycle tab.
            </Text>
          </SectionCard>
          <DispositionSummaryCard disposition={d} totals={d} />
          <LedgerDeductionsCard disposition={d} />
        </Stack>
      ) : (
        <>
          <DeductionsForm disposition={d} onFinalize={() => setFinalizing(true)} />
          {finalizing ? (
            <FinalizeDialog
              disposition={{ ...d, moveOutDate }}
              onClose={() => setFinalizing(false)}
              onDone={() => {
                setFinalizing(false);
                banner.show('Disposition finalized. The refund and deductions are on the ledger.');
              }}
            />
          ) : null}
        </>
      )}
    </PageLayout>
  );
}
