import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Text } from '@chakra-ui/react';
import { fn } from 'storybook/test';
import { DataTable, type DataTableColumn } from './data-table';
import { PageLayout } from './page-layout';
import { Pager } from './pager';
import { SectionCard } from './section-card';

interface Row {
  id: string;
  unit: string;
  property: string;
  rent: number;
  status: string;
}
const rows: Row[] = Array.from({ length: 8 }, (_, i) => ({
  id: String(i),
  unit: `Unit ${101 + i}`,
  property: ['Maple Court', 'Birch Hollow Homes', 'Cedar Lofts'][i % 3]!,
  rent: 950 + i * 125,
  status: i % 2 ? 'Occupied' : 'Available',
}));
const columns: DataTableColumn<Row>[] = [
  { key: 'unit', header: 'Unit', rowHeader: true, sortValue: (r) => r.unit, cell: (r) => r.unit },
  { key: 'property', header: 'Property', sortValue: (r) => r.property, cell: (r) => r.property },
  {
    key: 'rent',
    header: 'Rent',
    align: 'end',
    sortValue: (r) => r.rent,
    cell: (r) => `$${r.rent.toLocaleString('en-US')}`,
  },
  { key: 'status', header: 'Status', cell: (r) => r.status },
];

/** The list building blocks together: PageLayout, SectionCard, DataTable and Pager. */
function ListExample() {
  return (
    <PageLayout title="Units" actions={<Button>Add Unit</Button>}>
      <DataTable caption="Units" columns={columns} rows={rows} rowKey={(r) => r.id} minWidth="560px" />
      <Pager page={2} pageSize={100} total={1234} onPage={fn()} noun={['unit', 'units']} />
      <SectionCard title="A section card" actions={<Button size="sm">Action</Button>}>
        <Text>Label/value pairs or a table of a detail page go here.</Text>
      </SectionCard>
    </PageLayout>
  );
}

const meta = {
  title: 'Components/DataTable',
  component: ListExample,
  tags: ['autodocs'],
  // The docs page's props tables: the building blocks themselves, not the story's wrapper.
  subcomponents: { DataTable, Pager, PageLayout, SectionCard },
} satisfies Meta<typeof ListExample>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};
/** 375 px: the table scrolls inside its box, the Unit column stays in view. */
export const Phone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
