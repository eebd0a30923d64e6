import { Box, SimpleGrid } from '@chakra-ui/react';
import type { Tenant } from '@/lib/api/schema.gen';
import { TenantCard } from './tenant-card';

/** The grid of tenant cards (a list, named by `label`). */
export function TenantCardGrid({ tenants, label }: { tenants: readonly Tenant[]; label: string }) {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3, xl: 4 }} gap="4" aria-label={label}>
      {tenants.map((tenant) => (
        <Box as="li" key={tenant.id}>
          <TenantCard tenant={tenant} />
        </Box>
      ))}
    </SimpleGrid>
  );
}
