import { useState, type ReactNode } from 'react';
import { AuthProvider } from 'react-oidc-context';
import type { UserManager, UserManagerSettings } from 'oidc-client-ts';
import { getUserManager } from '@/lib/auth/user-manager';

/**
 * Signing out comes back to the site origin with `?state=…` from the provider; oidc-client-ts
 * matches it to the stored sign-out transaction, then the parameter is dropped from the address.
 */
function isSignoutCallback(settings: UserManagerSettings): boolean {
  const here = new URL(window.location.href);
  const home = settings.post_logout_redirect_uri;
  if (!home || !here.searchParams.has('state') || here.searchParams.has('code') || here.searchParams.has('error')) {
    return false;
  }
  const target = new URL(home);
  return here.origin === target.origin && here.pathname === target.pathname;
}

function dropQuery(): void {
  window.history.replaceState(
    window.history.state,
    document.title,
    `${window.location.pathname}${window.location.hash}`,
  );
}

/**
 * react-oidc-context over the app's UserManager (authorization code + PKCE, identity-token checks).
 * The sign-in callback itself is processed here on mount; the /callback route waits for it to end
 * and then navigates to the returnTo path (which drops code/state from the address).
 */
export function AppAuthProvider({ children, userManager }: { children: ReactNode; userManager?: UserManager }) {
  const [manager] = useState(() => userManager ?? getUserManager());
  return (
    <AuthProvider userManager={manager} matchSignoutCallback={isSignoutCallback} onSignoutCallback={dropQuery}>
      {children}
    </AuthProvider>
  );
}
