import { Heading, Stack, Text } from '@chakra-ui/react';

/** A page whose screen is not built yet: its title, so the route table is complete and navigable. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <Stack gap="2" p="6">
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      <Text color="fg.muted">This screen is coming soon.</Text>
    </Stack>
  );
}
