import { Heading, Stack, Text } from '@chakra-ui/react';
import { ComponentShowcase } from '../components/component-showcase';
import { TokenShowcase } from '../components/token-showcase';

/** /design-system: the design tokens and the shared components (nothing product-specific). */
export function Component() {
  return (
    <Stack gap="10">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Design System
        </Heading>
        <Text color="fg.muted">The tokens and shared components every screen is built from.</Text>
      </Stack>
      <Stack as="section" gap="4" aria-labelledby="ds-tokens">
        <Heading id="ds-tokens" as="h2" size="xl">
          Tokens
        </Heading>
        <TokenShowcase />
      </Stack>
      <Stack as="section" gap="4" aria-labelledby="ds-components">
        <Heading id="ds-components" as="h2" size="xl">
          Components
        </Heading>
        <ComponentShowcase />
      </Stack>
    </Stack>
  );
}
