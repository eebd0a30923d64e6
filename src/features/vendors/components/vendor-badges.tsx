import { Badge, HStack } from '@chakra-ui/react';
import { ActiveBadge, FlagBadge, KindBadge } from '@/components/status-badge';
import type { Vendor } from '@/lib/api/schema.gen';
import { cardSpecialties, specialtyLabel } from '../lib/vendor-specialties';

/** Active / Inactive and, when it applies, "Emergency Available" (spec 3 §2). */
export function VendorStatusBadges({ vendor }: { vendor: Pick<Vendor, 'isActive' | 'emergencyAvailable'> }) {
  return (
    <HStack gap="2" wrap="wrap">
      <ActiveBadge value={vendor.isActive} />
      {vendor.emergencyAvailable ? <FlagBadge color="warning">Emergency Available</FlagBadge> : null}
    </HStack>
  );
}

/** A vendor's specialties as badges, underscores shown as spaces; `limit` shows the first N and "+N more". */
export function SpecialtyBadges({ specialties, limit }: { specialties: readonly string[]; limit?: number }) {
  const { shown, more } = limit === undefined ? { shown: specialties, more: 0 } : cardSpecialties(specialties, limit);
  return (
    <HStack as="ul" listStyleType="none" gap="1.5" wrap="wrap" aria-label="Specialties">
      {shown.map((s) => (
        <KindBadge as="li" key={s} textTransform="capitalize">
          {specialtyLabel(s)}
        </KindBadge>
      ))}
      {more > 0 ? (
        <Badge as="li" variant="plain" color="fg.muted">
          +{more} more
        </Badge>
      ) : null}
    </HStack>
  );
}
