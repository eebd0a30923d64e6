import { createContext, useContext, useState, type ReactElement, type ReactNode } from 'react';
import { render, screen, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { User, type IdTokenClaims } from 'oidc-client-ts';
import { AppProviders } from '@/app/providers';
import { createTestRouter } from '@/app/router';
import { createQueryClient } from '@/lib/api/query-client';
import type { CurrentUser } from '@/lib/auth/current-user';
import { resetUserManagerForTests, userManagerSettings } from '@/lib/auth/user-manager';

/** The user tests sign in as, unless they pass their own claims. */
export const TEST_USER: CurrentUser = {
  sub: 'auth0|test-user-1',
  name: 'Jordan Landlord',
  email: 'jordan@example.com',
  email_verified: true,
  updated_at: 1_718_625_600, // 2024-06-17T12:00:00Z, epoch seconds as OIDC sends it
};

/** A QueryClient with the app's defaults but no retries, so error states show at once. */
export function createTestQueryClient(): QueryClient {
  const client = createQueryClient();
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  return client;
}

// The sign-in work's helper (src/testing/auth.ts), when present, owns how a test user is signed in.
type AuthTestingModule = Partial<Record<string, unknown>>;
const authTesting = Object.values(import.meta.glob<AuthTestingModule>('./auth.ts', { eager: true }))[0];

/**
 * Stores a signed-in oidc-client-ts user where the app's UserManager reads it (sessionStorage),
 * so react-oidc-context starts authenticated. Used when src/testing/auth.ts does not provide
 * `signInTestUser`. TODO(shell): drop once src/testing/auth.ts exists everywhere.
 */
function storeTestUser(claims: CurrentUser): void {
  const settings = userManagerSettings();
  const now = Math.floor(Date.now() / 1000);
  const user = new User({
    id_token: 'test.id.token',
    access_token: 'test-access-token',
    token_type: 'Bearer',
    scope: String(settings.scope ?? 'openid profile email'),
    profile: { iss: settings.authority, aud: settings.client_id, exp: now + 3600, iat: now, ...claims } as unknown as IdTokenClaims,
    expires_at: now + 3600,
  });
  sessionStorage.setItem(`oidc.user:${settings.authority}:${settings.client_id}`, user.toStorageString());
  resetUserManagerForTests();
}

async function signIn(claims: CurrentUser): Promise<void> {
  const helper = authTesting?.signInTestUser;
  if (typeof helper === 'function') {
    await (helper as (claims?: Partial<CurrentUser>) => unknown)(claims);
    return;
  }
  storeTestUser(claims);
}

async function signOut(): Promise<void> {
  const helper = authTesting?.signOutTestUser;
  if (typeof helper === 'function') {
    await (helper as () => unknown)();
    return;
  }
  sessionStorage.clear();
  resetUserManagerForTests();
}

export interface RenderRouteOptions {
  /** Default true. */
  signedIn?: boolean;
  /** Claims of the signed-in user (merged over TEST_USER; pass `name: undefined` for a nameless user). */
  user?: Partial<CurrentUser>;
  queryClient?: QueryClient;
}

export interface RenderRouteResult extends RenderResult {
  router: ReturnType<typeof createTestRouter>;
  user: UserEvent;
  queryClient: QueryClient;
}

/**
 * Renders the whole app (providers, shell, route table, MSW) at `path`, signed in by default.
 * Wait for the page with `await screen.findBy…`; the lazy route and the session load asynchronously.
 */
export async function renderRoute(path: string, options: RenderRouteOptions = {}): Promise<RenderRouteResult> {
  const { signedIn = true, user: claims, queryClient = createTestQueryClient() } = options;
  if (signedIn) await signIn({ ...TEST_USER, ...claims } as CurrentUser);
  else await signOut();
  const router = createTestRouter(path);
  const result = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, queryClient, user: userEvent.setup() };
}

/** Renders a component inside the app providers (design system, data cache, sign-in) and a memory router at `path`. */
export function renderWithProviders(ui: ReactElement, options: { queryClient?: QueryClient; path?: string } = {}) {
  const queryClient = options.queryClient ?? createTestQueryClient();
  const path = options.path ?? '/';
  function Wrapper({ children }: { children: ReactNode }) {
    // The element is read through context so a rerender() shows new props without a new router.
    const [router] = useState(() => createMemoryRouter([{ path: '*', element: <CurrentUi /> }], { initialEntries: [path] }));
    return (
      <AppProviders queryClient={queryClient}>
        <UiContext.Provider value={children}>
          <RouterProvider router={router} />
        </UiContext.Provider>
      </AppProviders>
    );
  }
  return { ...render(ui, { wrapper: Wrapper }), queryClient, user: userEvent.setup() };
}

const UiContext = createContext<ReactNode>(null);
function CurrentUi() {
  return <>{useContext(UiContext)}</>;
}

export { screen };
