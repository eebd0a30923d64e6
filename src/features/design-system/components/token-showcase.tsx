import { Box, Heading, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { BREAKPOINTS, BROWN, LAYERS, MODAL_WIDTHS, SAGE, SIDEBAR_WIDTH } from '@/lib/design-tokens';

const SEMANTIC_PALETTES = ['primary', 'secondary', 'neutral', 'success', 'error', 'warning', 'info'] as const;

function Swatch({ label, bg, color = 'fg' }: { label: string; bg: string; color?: string }) {
  return (
    <Stack gap="1">
      <Box h="12" borderRadius="l2" borderWidth="1px" borderColor="border" bg={bg} />
      <Text fontSize="xs" color={color}>
        {label}
      </Text>
    </Stack>
  );
}

function Scale({ name, scale }: { name: string; scale: Record<string | number, string> }) {
  return (
    <Stack gap="2">
      <Heading as="h4" size="sm">
        {name}
      </Heading>
      <SimpleGrid columns={{ base: 4, sm: 6, md: 11 }} gap="2">
        {Object.entries(scale).map(([step, hex]) => (
          <Swatch key={step} label={`${step} ${hex}`} bg={hex} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** Colours, breakpoints and layers of the theme (src/lib/theme.ts), generated from its constants. */
export function TokenShowcase() {
  return (
    <Stack gap="8">
      <Stack gap="4">
        <Heading as="h3" size="md">
          Colour scales
        </Heading>
        <Scale name="Brown (primary)" scale={BROWN} />
        <Scale name="Sage (secondary)" scale={SAGE} />
      </Stack>

      <Stack gap="3">
        <Heading as="h3" size="md">
          Semantic palettes
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          Use with <code>colorPalette</code>. Each pair below is the text/background combination components draw.
        </Text>
        <SimpleGrid columns={{ base: 1, sm: 2, md: 4 }} gap="3">
          {SEMANTIC_PALETTES.map((palette) => (
            <Stack key={palette} gap="1" borderWidth="1px" borderRadius="l2" p="3" bg="bg.panel">
              <Text fontWeight="semibold" textTransform="capitalize">
                {palette}
              </Text>
              <Box px="2" py="1" borderRadius="l1" bg={`${palette}.solid`} color={`${palette}.contrast`} fontSize="sm">
                solid / contrast
              </Box>
              <Box px="2" py="1" borderRadius="l1" bg={`${palette}.subtle`} color={`${palette}.fg`} fontSize="sm">
                subtle / fg
              </Box>
            </Stack>
          ))}
        </SimpleGrid>
      </Stack>

      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
        <Stack gap="2">
          <Heading as="h3" size="md">
            Breakpoints
          </Heading>
          <Table.Root size="sm" variant="outline">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Name</Table.ColumnHeader>
                <Table.ColumnHeader>Min width</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {Object.entries(BREAKPOINTS).map(([name, width]) => (
                <Table.Row key={name}>
                  <Table.Cell>{name}</Table.Cell>
                  <Table.Cell>{width}px</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          <Text fontSize="sm" color="fg.muted">
            Mobile below 600 px, tablet 600–959 px, desktop from 960 px.
          </Text>
        </Stack>
        <Stack gap="2">
          <Heading as="h3" size="md">
            Layers and sizes
          </Heading>
          <Table.Root size="sm" variant="outline">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Token</Table.ColumnHeader>
                <Table.ColumnHeader>Value</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {Object.entries(LAYERS).map(([name, value]) => (
                <Table.Row key={name}>
                  <Table.Cell>z-index {name}</Table.Cell>
                  <Table.Cell>{value}</Table.Cell>
                </Table.Row>
              ))}
              {Object.entries(MODAL_WIDTHS).map(([name, value]) => (
                <Table.Row key={name}>
                  <Table.Cell>modal {name}</Table.Cell>
                  <Table.Cell>{value}px</Table.Cell>
                </Table.Row>
              ))}
              <Table.Row>
                <Table.Cell>sidebar</Table.Cell>
                <Table.Cell>{SIDEBAR_WIDTH}px</Table.Cell>
              </Table.Row>
            </Table.Body>
          </Table.Root>
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
