import { useCallback, useMemo } from 'react';
import { useAuth } from 'react-oidc-context';
import { loginArgs, logoutArgs } from './user-manager';
import { currentRouterPath } from './return-to';

export interface AuthActions {
  /**
   * Starts sign-in (redirect to the identity provider). After the callback the user lands on
   * `returnTo` (a router path like "/dashboard"), by default the path they are on now.
   */
  login(returnTo?: string): Promise<void>;
  /** Clears the user and returns to the site origin (through the provider's logout). */
  logout(): Promise<void>;
}

export function useAuthActions(): AuthActions {
  const auth = useAuth();
  const login = useCallback(
    async (returnTo?: string) => {
      await auth.signinRedirect(loginArgs(returnTo ?? currentRouterPath()));
    },
    [auth],
  );
  const logout = useCallback(async () => {
    await auth.signoutRedirect(logoutArgs(auth.settings.client_id, Boolean(auth.user?.id_token)));
  }, [auth]);
  return useMemo(() => ({ login, logout }), [login, logout]);
}
