import { useState } from 'react';
import {
  Button,
  CloseButton,
  Drawer,
  Field,
  Heading,
  HStack,
  Input,
  List,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FilterSelect, type FilterOption } from '@/components/filter-select';
import {
  AREAS,
  DEFAULT_SLOW_MS,
  describeFault,
  ERROR_STATUSES,
  LATENCIES,
  LATENCY_LABELS,
  type DataSet,
  type Fault,
  type FaultKind,
  type Latency,
  type Scope,
} from '@mocks/faults/syntax';
import { linkFor, type DemoSettings } from '@mocks/faults/settings';
import type { DemoControlsProps } from './demo-controls';
import { WorkshopLinksSection } from './workshop-links-section';
import { SnapshotSection } from './snapshot-section';
import { DemoControlsToday } from './demo-controls-today';

const DATA_OPTIONS: FilterOption[] = [
  { value: 'default', label: 'Default (small, every state)' },
  { value: 'large', label: 'Large (1,000+ properties, 10,000 units)' },
  { value: 'empty', label: 'Empty (every list empty)' },
  { value: 'file', label: 'Loaded file (Load data… below)' },
];

const KIND_OPTIONS: FilterOption[] = [
  { value: 'error', label: 'Error status' },
  { value: 'slow', label: 'Slow' },
  { value: 'never', label: 'Never answer (loading)' },
  { value: 'empty', label: 'Empty answer' },
  { value: 'network', label: 'Network failure' },
];

const STATUS_OPTIONS: FilterOption[] = ERROR_STATUSES.map((status) => ({
  value: String(status),
  label: String(status),
}));

const AREA_LABELS: Record<string, string> = { 'work-orders': 'Work orders' };
const TARGET_OPTIONS: FilterOption[] = [
  { value: '*', label: 'Every call' },
  ...AREAS.map((area) => ({ value: area, label: AREA_LABELS[area] ?? area[0].toUpperCase() + area.slice(1) })),
  { value: 'path', label: 'One path…' },
];

const SCOPE_OPTIONS: FilterOption[] = [
  { value: 'all', label: 'Reads and writes' },
  { value: 'reads', label: 'Reads only' },
  { value: 'writes', label: 'Writes only' },
];

const LATENCY_OPTIONS: FilterOption[] = LATENCIES.map((latency) => ({
  value: latency,
  label: LATENCY_LABELS[latency],
}));

function AddFault({ onAdd }: { onAdd: (fault: Fault) => void }) {
  const [kind, setKind] = useState<FaultKind>('error');
  const [status, setStatus] = useState('500');
  const [ms, setMs] = useState(String(DEFAULT_SLOW_MS));
  const [target, setTarget] = useState('*');
  const [path, setPath] = useState('');
  const [scope, setScope] = useState<Scope>('all');
  const pathMissing = target === 'path' && !path.trim().startsWith('/');
  const msInvalid = kind === 'slow' && !(Number(ms) >= 0);

  return (
    <Stack gap="3" borderWidth="1px" borderRadius="md" p="3">
      <FilterSelect label="Fault" value={kind} options={KIND_OPTIONS} onChange={(v) => setKind(v as FaultKind)} />
      {kind === 'error' ? (
        <FilterSelect label="Status" value={status} options={STATUS_OPTIONS} onChange={setStatus} />
      ) : null}
      {kind === 'slow' ? (
        <Field.Root invalid={msInvalid}>
          <Field.Label>Delay (ms)</Field.Label>
          <Input type="number" min={0} step={100} value={ms} onChange={(e) => setMs(e.target.value)} />
        </Field.Root>
      ) : null}
      <FilterSelect label="Calls" value={target} options={TARGET_OPTIONS} onChange={setTarget} />
      {target === 'path' ? (
        <Field.Root invalid={pathMissing}>
          <Field.Label>API path</Field.Label>
          <Input value={path} placeholder="/units/:id" onChange={(e) => setPath(e.target.value)} />
          <Field.HelperText>After /api; :id or {'{id}'} for one segment, * for the rest.</Field.HelperText>
        </Field.Root>
      ) : null}
      <FilterSelect label="For" value={scope} options={SCOPE_OPTIONS} onChange={(v) => setScope(v as Scope)} />
      <Button
        size="sm"
        variant="outline"
        alignSelf="flex-start"
        disabled={pathMissing || msInvalid}
        onClick={() =>
          onAdd({
            kind,
            target: target === 'path' ? path.trim() : target,
            scope,
            ...(kind === 'error' ? { status: Number(status) } : {}),
            ...(kind === 'slow' ? { ms: Number(ms) } : {}),
          })
        }
      >
        Add fault
      </Button>
    </Stack>
  );
}

