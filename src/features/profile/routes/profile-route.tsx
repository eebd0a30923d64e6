import type { ReactNode } from 'react';
import { Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { EmailAddress } from '@/components/email-address';
import { InfoList } from '@/components/info-list';
import { UserAvatar } from '@/components/user-avatar';
import { formatDate } from '@/lib/format/date';
import { useCurrentUser } from '@/lib/auth/use-current-user';
import { MISSING, orMissing } from '@/lib/format';

/**
 * Profile (spec 3 §2): the signed-in user's identity-token claims. "Not provided" stands in for a
 * claim the provider did not send (the spec does not say; an empty row would read as a bug).
 */
export function Component() {
  const user = useCurrentUser();

  if (!user) {
    // The route is protected, so this shows only if the session ends while the page is open.
    return (
      <Stack gap="3">
        <Heading as="h1" size="2xl">
          Profile
        </Heading>
        <Text>Please log in to view your profile.</Text>
      </Stack>
    );
  }

  const rows: Array<[string, ReactNode]> = [
    ['Name', orMissing(user.name)],
    ['Email', user.email ? <EmailAddress email={user.email} link={false} /> : MISSING],
    ['User ID', user.sub],
    ['Email verified', user.email_verified ? 'Yes' : 'No'],
    // updated_at is epoch seconds in OIDC (some providers send an ISO string); formatDate reads both.
    ['Last updated', formatDate(user.updated_at)],
  ];

  return (
    <Stack gap="6" maxW="3xl">
      <Heading as="h1" size="2xl">
        Profile
      </Heading>
      <Card.Root variant="outline" bg="bg.panel">
        <Card.Body gap="6">
          <HStack gap="4" align="center" wrap="wrap">
            <UserAvatar name={user.name} picture={user.picture} size="2xl" />
            <Stack gap="0" minW="0">
              <Heading as="h2" size="lg" truncate>
                {user.name?.trim() || user.email || 'User'}
              </Heading>
              {user.email ? (
                <Text color="fg.muted">
                  <EmailAddress email={user.email} link={false} />
                </Text>
              ) : null}
            </Stack>
          </HStack>
          <InfoList items={rows.map(([label, value]) => ({ label, value }))} labelWidth="36" gap="4" />
        </Card.Body>
        <Card.Footer>
          {/* Spec 3 §2: an Edit Profile button that does nothing (profile data belongs to the identity provider). */}
          <Button variant="outline" colorPalette="primary" onClick={() => undefined}>
            Edit Profile
          </Button>
        </Card.Footer>
      </Card.Root>
    </Stack>
  );
}
