import { Card, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { Vendor } from '@/lib/api/schema.gen';
import { paths } from '@/lib/paths';
import { percentText, ratingText } from '../lib/vendor-figures';
import { CARD_SPECIALTY_LIMIT } from '../lib/vendor-specialties';
import { SpecialtyBadges, VendorStatusBadges } from './vendor-badges';

function Stat({ label, value }: { label: string; value: string | number }) {
  return (
    <Stack gap="0" align="center" flex="1" minW="0">
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text fontWeight="semibold" fontSize="sm">
        {value}
      </Text>
    </Stack>
  );
}

/**
 * A vendor in the list (spec 3 §2 "Vendors list"): company (the link to its page), contact, phone,
 * the active and "Emergency Available" badges, rating, jobs completed, completion rate and up to 3
 * specialties plus "+N more". Only the company name is a link, so the phone can be a tel: link.
 */
export function VendorCard({ vendor }: { vendor: Vendor }) {
  return (
    <Card.Root variant="outline" h="full" _hover={{ shadow: 'sm', borderColor: 'border.emphasized' }}>
      <Card.Body gap="2" p="4">
        <Heading as="h2" size="md" lineClamp={2} wordBreak="break-word">
          <Link asChild>
            <RouterLink to={paths.vendors.detail(vendor.id)}>{vendor.companyName}</RouterLink>
          </Link>
        </Heading>
        <Text fontSize="sm">{vendor.contactName}</Text>
        <Text fontSize="sm">
          <Link href={`tel:${vendor.phone.replace(/[^0-9+]/g, '')}`}>{vendor.phone}</Link>
        </Text>
        <VendorStatusBadges vendor={vendor} />
        <HStack mt="2" gap="2" borderTopWidth="1px" pt="3">
          <Stat label="Rating" value={ratingText(vendor.averageRating)} />
          <Stat label="Jobs" value={vendor.totalJobsCompleted} />
          <Stat label="Completion" value={percentText(vendor.completionRate)} />
        </HStack>
        <SpecialtyBadges specialties={vendor.specialties} limit={CARD_SPECIALTY_LIMIT} />
      </Card.Body>
    </Card.Root>
  );
}
