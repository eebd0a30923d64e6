import { useLocation, useParams } from 'react-router';
import { Link, Text } from '@chakra-ui/react';
import { appUrl } from '@/lib/config';
import { AuthorizePage } from '../components/authorize-page';
import { LogoutPage } from '../components/logout-page';
import { MockIdpFrame } from '../components/mock-idp-frame';

/**
 * The simulated identity provider's pages (mock mode only; the route is not in production builds):
 * /mock-idp/authorize and /mock-idp/logout. Its HTTP endpoints are MSW handlers (mocks/idp).
 */
export function Component() {
  const { '*': page = '' } = useParams();
  const { search } = useLocation();
  const name = page.replace(/\/$/, '');
  if (name === 'authorize') return <AuthorizePage search={search} />;
  if (name === 'logout') return <LogoutPage search={search} />;
  return (
    <MockIdpFrame title="Unknown page">
      <Text>
        This page does not exist at the identity provider. <Link href={appUrl('')}>Back to the app</Link>
      </Text>
    </MockIdpFrame>
  );
}
