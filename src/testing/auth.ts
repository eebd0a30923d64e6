import { User, type IdTokenClaims } from 'oidc-client-ts';
import type { CurrentUser } from '@/lib/auth/current-user';
import { resetUserManagerForTests, userManagerSettings } from '@/lib/auth/user-manager';
import { USER_KEY_PREFIX } from '@/lib/auth/stored-session';
import { DEFAULT_DEMO_USER } from '@mocks/idp/users';
import { profileClaims } from '@mocks/idp/tokens';

/**
 * Start tests and stories signed in (or out) without walking through the sign-in pages: a valid
 * oidc-client-ts User is stored where the app's UserManager keeps it (sessionStorage), so
 * react-oidc-context loads it on mount exactly as after a reload.
 */

/** Storybook's and tests' default user: the mock provider's first demo account (with a picture). */
export const DEFAULT_TEST_USER: CurrentUser = {
  sub: DEFAULT_DEMO_USER.sub,
  ...(profileClaims(DEFAULT_DEMO_USER) as Omit<CurrentUser, 'sub'>),
};

/** The access token the stored user carries (the mock API only checks that one is sent). */
export const TEST_ACCESS_TOKEN = 'test-access-token';

function base64url(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  let text = '';
  for (const b of bytes) text += String.fromCharCode(b);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Where the UserManager stores its user: `oidc.user:<authority>:<client id>` in sessionStorage. */
export function userStorageKey(): string {
  const settings = userManagerSettings();
  return `${USER_KEY_PREFIX}${settings.authority}:${settings.client_id}`;
}

export interface SignInTestUserOptions {
  /** Seconds until the access token expires (default 3600). */
  expiresIn?: number;
  accessToken?: string;
}

/**
 * Signs a test user in: `claims` are merged over DEFAULT_TEST_USER (pass `name: undefined` for a
 * user without a name). Returns the stored User. Call before rendering.
 */
export function signInTestUser(claims: Partial<CurrentUser> = {}, options: SignInTestUserOptions = {}): User {
  const settings = userManagerSettings();
  const now = Math.floor(Date.now() / 1000);
  const expiresIn = options.expiresIn ?? 3600;
  const profile = { ...DEFAULT_TEST_USER, ...claims } as CurrentUser;
  const idClaims = {
    iss: settings.authority,
    aud: settings.client_id,
    azp: settings.client_id,
    exp: now + expiresIn,
    iat: now,
    ...profile,
  };
  const user = new User({
    id_token: `${base64url({ alg: 'RS256', typ: 'JWT' })}.${base64url(idClaims)}.test-signature`,
    access_token: options.accessToken ?? TEST_ACCESS_TOKEN,
    token_type: 'Bearer',
    scope: settings.scope ?? 'openid profile email',
    profile: profile as unknown as IdTokenClaims,
    expires_at: now + expiresIn,
  });
  resetUserManagerForTests();
  sessionStorage.setItem(userStorageKey(), user.toStorageString());
  return user;
}

/** Signs the test user out (nothing stored: the app starts signed out). */
export function signOutTestUser(): void {
  resetUserManagerForTests();
  sessionStorage.removeItem(userStorageKey());
}
