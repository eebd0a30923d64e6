import type { ReactNode } from 'react';
import { Box, Card, Heading, Text } from '@chakra-ui/react';

/** The simulated provider's page chrome: clearly not the product (its own heading and note). */
export function MockIdpFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="main" minH="100vh" bg="bg.muted" px="4" py={{ base: '6', md: '12' }}>
      <Card.Root maxW="md" mx="auto">
        <Card.Header>
          <Text fontSize="sm" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
            Mock identity provider
          </Text>
          <Heading as="h1" size="lg">
            {title}
          </Heading>
        </Card.Header>
        <Card.Body>{children}</Card.Body>
      </Card.Root>
    </Box>
  );
}
