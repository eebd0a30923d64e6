import type { ComponentProps } from 'react';
import { Box, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { FlagBadge, LeaseStatusBadge } from '@/components/status-badge';
import type { Lease } from '@/lib/api/schema.gen';
import { formatDate, formatMoney } from '@/lib/format';
import { paths } from '@/lib/paths';
import { daysUntil, endsWithinDays, leaseTenantNames, leaseUnitLabels } from '../lib/lease-display';

/**
 * A lease card of the list: what a manager scans for — number (the link to the lease), tenants, unit and
 * property, dates, rent, status, and a mark when it ends within 60 days; Edit and Delete.
 */
export function LeaseCard({
  lease,
  today,
  onEdit,
  onDelete,
  actionIntent,
}: {
  lease: Lease;
  today: string;
  onEdit: () => void;
  onDelete: () => void;
  /** Handlers for the pointer coming over or the focus reaching Edit or Delete (load their dialogs). */
  actionIntent?: ComponentProps<typeof HStack>;
}) {
  const tenants = leaseTenantNames(lease.tenantUnitAssignments);
  const units = leaseUnitLabels(lease.tenantUnitAssignments);
  const endingSoon = endsWithinDays(lease, today);
  const left = daysUntil(lease.endDate, today);
  return (
    <Card.Root as="article" variant="outline" aria-label={`Lease ${lease.leaseNumber}`} h="full">
      <Card.Body gap="2" p="4">
        <HStack justify="space-between" align="flex-start" gap="2" wrap="wrap">
          <Heading as="h2" size="md">
            <RouterLink to={paths.leases.detail(lease.id)}>{lease.leaseNumber}</RouterLink>
          </Heading>
          <HStack gap="1" wrap="wrap">
            {endingSoon ? (
              <FlagBadge color="orange">
                {left === 0 ? 'Ends today' : `Ends in ${left} ${left === 1 ? 'day' : 'days'}`}
              </FlagBadge>
            ) : null}
            <LeaseStatusBadge status={lease.status} />
          </HStack>
        </HStack>
        <Stack gap="1" fontSize="sm">
          <Text>
            <Box as="span" color="fg.muted">
              Tenants:{' '}
            </Box>
            {tenants.length ? tenants.join(', ') : 'No tenants assigned'}
          </Text>
          <Text>
            <Box as="span" color="fg.muted">
              Unit:{' '}
            </Box>
            {units.length ? units.join('; ') : 'No unit assigned'}
          </Text>
          <Text>
            <Box as="span" color="fg.muted">
              Dates:{' '}
            </Box>
            {formatDate(lease.startDate)} – {formatDate(lease.endDate)}
          </Text>
          <Text>
            <Box as="span" color="fg.muted">
              Rent:{' '}
            </Box>
            {formatMoney(lease.monthlyRent)} / month
          </Text>
        </Stack>
        <HStack gap="2" pt="1" {...actionIntent}>
          <Button size="sm" variant="outline" onClick={onEdit} aria-label={`Edit lease ${lease.leaseNumber}`}>
            Edit
          </Button>
          <Button
            size="sm"
            variant="outline"
            colorPalette="error"
            onClick={onDelete}
            aria-label={`Delete lease ${lease.leaseNumber}`}
          >
            Delete
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
