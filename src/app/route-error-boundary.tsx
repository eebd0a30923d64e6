import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useRouteError } from 'react-router';

/** Last-resort screen when a route throws (e.g. a lazy chunk failed to load after a deploy). */
export function RouteErrorBoundary() {
  const error = useRouteError();
  console.error(error);
  return (
    <Stack gap="3" p="6" role="alert">
      <Heading as="h1" size="lg">
        Something went wrong
      </Heading>
      <Text>This page could not be shown. Reloading usually helps.</Text>
      <Button alignSelf="start" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </Stack>
  );
}
