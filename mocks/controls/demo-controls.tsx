import { lazy, Suspense, useState } from 'react';
import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { describeFault, LATENCY_LABELS } from '../faults/syntax';
import type { DemoSettings } from '../faults/settings';

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

/**
 * The demo controls, mock mode only: a small fixed button that opens the panel, and a
 * banner naming every fault and the latency while any is on, with one click to turn all off.
 */
export function DemoControls({ settings, onApply, onReset }: DemoControlsProps) {
  const [open, setOpen] = useState(false);
  const active = activeFaultNames(settings);
  return (
    <>
      {active.length ? (
        <Flex
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
          gap="3"
          align="center"
          wrap="wrap"
        >
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
      {/* On a phone the button is not fixed: it sits after the page's footer, where it covers nothing
          (fixed, it would hide a row's link or a form's button at the screen's foot while scrolling). */}
      <Box
        position={{ base: 'static', md: 'fixed' }}
        right="3"
        bottom={active.length ? '14' : '3'}
        zIndex="1100"
        display="flex"
        justifyContent="flex-end"
        px={{ base: '4', md: '0' }}
        pb={{ base: active.length ? '0' : '4', md: '0' }}
      >
        <Button size="xs" variant="solid" colorPalette="neutral" shadow="md" onClick={() => setOpen(true)}>
          Demo controls
          {settings.dataSet !== 'default' ? ` (${settings.dataSet} data)` : ''}
        </Button>
      </Box>
      {/* Room at the end of the page, so neither the banner nor the button covers its last lines. */}
      {active.length ? <Box h="24" aria-hidden="true" /> : <Box hideBelow="md" h="12" aria-hidden="true" />}
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
