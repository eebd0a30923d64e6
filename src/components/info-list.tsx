import type { ReactNode } from 'react';
import { DataList } from '@chakra-ui/react';

export interface InfoListItem {
  label: string;
  value: ReactNode;
}

/**
 * Label/value pairs of a detail section (a definition list): the label in a fixed-width column and
 * the value beside it; on a screen too narrow for both, the value wraps under its label.
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
        <DataList.Item key={item.label} flexWrap="wrap" alignItems="baseline" columnGap="4" rowGap="0.5">
          <DataList.ItemLabel minW={labelWidth}>{item.label}</DataList.ItemLabel>
          <DataList.ItemValue minW="0" overflowWrap="anywhere">
            {item.value}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
