import { lazy, Suspense, useState } from 'react';
import { createPortal } from 'react-dom';
import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useTopBarSlot } from '@/lib/top-bar-slot';
import { describeFault, LATENCY_LABELS } from '@mocks/faults/syntax';
import type { DemoSettings } from '@mocks/faults/settings';

// The panel (a drawer with a form) loads on the first click: the button and the banner stay light.
const DemoControlsPanel = lazy(() =>
  import('./demo-controls-panel').then((module) => ({ default: module.DemoControlsPanel })),
);

export interface DemoControlsProps {
  /** The settings the page runs with. */
  settings: DemoSettings;
  /** Remembers the settings for the tab and reloads the page in the new state. */
  onApply: (next: DemoSettings) => void;
  /** Restores the seeded data of the current data set (the page reloads). */
  onReset: () => Promise<void> | void;
}

/** What is on now, for the banner; empty when nothing is. */
export function activeFaultNames(settings: DemoSettings): string[] {
  const names = settings.faults.map(describeFault);
  if (settings.latency !== 'off') names.push(`Latency ${LATENCY_LABELS[settings.latency]}`);
  if (settings.today) names.push(`Today is ${settings.today} (set)`);
  return names;
}

function OpenButton({ dataSet, onOpen }: { dataSet: DemoSettings['dataSet']; onOpen: () => void }) {
  const other = dataSet !== 'default' ? ` (${dataSet} data)` : '';
  return (
    <Button size="xs" variant="outline" colorPalette="neutral" onClick={onOpen} flexShrink={0}>
      {/* On a phone the bar has room for "Demo" only; the rest stays the button's name. */}
      Demo{' '}
      <Text as="span" srOnly={{ base: true, md: false }}>
        controls{other}
      </Text>
    </Button>
  );
}

/**
 * The demo controls, mock mode only: a button in the app's top bar (the shell's slot,
 * src/lib/top-bar-slot.ts) that opens the panel, and a banner naming every fault, the latency and a
 * set day while any is on, with one click to turn all off, and what the URL asked for and was refused.
 * On a page without the top bar (the mock sign-in pages) the button sits after the page's content.
 * Neither is ever drawn over the page's content.
 */
export function DemoControls({ settings, onApply, onReset }: DemoControlsProps) {
  const [open, setOpen] = useState(false);
  const [noticesSeen, setNoticesSeen] = useState(false);
  const slot = useTopBarSlot();
  const active = activeFaultNames(settings);
  const notices = noticesSeen ? [] : (settings.notices ?? []);
  const button = <OpenButton dataSet={settings.dataSet} onOpen={() => setOpen(true)} />;
  return (
    <>
      {active.length || notices.length ? (
        <Stack
          role="region"
          aria-label="Demo faults"
          position="fixed"
          insetX="0"
          bottom="0"
          zIndex="1100"
          bg="orange.100"
          color="orange.950"
          borderTopWidth="2px"
          borderColor="orange.500"
          px="4"
          py="2"
          gap="1"
        >
          {notices.length ? (
            <Flex gap="3" align="center" wrap="wrap">
              <Text fontSize="sm" data-testid="demo-notices">
                {notices.join(' ')}
              </Text>
              <Button size="xs" variant="outline" colorPalette="orange" onClick={() => setNoticesSeen(true)}>
                Dismiss
              </Button>
            </Flex>
          ) : null}
          {active.length ? (
            <Flex gap="3" align="center" wrap="wrap">
              <Text fontSize="sm" fontWeight="semibold">
                Demo faults on:
              </Text>
              <Text fontSize="sm" data-testid="demo-faults-list">
                {active.join(' · ')}
              </Text>
              <Button
                size="xs"
                variant="solid"
                colorPalette="orange"
                onClick={() => onApply({ ...settings, faults: [], latency: 'off', today: null })}
              >
                Turn all off
              </Button>
            </Flex>
          ) : null}
        </Stack>
      ) : null}
      {slot ? (
        createPortal(button, slot)
      ) : (
        <Box display="flex" justifyContent="flex-end" px="4" pb="4">
          {button}
        </Box>
      )}
      {/* Room at the end of the page, so the banner does not cover its last lines. */}
      {active.length || notices.length ? <Box h="24" aria-hidden="true" /> : null}
      {open ? (
        <Suspense fallback={null}>
          <DemoControlsPanel
            open={open}
            onClose={() => setOpen(false)}
            settings={settings}
            onApply={onApply}
            onReset={onReset}
          />
        </Suspense>
      ) : null}
    </>
  );
}