/** The panel: data set, reset, faults, latency and a link to the state; Apply reloads the page. */
export function DemoControlsPanel({
  open,
  onClose,
  settings,
  onApply,
  onReset,
}: DemoControlsProps & { open: boolean; onClose: () => void }) {
  const [draft, setDraft] = useState<DemoSettings>(settings);
  // False while the Today field shows something that is not a day: Apply waits for one.
  const [todayAccepted, setTodayAccepted] = useState(true);
  const [confirmReset, setConfirmReset] = useState(false);
  const [resetting, setResetting] = useState(false);
  const link = linkFor(draft);

  return (
    <>
      <Drawer.Root open={open} onOpenChange={(details) => !details.open && onClose()} placement="end" size="sm">
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content>
              <Drawer.Header borderBottomWidth="1px" pe="12">
                <Drawer.Title>Demo controls</Drawer.Title>
              </Drawer.Header>
              <Drawer.Body>
                <Stack gap="6" py="2">
                  <Stack as="section" gap="3" aria-labelledby="demo-controls-data">
                    <Heading as="h3" size="sm" id="demo-controls-data">
                      Data
                    </Heading>
                    <FilterSelect
                      label="Data set"
                      value={draft.dataSet}
                      options={DATA_OPTIONS}
                      onChange={(v) => setDraft({ ...draft, dataSet: v as DataSet })}
                    />
                    <Button
                      size="sm"
                      variant="outline"
                      colorPalette="red"
                      alignSelf="flex-start"
                      onClick={() => setConfirmReset(true)}
                    >
                      Reset demo data
                    </Button>
                  </Stack>

                  <SnapshotSection settings={settings} onApply={onApply} />
                  <DemoControlsToday
                    draft={draft}
                    applied={settings.today ?? null}
                    onChange={(next, accepted) => {
                      setDraft(next);
                      setTodayAccepted(accepted);
                    }}
                  />

                  <Stack as="section" gap="3" aria-labelledby="demo-controls-faults">
                    <Heading as="h3" size="sm" id="demo-controls-faults">
                      Faults
                    </Heading>
                    {draft.faults.length ? (
                      <List.Root as="ul" listStyle="none" gap="2" ms="0">
                        {draft.faults.map((fault, index) => (
                          <List.Item key={`${index}-${describeFault(fault)}`}>
                            <HStack justify="space-between" gap="2">
                              <Text fontSize="sm">{describeFault(fault)}</Text>
                              <Button
                                size="xs"
                                variant="ghost"
                                aria-label={`Remove ${describeFault(fault)}`}
                                onClick={() =>
                                  setDraft({ ...draft, faults: draft.faults.filter((_, i) => i !== index) })
                                }
                              >
                                Remove
                              </Button>
                            </HStack>
                          </List.Item>
                        ))}
                      </List.Root>
                    ) : (
                      <Text fontSize="sm" color="fg.muted">
                        No faults: every call answers normally.
                      </Text>
                    )}
                    <AddFault onAdd={(fault) => setDraft({ ...draft, faults: [...draft.faults, fault] })} />
                  </Stack>

                  <Stack as="section" gap="3" aria-labelledby="demo-controls-latency">
                    <Heading as="h3" size="sm" id="demo-controls-latency">
                      Latency
                    </Heading>
                    <FilterSelect
                      label="Delay of every call"
                      value={draft.latency}
                      options={LATENCY_OPTIONS}
                      onChange={(v) => setDraft({ ...draft, latency: v as Latency })}
                    />
                  </Stack>

                  <Stack as="section" gap="2" aria-labelledby="demo-controls-link">
                    <Heading as="h3" size="sm" id="demo-controls-link">
                      Link to this state
                    </Heading>
                    <Field.Root>
                      <Field.Label srOnly>Link to this state</Field.Label>
                      <Input readOnly value={link} fontSize="xs" onFocus={(e) => e.target.select()} />
                    </Field.Root>
                    <Button
                      size="xs"
                      variant="outline"
                      alignSelf="flex-start"
                      onClick={() => void navigator.clipboard?.writeText(link)}
                    >
                      Copy link
                    </Button>
                  </Stack>
                  <WorkshopLinksSection />
                </Stack>
              </Drawer.Body>
              <Drawer.Footer borderTopWidth="1px" flexWrap="wrap">
                <Button
                  variant="outline"
                  onClick={() => onApply({ ...draft, faults: [], latency: 'off' })}
                  disabled={!settings.faults.length && settings.latency === 'off'}
                >
                  Turn all off
                </Button>
                <Button variant="outline" onClick={onClose}>
                  Cancel
                </Button>
                <Button colorPalette="primary" disabled={!todayAccepted} onClick={() => onApply(draft)}>
                  Apply
                </Button>
              </Drawer.Footer>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close demo controls" />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
      {confirmReset ? (
        <ConfirmDialog
          open
          title="Reset demo data?"
          body="This restores the original sample data. Everything you added or changed in this browser is lost."
          confirmLabel="Reset demo data"
          tone="danger"
          isPending={resetting}
          onClose={() => setConfirmReset(false)}
          onConfirm={() => {
            setResetting(true);
            void onReset();
          }}
        />
      ) : null}
    </>
  );
}
