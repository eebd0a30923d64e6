import { useEffect, useMemo } from 'react';
import { Link, Text } from '@chakra-ui/react';
import { endSession, logoutTarget } from '@mocks/idp/authorize';
import { appUrl } from '@/lib/config';
import { MockIdpFrame } from './mock-idp-frame';
import type { Navigate } from './authorize-page';

const leave: Navigate = (url) => window.location.replace(url);

/**
 * The simulated provider's end-session page (/mock-idp/logout): ends the provider session, then
 * returns to post_logout_redirect_uri (or returnTo) when it is on this site.
 */
export function LogoutPage({ search, navigate = leave }: { search: string; navigate?: Navigate }) {
  // Where to go is read from the URL; ending the session (a side effect) waits for the effect.
  const target = useMemo(() => logoutTarget(search, window.location.origin), [search]);
  const done = target === null;
  useEffect(() => {
    endSession(search, window.location.origin);
    if (target) navigate(target);
  }, [search, target, navigate]);
  return (
    <MockIdpFrame title={done ? 'Signed out' : 'Signing out…'}>
      {done ? (
        <Text>
          You are signed out of the identity provider. <Link href={appUrl('')}>Back to the app</Link>
        </Text>
      ) : (
        <Text>Please wait.</Text>
      )}
    </MockIdpFrame>
  );
}
