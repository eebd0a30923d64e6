import { memo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { FilterSelect } from '@/components/filter-select';
// The search box alone, not the pickers' index: a report's filter needs none of the form pickers (Formik).
import { PropertySearchBox } from '@/components/pickers/property-search-box';
import { propertyPickerFirstPageQuery } from '@/lib/api/pickers';

/**
 * The reports' property filter (spec 2 §2: "property (All Properties)"): a select of every property when
 * one page holds them, else the property search box (the large data set has 1,000).
 */
export const ReportPropertyFilter = memo(function ReportPropertyFilter({
  value,
  onChange,
}: {
  value: string;
  onChange: (id: string) => void;
}) {
  const firstPage = useQuery(propertyPickerFirstPageQuery());
  if (firstPage.data && !firstPage.data.complete)
    return (
      <PropertySearchBox label="Property" showLabel value={value} onChange={onChange} placeholder="All Properties" />
    );
  const options = (firstPage.data?.options ?? []).map((p) => ({ value: p.id, label: p.name }));
  return (
    <FilterSelect
      label="Property"
      value={value}
      options={[{ value: '', label: 'All Properties' }, ...options]}
      onChange={onChange}
    />
  );
});
