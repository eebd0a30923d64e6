import { memo } from 'react';
import { HStack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import {
  activeVendorsQuery,
  toVendorOptions,
  vendorNameQuery,
  vendorRecommendationsQuery,
  type VendorOption,
  type VendorRecommendationParams,
} from '@/lib/api/pickers';
import type { VendorList } from '@/lib/api/schema.gen';
import { SearchPicker, type PickerFieldProps } from './picker-parts';

export interface VendorPickerProps extends PickerFieldProps, VendorRecommendationParams {
  placeholder?: string;
}

const NO_RECOMMENDATIONS: ReadonlySet<string> = new Set();

const renderVendor = (vendor: VendorOption) => (
  <>
    <HStack gap="1">
      {vendor.recommended ? (
        <Text as="span" color="orange.500" aria-label="Recommended" title="Recommended">
          ★
        </Text>
      ) : null}
      <Text as="span" fontWeight="medium">
        {vendor.companyName}
      </Text>
    </HStack>
    <Text fontSize="sm" color="fg.muted">
      {vendor.contactName} · {vendor.averageRating === null ? 'Not rated' : `Rating ${vendor.averageRating.toFixed(1)}`}
    </Text>
  </>
);

/**
 * An active vendor (spec 3 §2 "The vendor picker lists only active vendors and is searchable by company
 * or contact name. Recommended vendors (marked with a star) sort first, then higher average rating, then
 * company name."). GET /vendors?isActive=true&search&page=1&limit=100, listed as soon as the box is
 * focused; the recommendations (GET /vendors/recommendations, only with a `category`) mark the stars.
 */
export const VendorPicker = memo(function VendorPicker({
  category,
  propertyId,
  priority,
  placeholder = 'Search by company or contact name',
  ...field
}: VendorPickerProps) {
  const recommended =
    useQuery(vendorRecommendationsQuery({ category, propertyId, priority })).data ?? NO_RECOMMENDATIONS;
  return (
    <SearchPicker
      {...field}
      placeholder={placeholder}
      optionsQuery={(text: string) => ({
        ...activeVendorsQuery(text),
        select: (answer: VendorList) => toVendorOptions(answer.data, recommended),
      })}
      nameQuery={vendorNameQuery}
      renderOption={renderVendor}
      minChars={0}
      maxOptions={100}
      noMatchText="No active vendors match."
      loadErrorText="The vendors could not be loaded."
    />
  );
});
