import { Box, Link, SimpleGrid, Stat } from '@chakra-ui/react';
import { EmailAddress } from '@/components/email-address';
import { InfoList } from '@/components/info-list';
import { SectionCard } from '@/components/section-card';
import type { Vendor } from '@/lib/api/schema.gen';
import { formatAddress, formatDate, MISSING, orMissing } from '@/lib/format';
import { amountText, hourlyRateText, percentText, ratingText } from '../lib/vendor-figures';
import { SpecialtyBadges } from './vendor-badges';

/**
 * Spec 3 §2 "Vendor detail" and §8: the error title and text, verbatim. The spec gives no loading or
 * not-found text; these are worded like the other detail pages (a deactivated vendor is "gone" too).
 */
/** Spec 3 §2: stat tiles for rating, jobs completed, completion rate and hourly rate. */
export function StatTiles({ vendor }: { vendor: Vendor }) {
  const tiles = [
    { label: 'Rating', value: ratingText(vendor.averageRating) },
    { label: 'Jobs Completed', value: String(vendor.totalJobsCompleted) },
    { label: 'Completion Rate', value: percentText(vendor.completionRate) },
    { label: 'Hourly Rate', value: hourlyRateText(vendor.hourlyRate) },
  ];
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, md: 4 }} gap="3" aria-label="Vendor figures">
      {tiles.map((tile) => (
        <Box as="li" key={tile.label}>
          <Stat.Root borderWidth="1px" borderRadius="md" p="4" h="full">
            <Stat.Label>{tile.label}</Stat.Label>
            <Stat.ValueText fontSize="xl">{tile.value}</Stat.ValueText>
          </Stat.Root>
        </Box>
      ))}
    </SimpleGrid>
  );
}

export function ContactCard({ vendor }: { vendor: Vendor }) {
  return (
    <SectionCard fill title="Contact">
      <InfoList
        labelWidth="36"
        gap="2"
        items={[
          { label: 'Contact', value: vendor.contactName },
          {
            label: 'Email',
            value: <EmailAddress email={vendor.email} />,
          },
          { label: 'Phone', value: <Link href={`tel:${vendor.phone.replace(/[^0-9+]/g, '')}`}>{vendor.phone}</Link> },
          {
            label: 'Alternate Phone',
            value: vendor.alternatePhone ? (
              <Link href={`tel:${vendor.alternatePhone.replace(/[^0-9+]/g, '')}`}>{vendor.alternatePhone}</Link>
            ) : (
              MISSING
            ),
          },
          { label: 'Address', value: formatAddress(vendor) },
        ]}
      />
    </SectionCard>
  );
}

export function ServiceCard({ vendor }: { vendor: Vendor }) {
  return (
    <SectionCard fill title="Service Details">
      <InfoList
        labelWidth="36"
        gap="2"
        items={[
          { label: 'Specialties', value: <SpecialtyBadges specialties={vendor.specialties} /> },
          { label: 'Available Hours', value: orMissing(vendor.availableHours) },
          { label: 'Emergency Service', value: vendor.emergencyAvailable ? 'Available' : 'Not available' },
        ]}
      />
    </SectionCard>
  );
}

export function PricingCard({ vendor }: { vendor: Vendor }) {
  return (
    <SectionCard fill title="Pricing">
      <InfoList
        labelWidth="36"
        gap="2"
        items={[
          { label: 'Hourly Rate', value: hourlyRateText(vendor.hourlyRate) },
          { label: 'Emergency Rate', value: hourlyRateText(vendor.emergencyRate) },
          { label: 'Minimum Charge', value: amountText(vendor.minimumCharge) },
        ]}
      />
    </SectionCard>
  );
}

export function LegalCard({ vendor }: { vendor: Vendor }) {
  return (
    <SectionCard fill title="Legal and Compliance">
      <InfoList
        labelWidth="36"
        gap="2"
        items={[
          { label: 'License Number', value: orMissing(vendor.licenseNumber) },
          // Dates read "N/A" when empty (formatDate), as every date of the specs does.
          { label: 'License Expiry', value: formatDate(vendor.licenseExpiry) },
          { label: 'Insurance Expiry', value: formatDate(vendor.insuranceExpiry) },
        ]}
      />
    </SectionCard>
  );
}
