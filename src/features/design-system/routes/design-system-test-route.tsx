import { useState } from 'react';
import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { EmptyState, ErrorState, LoadingState, NotFoundState } from '@/components/page-states';
import { paths } from '@/lib/paths';
import { SampleForm } from '../components/component-showcase';

type PageState = 'loading' | 'error' | 'empty' | 'not-found';
const STATES: PageState[] = ['loading', 'error', 'empty', 'not-found'];

/**
 * /design-system-test: a workbench for checking the shared pieces by hand — switch a page
 * state, submit the sample form empty to see every validation message, resize to 375 px.
 */
export function Component() {
  const [state, setState] = useState<PageState>('loading');
  return (
    <Stack gap="8">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Design System Test Page
        </Heading>
        <Text color="fg.muted">Switch the page state, or submit the form empty to see the validation messages.</Text>
      </Stack>

      <Stack as="section" gap="3" aria-labelledby="dst-states">
        <Heading id="dst-states" as="h2" size="lg">
          Page states
        </Heading>
        <HStack gap="2" wrap="wrap" role="group" aria-label="Page state">
          {STATES.map((option) => (
            <Button
              key={option}
              size="sm"
              variant={state === option ? 'solid' : 'outline'}
              colorPalette="primary"
              aria-pressed={state === option}
              onClick={() => setState(option)}
            >
              {option}
            </Button>
          ))}
        </HStack>
        <Box borderWidth="1px" borderRadius="l2" p="4" bg="bg.panel">
          {state === 'loading' ? <LoadingState label="Loading sample" /> : null}
          {state === 'error' ? (
            <ErrorState title="Error loading sample" text="Something went wrong." onRetry={() => setState('loading')} />
          ) : null}
          {state === 'empty' ? <EmptyState title="Nothing here yet" text="Add the first item to get started." /> : null}
          {state === 'not-found' ? (
            <NotFoundState
              title="Sample not found"
              text="It may have been deleted."
              titleAs="h2"
              backTo={paths.designSystem}
              backLabel="Back to Components"
            />
          ) : null}
        </Box>
      </Stack>

      <Stack as="section" gap="3" aria-labelledby="dst-form">
        <Heading id="dst-form" as="h2" size="lg">
          Form validation
        </Heading>
        <SampleForm />
      </Stack>
    </Stack>
  );
}
