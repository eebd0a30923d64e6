import { Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { TenantStatusBadge } from '@/components/status-badge';
import type { Tenant } from '@/lib/api/schema.gen';
import { paths } from '@/lib/paths';
import { formatPersonName } from '@/lib/format';

/** A tenant in the list (spec 2 §2): name, status badge, email and phone; links to /tenants/{id}. */
export function TenantCard({
  tenant,
}: {
  tenant: Pick<Tenant, 'id' | 'firstName' | 'lastName' | 'status' | 'email' | 'phone'>;
}) {
  const name = formatPersonName(tenant);
  return (
    <Card.Root asChild variant="outline" h="full" _hover={{ shadow: 'md', borderColor: 'border.emphasized' }}>
      <RouterLink to={paths.tenants.detail(tenant.id)} aria-label={`${name}, ${tenant.status}`}>
        <Card.Body gap="2" p="4">
          <HStack justify="space-between" align="flex-start" gap="2">
            <Heading as="h2" size="md" lineClamp={1} wordBreak="break-all">
              {name}
            </Heading>
            <TenantStatusBadge status={tenant.status} />
          </HStack>
          <Stack gap="0" fontSize="sm" color="fg.muted" minW="0">
            <Text truncate>{tenant.email}</Text>
            <Text>{tenant.phone || 'No phone'}</Text>
          </Stack>
        </Card.Body>
      </RouterLink>
    </Card.Root>
  );
}
