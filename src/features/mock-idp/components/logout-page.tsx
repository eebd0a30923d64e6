import { useEffect, useState } from 'react';
import { Link, Text } from '@chakra-ui/react';
import { endSession } from '@mocks/idp/authorize';
import { appUrl } from '@/lib/config';
import { MockIdpFrame } from './mock-idp-frame';
import type { Navigate } from './authorize-page';

const leave: Navigate = (url) => window.location.replace(url);

/**
 * The simulated provider's end-session page (/mock-idp/logout): ends the provider session, then
 * returns to post_logout_redirect_uri (or returnTo) when it is on this site.
 */
export function LogoutPage({ search, navigate = leave }: { search: string; navigate?: Navigate }) {
  const [done, setDone] = useState(false);
  useEffect(() => {
    const target = endSession(search, window.location.origin);
    if (target) navigate(target);
    else setDone(true);
  }, [search, navigate]);
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
