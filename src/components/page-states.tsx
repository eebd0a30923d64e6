import type { ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  Center,
  EmptyState as ChakraEmptyState,
  Heading,
  Spinner,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';

/** A centred spinner; screen readers hear `label` (a polite live region). */
export function LoadingState({ label = 'Loading…', minHeight = '40' }: { label?: string; minHeight?: string }) {
  return (
    <Center role="status" aria-live="polite" aria-label={label} minH={minHeight} py="8">
      <Spinner size="lg" color="primary.solid" borderWidth="3px" aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Center>
  );
}

export interface ErrorStateProps {
  /** e.g. "Error loading properties" (the spec's text, verbatim). */
  title: string;
  /** e.g. "There was an error loading the properties. Please try again later." */
  text?: ReactNode;
  /** When given, a Retry button calls it (e.g. the query's `refetch`). */
  onRetry?: () => void;
  retryLabel?: string;
  /** Disables the button while the retry runs. */
  isRetrying?: boolean;
}

/** A load failure: an alert with the spec's title and text, and an optional Retry button. */
export function ErrorState({ title, text, onRetry, retryLabel = 'Retry', isRetrying = false }: ErrorStateProps) {
  return (
    <Alert.Root role="alert" status="error" variant="subtle" borderRadius="l2" alignItems="flex-start" my="4">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title fontWeight="semibold">{title}</Alert.Title>
        {text ? <Alert.Description>{text}</Alert.Description> : null}
        {onRetry ? (
          <Box>
            <Button size="sm" colorPalette="error" variant="solid" onClick={onRetry} loading={isRetrying}>
              {retryLabel}
            </Button>
          </Box>
        ) : null}
      </Alert.Content>
    </Alert.Root>
  );
}

export interface EmptyStateProps {
  /** e.g. "No properties found" */
  title: string;
  text?: ReactNode;
  /** A call to action, e.g. `<Button onClick={openCreate}>Add Your First Property</Button>`. */
  action?: ReactNode;
  icon?: ReactNode;
  /** Heading level of the title; h2 by default (the page keeps its h1). */
  titleAs?: 'h2' | 'h3' | 'h4';
}

/** An empty list or section: title, explanation and an optional action. */
export function EmptyState({ title, text, action, icon, titleAs = 'h2' }: EmptyStateProps) {
  return (
    <ChakraEmptyState.Root
      size="md"
      borderWidth="1px"
      borderStyle="dashed"
      borderColor="border.emphasized"
      borderRadius="l3"
      bg="bg.panel"
    >
      <ChakraEmptyState.Content>
        {icon ? <ChakraEmptyState.Indicator>{icon}</ChakraEmptyState.Indicator> : null}
        <Stack gap="1" textAlign="center" alignItems="center">
          <ChakraEmptyState.Title asChild>
            <Heading as={titleAs} size="md">
              {title}
            </Heading>
          </ChakraEmptyState.Title>
          {text ? <ChakraEmptyState.Description color="fg.muted">{text}</ChakraEmptyState.Description> : null}
        </Stack>
        {action ? <Box pt="2">{action}</Box> : null}
      </ChakraEmptyState.Content>
    </ChakraEmptyState.Root>
  );
}

export interface NotFoundStateProps {
  /** e.g. "Maintenance request not found" */
  title: string;
  text?: ReactNode;
  /** Where the back link goes (e.g. "/maintenance-requests"); no link when omitted. */
  backTo?: string;
  backLabel?: string;
  /** Heading level; h1 when the not-found state is the whole page (the default), h2 inside a page. */
  titleAs?: 'h1' | 'h2';
}

/** A missing item (a single-item fetch resolved to null): title, text and a link back. */
export function NotFoundState({ title, text, backTo, backLabel = 'Go back', titleAs = 'h1' }: NotFoundStateProps) {
  return (
    <Stack gap="3" py="10" px="4" alignItems="center" textAlign="center">
      <Heading as={titleAs} size="xl">
        {title}
      </Heading>
      {text ? (
        <Text color="fg.muted" maxW="lg">
          {text}
        </Text>
      ) : null}
      {backTo ? (
        <Button asChild variant="outline" colorPalette="primary" mt="2">
          <RouterLink to={backTo}>{backLabel}</RouterLink>
        </Button>
      ) : null}
    </Stack>
  );
}
