import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import type { Property } from '@/lib/api/schema.gen';
import { DEFAULT_DEPOSIT_RETURN_DAYS } from '@/lib/deposit-disposition';
import { formatAddress, formatMoney, orMissing } from '@/lib/format';
import { InfoList } from '@/components/info-list';
import { SectionCard } from '@/components/section-card';
import {
  annualRentalIncome,
  appreciationPercent,
  capRatePercent,
  monthlyRentalIncome,
  occupancyRate,
  occupiedUnitCount,
} from '../lib/property-figures';
import { propertyTypeLabel } from '../lib/property-types';

/** Property Information, Description and Financial Summary (spec 1 §2 "Property detail"). */
export function PropertyOverview({ property: p }: { property: Property }) {
  const total = p.units.length;
  const occupied = occupiedUnitCount(p.units);
  const monthly = monthlyRentalIncome(p.units);
  const annual = annualRentalIncome(monthly);
  const appreciation = appreciationPercent(p.purchasePrice, p.currentValue);
  const capRate = capRatePercent(annual, p.purchasePrice);
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
      <SectionCard fill title="Property Information">
        <InfoList
          items={[
            { label: 'Address', value: formatAddress(p) },
            { label: 'Property Type', value: propertyTypeLabel(p.propertyType) },
            { label: 'Year Built', value: orMissing(p.yearBuilt) },
            {
              label: 'Deposit return days',
              value: p.depositReturnDays
                ? `${p.depositReturnDays} days`
                : `${DEFAULT_DEPOSIT_RETURN_DAYS} days (default)`,
            },
            { label: 'Total Units', value: total },
            { label: 'Occupied Units', value: occupied },
            { label: 'Occupancy Rate', value: `${occupancyRate(occupied, total)}%` },
          ]}
        />
      </SectionCard>
      <SectionCard fill title="Financial Summary">
        <InfoList
          items={[
            { label: 'Purchase Price', value: formatMoney(p.purchasePrice) },
            { label: 'Current Value', value: formatMoney(p.currentValue) },
            ...(appreciation !== null
              ? [{ label: 'Appreciation', value: `${appreciation > 0 ? '+' : ''}${appreciation.toFixed(2)}%` }]
              : []),
            { label: 'Monthly Rental Income', value: formatMoney(monthly) },
            { label: 'Annual Rental Income', value: formatMoney(annual) },
            ...(capRate !== null ? [{ label: 'Cap Rate', value: `${capRate.toFixed(2)}%` }] : []),
          ]}
        />
      </SectionCard>
      <Box gridColumn={{ lg: 'span 2' }}>
        <SectionCard fill title="Description">
          <Text whiteSpace="pre-wrap" color={p.description ? undefined : 'fg.muted'}>
            {p.description || 'No description provided'}
          </Text>
        </SectionCard>
      </Box>
    </SimpleGrid>
  );
}
