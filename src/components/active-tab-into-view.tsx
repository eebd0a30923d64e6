import { useEffect, useRef } from 'react';
import { useTabsContext } from '@chakra-ui/react';

/**
 * Placed inside a `Tabs.Root` (an empty marker next to `Tabs.List`): keeps the selected tab in view
 * in a tab list that scrolls sideways on a phone, when it is chosen and when the page opens on it.
 */
export function ActiveTabIntoView() {
  const tabs = useTabsContext();
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const list = marker.current?.parentElement?.querySelector('[role="tablist"]');
    const selected = list?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    if (!list || !selected) return;
    const left = selected.offsetLeft - (list as HTMLElement).offsetLeft;
    const box = list as HTMLElement;
    if (left < box.scrollLeft || left + selected.offsetWidth > box.scrollLeft + box.clientWidth)
      box.scrollTo({ left: Math.max(0, left - 16) });
  }, [tabs.value]);
  return <span ref={marker} hidden />;
}
