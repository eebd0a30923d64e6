import type { ReactNode } from 'react';
import { DataList } from '@chakra-ui/react';

/** Label/value pairs of a detail section; wraps to one column on phones. */
export function InfoList({ items }: { items: { label: string; value: ReactNode }[] }) {
  return (
    <DataList.Root orientation={{ base: 'vertical', md: 'horizontal' }} gap="3" size="md">
      {items.map((item) => (
        <DataList.Item key={item.label}>
          <DataList.ItemLabel minW="44">{item.label}</DataList.ItemLabel>
          <DataList.ItemValue>{item.value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
