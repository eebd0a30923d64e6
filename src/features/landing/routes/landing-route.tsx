import { useEffect } from 'react';
import { Box, Button, Card, Container, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router';
import { EARLY_TAP_ATTRIBUTE, takeEarlyTap } from '@/lib/early-taps';
import { safeReturnTo } from '@/lib/auth/return-to';
import { useAuthActions } from '@/lib/auth/use-auth-actions';
import { useAuthStatus } from '@/lib/auth/use-auth-status';
import { useCurrentUser } from '@/lib/auth/use-current-user';
import { paths } from '@/lib/paths';

/** The three marketing cards (spec 1 §2 Landing page; the tenant portal text per spec 1 §1). */
export const FEATURES = [
  {
    title: 'Property Management',
    text: 'Keep every property in one place: addresses, photos, insurance, taxes, utilities and late-fee rules.',
  },
  {
    title: 'Unit Tracking',
    text: 'See which units are available or occupied, their rent and amenities, and the occupancy of each property at a glance.',
  },
  {
    title: 'Tenant Portal',
    text: 'Tenants submit maintenance requests, pay rent and message management online.',
  },
] as const;

/**
 * The public home page (spec 1 §2). Kept to Chakra basics: it is the first screen most visitors
 * load (initial JS budget 200 KB gzip).
 */
export function Component() {
  const user = useCurrentUser();
  // Busy only while the redirect starts, not while the stored session is read: the page arrives
  // prerendered in index.html and the app draws it again on start; a button turning into a spinner
  // and back there would flicker on every visit.
  const { isRedirecting } = useAuthStatus();
  const { login } = useAuthActions();
  const location = useLocation();
  // A visitor bounced off a protected page (RequireAuth) goes back there after signing in;
  // otherwise sign-in returns here (spec 1 §4: the user stays on the current path).
  const returnTo = (location.state as { returnTo?: unknown } | null)?.returnTo;
  const start = () => void login(returnTo ? safeReturnTo(returnTo) : undefined);
  // A Get Started or Log In tapped on the prerendered page, before this page took it over, starts now.
  useEffect(() => {
    if (takeEarlyTap() === 'login' && !user) start();
    // Once, when the app has taken over the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Stack gap={{ base: '10', md: '14' }} py={{ base: '4', md: '8' }}>
      <Box
        as="section"
        aria-labelledby="landing-heading"
        bg="bg.panel"
        borderRadius="l3"
        borderWidth="1px"
        px={{ base: '5', md: '12' }}
        py={{ base: '10', md: '16' }}
      >
        <Container maxW="3xl" px="0" textAlign="center">
          <Stack gap="5" align="center">
            <Heading
              id="landing-heading"
              as="h1"
              size={{ base: '3xl', md: '5xl' }}
              color="primary.fg"
              lineHeight="shorter"
            >
              Simplify Your Property Management
            </Heading>
            <Text fontSize={{ base: 'md', md: 'xl' }} color="fg.muted" maxW="2xl">
              Properties, units, tenants, leases, rent and maintenance — everything a landlord or property manager
              needs, in one place.
            </Text>
            <HStack gap="3" wrap="wrap" justify="center" pt="2">
              {user ? (
                <Button asChild size="lg" colorPalette="primary">
                  <RouterLink to={paths.dashboard}>Go to Dashboard</RouterLink>
                </Button>
              ) : (
                <>
                  <Button
                    size="lg"
                    colorPalette="primary"
                    loading={isRedirecting}
                    onClick={start}
                    {...{ [EARLY_TAP_ATTRIBUTE]: 'login' }}
                  >
                    Get Started
                  </Button>
                  <Button asChild size="lg" variant="outline" colorPalette="primary">
                    <a href="#features">Learn More</a>
                  </Button>
                </>
              )}
            </HStack>
          </Stack>
        </Container>
      </Box>

      <Box as="section" id="features" aria-labelledby="features-heading" scrollMarginTop="80px">
        <Heading id="features-heading" as="h2" size="2xl" textAlign="center" mb="6">
          Everything in one place
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
          {FEATURES.map((feature) => (
            <Card.Root key={feature.title} as="article" variant="outline" bg="bg.panel">
              <Card.Body gap="2">
                <Heading as="h3" size="lg" color="primary.fg">
                  {feature.title}
                </Heading>
                <Text color="fg.muted">{feature.text}</Text>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      </Box>
    </Stack>
  );
}
