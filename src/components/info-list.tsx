import type { ReactNode } from 'react';
import { DataList } from '@chakra-ui/react';

export interface InfoListItem {
  label: string;
  value: ReactNode;
}

/**
 * Label/value pairs of a detail section (a definition list): the label in a fixed-width column and
 * the value beside it; on a phone (below md) the label stands above its value, so a long value keeps
 * the whole width instead of a column beside a label.
 *
 * Always the horizontal orientation: Chakra merges a responsive `orientation` ({ base: 'vertical',
 * md: 'horizontal' }) into a column layout with centred items on wide screens, because the
 * horizontal variant sets no flex direction of its own.
 */
export function InfoList({
  items,
  labelWidth = '40',
  gap = '3',
}: {
  items: InfoListItem[];
  labelWidth?: string;
  gap?: string;
}) {
  return (
    <DataList.Root orientation="horizontal" gap={gap} size="md">
      {items.map((item) => (
        <DataList.Item
          key={item.label}
          flexDirection={{ base: 'column', md: 'row' }}
          alignItems={{ base: 'stretch', md: 'baseline' }}
          columnGap="4"
          rowGap="0.5"
        >
          <DataList.ItemLabel minW={{ base: '0', md: labelWidth }}>{item.label}</DataList.ItemLabel>
          <DataList.ItemValue minW="0" overflowWrap="anywhere">
            {item.value}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
