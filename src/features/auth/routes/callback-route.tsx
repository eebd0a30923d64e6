import { useEffect } from 'react';
import { Box, Link, Stack } from '@chakra-ui/react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { useAuth } from 'react-oidc-context';
import { LoadingState } from '@/components/page-states';
import { useAuthStatus } from '@/lib/auth/use-auth-status';
import { safeReturnTo, type SigninState } from '@/lib/auth/return-to';
import { LOGIN_FAILED, type AuthErrorInfo } from '@/lib/auth/errors';
import { paths } from '@/lib/paths';
import { AuthErrorMessage } from '../components/auth-error-alert';

const NO_PARAMS_ERROR: AuthErrorInfo = {
  code: 'missing_callback_params',
  title: LOGIN_FAILED,
  message: 'The sign-in callback has no query parameters',
};

/** Set on the history entry once a failed callback's code/state were dropped from the address. */
interface CallbackHistoryState {
  signinFailed?: boolean;
}

/**
 * The sign-in callback (redirect_uri). react-oidc-context exchanges the code on mount; this route
 * WAITS for that to finish (isLoading false) before navigating — leaving earlier would lose the
 * sign-in. Success: replace the address with the returnTo path (dropping code and state). Failure:
 * drop the parameters and show "Login failed" with the reason. Without query parameters the
 * callback fails (spec 1 §8).
 */
export function Component() {
  const auth = useAuth();
  const { isAuthenticated, isLoading, error } = useAuthStatus();
  const navigate = useNavigate();
  const location = useLocation();
  const hasParams = location.search.length > 1;
  const failedBefore = Boolean((location.state as CallbackHistoryState | null)?.signinFailed);

  useEffect(() => {
    if (isLoading) return;
    if (isAuthenticated && !error) {
      const state = auth.user?.state as SigninState | undefined;
      void navigate(safeReturnTo(state?.returnTo), { replace: true });
    } else if (hasParams) {
      const next: CallbackHistoryState = { signinFailed: true };
      void navigate({ pathname: location.pathname, search: '' }, { replace: true, state: next });
    }
  }, [isLoading, isAuthenticated, error, hasParams, auth.user, navigate, location.pathname]);

  if (isLoading || (isAuthenticated && !error)) return <LoadingState label="Signing in…" />;

  const shown = error ?? (hasParams || failedBefore ? { ...NO_PARAMS_ERROR, message: '' } : NO_PARAMS_ERROR);
  return (
    <Box maxW="xl" mx="auto" px="4" py="8">
      <Stack gap="4">
        <AuthErrorMessage error={shown} />
        <Link asChild colorPalette="primary">
          <RouterLink to={paths.home}>Back to Home</RouterLink>
        </Link>
      </Stack>
    </Box>
  );
}
