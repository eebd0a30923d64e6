import { Alert } from '@chakra-ui/react';
import { useLocation } from 'react-router';
import { useAuthStatus } from '@/lib/auth/use-auth-status';
import type { AuthErrorInfo } from '@/lib/auth/errors';

/** The alert for one sign-in / token error: "Login failed" (or "Get access token failed") + detail. */
export function AuthErrorMessage({ error }: { error: AuthErrorInfo }) {
  return (
    <Alert.Root status="error" variant="subtle" borderRadius="l2" alignItems="flex-start" my="4">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title fontWeight="semibold">{error.title}</Alert.Title>
        {error.message && error.message !== error.title ? <Alert.Description>{error.message}</Alert.Description> : null}
      </Alert.Content>
    </Alert.Root>
  );
}

/**
 * For the shell (top of the page content): shows the current authentication error, if any. Renders
 * nothing on /callback, whose route shows the error itself.
 */
export function AuthErrorAlert() {
  const { error } = useAuthStatus();
  const { pathname } = useLocation();
  if (!error || /\/callback\/?$/.test(pathname)) return null;
  return <AuthErrorMessage error={error} />;
}
