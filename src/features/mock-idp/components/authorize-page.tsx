import { useEffect, useState, type FormEvent } from 'react';
import { Box, Button, Circle, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { approveAuthorize, denyAuthorize, parseAuthorizeRequest } from '@mocks/idp/authorize';
import { getIdpSession } from '@mocks/idp/store';
import { DEMO_USERS, DEFAULT_DEMO_USER, findDemoUser, type DemoUser } from '@mocks/idp/users';
import { avatarInitial } from '@/lib/auth/current-user';
import { MockIdpFrame } from './mock-idp-frame';

/** Where the page sends the browser (a seam so stories and tests can watch instead of leaving). */
export type Navigate = (url: string) => void;
const leave: Navigate = (url) => window.location.assign(url);

function AccountAvatar({ user }: { user: DemoUser }) {
  if (user.picture) return <Image src={user.picture} alt="" boxSize="10" borderRadius="full" />;
  return (
    <Circle size="10" bg="secondary.solid" color="white" fontWeight="bold" aria-hidden="true">
      {avatarInitial(user.name)}
    </Circle>
  );
}

/**
 * The simulated provider's sign-in page (/mock-idp/authorize): pick a demo account and press
 * Sign in (back to the app with a code and the same state) or Cancel (back with
 * error=access_denied and the same state). prompt=none answers at once from the provider session.
 */
export function AuthorizePage({ search, navigate = leave }: { search: string; navigate?: Navigate }) {
  const parsed = parseAuthorizeRequest(search, window.location.origin);
  const [selected, setSelected] = useState(DEFAULT_DEMO_USER.sub);
  const [busy, setBusy] = useState(false);

  const automatic =
    parsed.kind === 'redirect'
      ? parsed.url
      : parsed.kind === 'ok' && parsed.request.prompt === 'none'
        ? (() => {
            const sessionUser = findDemoUser(getIdpSession());
            return sessionUser
              ? approveAuthorize(parsed.request, sessionUser)
              : denyAuthorize(parsed.request, 'login_required', 'No session at the identity provider');
          })()
        : null;

  useEffect(() => {
    if (automatic) navigate(automatic);
    // Runs once per request: the URL is computed from the search string.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);

  if (parsed.kind === 'fatal') {
    return (
      <MockIdpFrame title="Sign-in request rejected">
        <Text role="alert">{parsed.message}</Text>
      </MockIdpFrame>
    );
  }
  if (parsed.kind === 'redirect' || automatic) {
    return (
      <MockIdpFrame title="Returning to the app…">
        <Text>Please wait.</Text>
      </MockIdpFrame>
    );
  }

  const request = parsed.request;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const user = findDemoUser(selected) ?? DEFAULT_DEMO_USER;
    setBusy(true);
    navigate(approveAuthorize(request, user));
  };
  const cancel = () => {
    setBusy(true);
    navigate(denyAuthorize(request));
  };

  return (
    <MockIdpFrame title="Sign in to Rental Manager">
      <form onSubmit={submit}>
        <Stack gap="4">
          <Text color="fg.muted">Choose a demo account. No password is needed.</Text>
          <Box as="fieldset" border="0" p="0" m="0">
            <Box as="legend" fontWeight="semibold" mb="2">
              Account
            </Box>
            <Stack gap="2">
              {DEMO_USERS.map((user) => {
                const checked = user.sub === selected;
                return (
                  <Box
                    as="label"
                    key={user.sub}
                    display="block"
                    borderWidth="1px"
                    borderRadius="l2"
                    borderColor={checked ? 'primary.solid' : 'border'}
                    bg={checked ? 'primary.subtle' : undefined}
                    p="3"
                    cursor="pointer"
                  >
                    <HStack gap="3" align="center">
                      <input
                        type="radio"
                        name="account"
                        value={user.sub}
                        checked={checked}
                        onChange={() => setSelected(user.sub)}
                        aria-label={`${user.name ?? 'No name'} (${user.email})`}
                      />
                      <AccountAvatar user={user} />
                      <Box minW="0">
                        <Text fontWeight="medium">{user.name ?? 'No name'}</Text>
                        <Text fontSize="sm" color="fg.muted" truncate>
                          {user.email}
                        </Text>
                        <Text fontSize="xs" color="fg.muted">
                          {user.description}
                        </Text>
                      </Box>
                    </HStack>
                  </Box>
                );
              })}
            </Stack>
          </Box>
          <HStack gap="3" justify="flex-end">
            <Button type="button" variant="outline" onClick={cancel} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" colorPalette="primary" loading={busy} loadingText="Sign in">
              Sign in
            </Button>
          </HStack>
          <Text fontSize="xs" color="fg.muted">
            Requested scope: {request.scope}
            {request.audience ? ` · audience: ${request.audience}` : ''}
          </Text>
        </Stack>
      </form>
    </MockIdpFrame>
  );
}
