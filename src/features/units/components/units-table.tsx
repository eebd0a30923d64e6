import { Center } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { DataTable, type DataTableColumn, type SortState } from '@/components/data-table';
import { PhotoThumbnail, THUMBNAIL_SIZES } from '@/components/photos/photo-thumbnail';
import { AvailabilityBadge } from '@/components/status-badge';
import { formatMoney } from '@/lib/format';
import type { Unit } from '@/lib/api/schema.gen';
import { paths } from '@/lib/paths';
import { bedBathText } from '../lib/unit-figures';

function UnitPhoto({ unit }: { unit: Unit }) {
  return unit.photos[0] ? (
    <PhotoThumbnail path={unit.photos[0]} alt={`Unit ${unit.unitNumber}`} size={THUMBNAIL_SIZES.tableRow} />
  ) : (
    <Center w="64px" h="64px" bg="bg.muted" color="fg.muted" borderRadius="md" fontSize="xs" textAlign="center">
      No photo
    </Center>
  );
}

/** The units table's columns (spec 1 §2): Photo, Unit, Property, Bed/Bath, Sq. Ft., Rent, Status. */
export const UNIT_COLUMNS: readonly DataTableColumn<Unit>[] = [
  { key: 'photo', header: 'Photo', width: '20', card: 'hide', cell: (unit) => <UnitPhoto unit={unit} /> },
  {
    key: 'unit',
    header: 'Unit',
    rowHeader: true,
    sortValue: (unit) => unit.unitNumber,
    cell: (unit) => <RouterLink to={paths.units.detail(unit.id)}>Unit {unit.unitNumber}</RouterLink>,
  },
  {
    key: 'property',
    header: 'Property',
    sortValue: (unit) => unit.propertyName,
    cell: (unit) => <RouterLink to={paths.properties.detail(unit.rentalPropertyId)}>{unit.propertyName}</RouterLink>,
  },
  {
    key: 'bedBath',
    header: 'Bed/Bath',
    sortValue: (unit) => unit.bedrooms * 10 + unit.bathrooms,
    cell: (unit) => bedBathText(unit.bedrooms, unit.bathrooms),
  },
  {
    key: 'squareFootage',
    header: 'Sq. Ft.',
    align: 'end',
    sortValue: (unit) => unit.squareFootage,
    cell: (unit) => unit.squareFootage.toLocaleString('en-US'),
  },
  {
    key: 'rent',
    header: 'Rent',
    align: 'end',
    card: 'key',
    sortValue: (unit) => unit.monthlyRent,
    cell: (unit) => formatMoney(unit.monthlyRent),
  },
  {
    key: 'status',
    header: 'Status',
    sortValue: (unit) => (unit.isAvailable ? 0 : 1),
    cell: (unit) => <AvailabilityBadge isAvailable={unit.isAvailable} />,
  },
];

/** The columns without sorting: a page of server results (the search sorts nothing). */
const UNSORTED_COLUMNS = UNIT_COLUMNS.map(({ sortValue: _sortValue, ...column }) => column);

/**
 * The units table (spec 1 §2). With `sort` and `onSortChange` its headers sort (the basic list sorts
 * every filtered unit, then pages); without them (smart search, paged on the server) they do not.
 */
export function UnitsTable({
  units,
  caption,
  sort,
  onSortChange,
}: {
  units: readonly Unit[];
  caption: string;
  sort?: SortState | null;
  onSortChange?: (sort: SortState) => void;
}) {
  return (
    <DataTable
      caption={caption}
      columns={onSortChange ? UNIT_COLUMNS : UNSORTED_COLUMNS}
      rows={units}
      rowKey={(unit) => unit.id}
      minWidth="720px"
      phoneCards
      sort={sort}
      onSortChange={onSortChange}
    />
  );
}
