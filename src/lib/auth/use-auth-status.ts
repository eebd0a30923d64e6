import { useSyncExternalStore } from 'react';
import { hasAuthParams, useAuth } from 'react-oidc-context';
import { describeAuthError, type AuthErrorInfo } from './errors';
import { hasStoredSession } from './stored-session';
import { tokenErrorStore } from './token-error-store';

export type { AuthErrorInfo, AuthErrorCode } from './errors';

/** Authentication state (spec 1 §4): isAuthenticated, isLoading, error. */
export interface AuthStatus {
  isAuthenticated: boolean;
  /** True until the stored session was read or the login callback was processed, and during a redirect/popup. */
  isLoading: boolean;
  /**
   * True while who the user is is not known yet: a session stored in the tab, or a sign-in callback in
   * the URL, is being read. False from the first render when neither is there: the visitor is signed
   * out, so Log In can show at once (as on the landing page prerendered into index.html).
   */
  isReadingSession: boolean;
  /** True while the redirect to the identity provider (sign-in or sign-out) is starting. */
  isRedirecting: boolean;
  /**
   * The last sign-in or token error, or null. `error.title` is the headline to show
   * ("Login failed" / "Get access token failed"), `error.message` the detail.
   */
  error: AuthErrorInfo | null;
}

const TOKEN_SOURCES = new Set(['renewSilent', 'signinSilent']);

export function useAuthStatus(): AuthStatus {
  const auth = useAuth();
  const tokenError = useSyncExternalStore(tokenErrorStore.subscribe, tokenErrorStore.get, tokenErrorStore.get);
  const raw = auth?.error;
  const error = raw
    ? describeAuthError(raw, TOKEN_SOURCES.has((raw as { source?: string }).source ?? '') ? 'token' : 'signin')
    : auth?.isAuthenticated
      ? tokenError
      : null;
  return {
    isAuthenticated: Boolean(auth?.isAuthenticated),
    isLoading: auth ? auth.isLoading : false,
    isReadingSession: Boolean(
      auth?.isLoading &&
      !auth.activeNavigator &&
      (hasStoredSession() || (typeof window !== 'undefined' && hasAuthParams(window.location))),
    ),
    isRedirecting: auth?.activeNavigator === 'signinRedirect' || auth?.activeNavigator === 'signoutRedirect',
    error,
  };
}
