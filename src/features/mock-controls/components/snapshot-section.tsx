import { useEffect, useRef, useState } from 'react';
import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { DemoSettings } from '@mocks/faults/settings';
import { saveDownload, storeCommands } from '@mocks/store-commands';

/**
 * The demo controls' data snapshots: *Download data* saves the current data set as one file;
 * *Load data…* checks a file and makes it the current data (the `file` data set, named after the file;
 * *Reset demo data* returns to the file's content), or says which record is wrong and keeps the data.
 */
export function SnapshotSection({
  settings,
  onApply,
}: {
  settings: DemoSettings;
  onApply: (next: DemoSettings) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<'download' | 'load' | undefined>();
  const [error, setError] = useState<string>();
  const [fileName, setFileName] = useState<string>();

  useEffect(() => {
    if (settings.dataSet === 'file') void storeCommands().loadedFileName().then(setFileName);
  }, [settings.dataSet]);

  const download = async () => {
    setBusy('download');
    setError(undefined);
    try {
      saveDownload(await storeCommands().snapshot());
    } catch (cause) {
      setError(`The data could not be saved: ${(cause as Error).message}`);
    } finally {
      setBusy(undefined);
    }
  };

  const load = async (file: File) => {
    setBusy('load');
    setError(undefined);
    try {
      await storeCommands().loadData(file.name, new Uint8Array(await file.arrayBuffer()));
      onApply({ ...settings, dataSet: 'file' });
    } catch (cause) {
      // SnapshotError messages name the bad record; anything else is a file that could not be read.
      const message = (cause as Error).message;
      setError(message.startsWith('The file') ? message : `The file was not loaded: ${message}`);
      setBusy(undefined);
    }
  };

  return (
    <Stack as="section" gap="3" aria-labelledby="demo-controls-snapshot">
      <Heading as="h3" size="sm" id="demo-controls-snapshot">
        Data file
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        {settings.dataSet === 'file' && fileName
          ? `Current data: loaded from ${fileName}.`
          : 'Save the current data as a file to hand over, or load such a file.'}
      </Text>
      <HStack gap="2" wrap="wrap">
        <Button size="sm" variant="outline" loading={busy === 'download'} onClick={() => void download()}>
          Download data
        </Button>
        <Button size="sm" variant="outline" loading={busy === 'load'} onClick={() => input.current?.click()}>
          Load data…
        </Button>
      </HStack>
      <input
        ref={input}
        type="file"
        accept=".gz,.json,application/gzip,application/json"
        aria-label="Data file to load"
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void load(file);
        }}
      />
      {error ? (
        <Text role="alert" fontSize="sm" color="fg.error">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
