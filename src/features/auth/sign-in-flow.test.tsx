import { render, screen, waitFor } from '@testing-library/react';
import { RouterProvider } from 'react-router';
import { http, HttpResponse } from 'msw';
import { decodeJwt } from 'jose';
import type { INavigator, IWindow, NavigateParams } from 'oidc-client-ts';
import { server } from '@mocks/node';
import { API_PATTERN } from '@mocks/http';
import { approveAuthorize, denyAuthorize, endSession, parseAuthorizeRequest } from '@mocks/idp/authorize';
import { issueTokens, setTokenLifetimeSeconds } from '@mocks/idp/tokens';
import { DEMO_USERS } from '@mocks/idp/users';
import { AppProviders } from '@/app/providers';
import { createTestRouter } from '@/app/router';
import { api } from '@/lib/api/client';
import { getAccessToken } from '@/lib/auth/access-token';
import { useCurrentUser } from '@/lib/auth/use-current-user';
import { useAuthStatus } from '@/lib/auth/use-auth-status';
import {
  type AppUserManager,
  createAppUserManager,
  loginArgs,
  logoutArgs,
  resetUserManagerForTests,
  setUserManagerForTests,
} from '@/lib/auth/user-manager';
import { createTestQueryClient } from '@/testing/render';
import { userStorageKey } from '@/testing/auth';

/**
 * The real sign-in flow end to end in jsdom: oidc-client-ts builds the authorize request, the mock
 * provider's page logic decides, MSW answers discovery / token / JWKS, the app checks the identity
 * token, react-oidc-context loads the user, and the API client sends the bearer token.
 */

/** Records where oidc-client-ts would send the browser instead of leaving the page. */
class CapturingNavigator implements INavigator {
  readonly urls: string[] = [];
  async prepare(): Promise<IWindow> {
    return {
      navigate: async (params: NavigateParams) => {
        this.urls.push(params.url);
        return { url: params.url };
      },
      close: () => {},
    };
  }
  async callback(): Promise<void> {}
  last(): URL {
    return new URL(this.urls.at(-1)!);
  }
}

const ORIGIN = window.location.origin;
let navigator: CapturingNavigator;
let manager: AppUserManager;

beforeEach(() => {
  window.history.replaceState(null, '', '/');
  navigator = new CapturingNavigator();
  manager = createAppUserManager({ redirectNavigator: navigator });
  setUserManagerForTests(manager);
});

afterEach(() => {
  setTokenLifetimeSeconds(null);
  resetUserManagerForTests();
  window.history.replaceState(null, '', '/');
});

function Probe() {
  const user = useCurrentUser();
  const { isAuthenticated, isLoading, error } = useAuthStatus();
  return (
    <output aria-label="auth probe">
      {isLoading ? 'loading' : isAuthenticated ? `signed in as ${user?.name ?? 'no name'}` : 'signed out'}
      {error ? ` | ${error.title}: ${error.message}` : ''}
    </output>
  );
}

/** Loads `url` the way the browser would after a redirect: window.location, then the app. */
function openApp(url: string) {
  const parsed = new URL(url, ORIGIN);
  const path = `${parsed.pathname}${parsed.search}${parsed.hash}`;
  window.history.replaceState(null, '', path);
  const router = createTestRouter(path);
  render(
    <AppProviders queryClient={createTestQueryClient()}>
      <Probe />
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

const probe = () => screen.getByRole('status', { name: 'auth probe' });
/** Key generation, token signing and lazy routes take a moment in jsdom. */
const slow = { timeout: 15_000 };

async function startSignIn(returnTo = '/properties') {
  await manager.signinRedirect(loginArgs(returnTo));
  const authorize = navigator.last();
  const parsed = parseAuthorizeRequest(authorize.search, ORIGIN);
  if (parsed.kind !== 'ok') throw new Error(`authorize request refused: ${JSON.stringify(parsed)}`);
  return { authorize, request: parsed.request };
}

/**
 * The token endpoint fails with a network error (no answer) for the first `times` requests, then
 * the mock provider answers. Returns how many failed so far.
 */
function failTokenRequests(times: number): () => number {
  let failures = 0;
  server.use(
    http.post('*/mock-idp/oauth/token', () => {
      if (failures >= times) return undefined;
      failures += 1;
      return HttpResponse.error();
    }),
  );
  return () => failures;
}

describe('sign-in through the mock identity provider', () => {
  it('sends an authorization-code + PKCE S256 request with the spec parameters', async () => {
    const { authorize } = await startSignIn();
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${ORIGIN}/mock-idp/authorize`);
    const q = authorize.searchParams;
    expect(q.get('client_id')).toBe('rental-manager-web');
    expect(q.get('response_type')).toBe('code');
    expect(q.get('scope')).toBe('openid profile email offline_access');
    expect(q.get('redirect_uri')).toBe(`${ORIGIN}/callback`);
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(q.get('audience')).toBe('rentalmanagerapi');
    expect(q.get('response_mode')).toBe('query');
    expect(q.get('nonce')).toBeTruthy();
    expect(q.get('state')).toBeTruthy();
  });

  it('signs in: the callback lands on returnTo without code/state, and API calls carry the bearer token', async () => {
    const { request } = await startSignIn('/properties?search=oak');
    const callbackUrl = approveAuthorize(request, DEMO_USERS[0]!);
    expect(new URL(callbackUrl).searchParams.get('state')).toBe(request.state);

    const router = openApp(callbackUrl);
    await waitFor(() => expect(probe()).toHaveTextContent('signed in as Alex Morgan'), slow);
    await waitFor(() => expect(router.state.location.pathname).toBe('/properties'), slow);
    expect(router.state.location.search).toBe('?search=oak');

    const stored = await manager.getUser();
    expect(stored?.profile).toMatchObject({
      sub: 'mock|alex-morgan',
      name: 'Alex Morgan',
      email: 'alex.morgan@example.com',
      email_verified: true,
    });
    expect(stored?.profile.picture).toMatch(/^data:image\/svg\+xml/);
    expect(sessionStorage.getItem(userStorageKey())).toContain('mock|alex-morgan');

    const access = decodeJwt(stored!.access_token);
    expect(access.aud).toBe('rentalmanagerapi');

    let authorization: string | null = null;
    server.use(
      http.get('*/api/health', ({ request: apiRequest }) => {
        authorization = apiRequest.headers.get('Authorization');
        return HttpResponse.json({ status: 'ok' });
      }),
    );
    await api.GET('/health');
    expect(authorization).toBe(`Bearer ${stored!.access_token}`);
  });

  it('Cancel on the provider page comes back with access_denied: Login failed, still signed out', async () => {
    const { request } = await startSignIn();
    const callbackUrl = denyAuthorize(request);
    expect(new URL(callbackUrl).searchParams.get('error')).toBe('access_denied');

    const router = openApp(callbackUrl);
    expect(await screen.findByText('Login failed', undefined, slow)).toBeVisible();
    await waitFor(() => expect(router.state.location.search).toBe(''), slow);
    expect(probe()).toHaveTextContent('signed out');
    expect(await manager.getUser()).toBeNull();
  });

  it('refuses an identity token that fails a check oidc-client-ts does not make (issuer): Login failed, nothing stored', async () => {
    const { request } = await startSignIn();
    server.use(
      http.post('*/mock-idp/oauth/token', async () => {
        const tokens = await issueTokens({
          issuer: 'https://impostor.example.com/',
          clientId: request.clientId,
          user: DEMO_USERS[0]!,
          scope: request.scope,
          audience: request.audience,
          nonce: request.nonce,
        });
        return HttpResponse.json(tokens);
      }),
    );
    openApp(approveAuthorize(request, DEMO_USERS[0]!));
    expect(await screen.findByText('Login failed', undefined, slow)).toBeVisible();
    expect(probe()).toHaveTextContent(
      /^signed out \| Login failed: Issuer \(iss\) "https:\/\/impostor\.example\.com\/" does not match/,
    );
    expect(sessionStorage.getItem(userStorageKey())).toBeNull();
  });

  it('a replayed callback (state already used) fails with Invalid state', async () => {
    const { request } = await startSignIn();
    const callbackUrl = approveAuthorize(request, DEMO_USERS[0]!);
    await manager.signinCallback(callbackUrl);
    await manager.removeUser();

    openApp(callbackUrl);
    expect(await screen.findByText('Login failed', undefined, slow)).toBeVisible();
    expect(screen.getByText('Invalid state')).toBeVisible();
  });

  it('the callback without query parameters fails', async () => {
    openApp('/callback');
    expect(await screen.findByText('Login failed', undefined, slow)).toBeVisible();
    expect(screen.getByText('The sign-in callback has no query parameters')).toBeVisible();
  });

  it('a user without a name signs in with the other claims', async () => {
    const { request } = await startSignIn('/dashboard');
    openApp(
      approveAuthorize(
        request,
        DEMO_USERS.find((u) => !u.name)!,
      ),
    );
    await waitFor(() => expect(probe()).toHaveTextContent('signed in as no name'), slow);
    expect((await manager.getUser())?.profile.name).toBeUndefined();
  });

  it('refreshes an access token that is about to expire with the refresh token', async () => {
    setTokenLifetimeSeconds(30); // under the 60 s margin: the stored token counts as expired
    const { request } = await startSignIn('/dashboard');
    await manager.signinCallback(approveAuthorize(request, DEMO_USERS[1]!));
    const first = (await manager.getUser())!;
    expect(first.refresh_token).toBeTruthy();

    const grants: string[] = [];
    server.events.on('request:start', async ({ request: r }) => {
      if (r.url.endsWith('/mock-idp/oauth/token'))
        grants.push(new URLSearchParams(await r.clone().text()).get('grant_type') ?? '');
    });
    const token = await getAccessToken();
    server.events.removeAllListeners();
    expect(grants).toEqual(['refresh_token']);
    expect(token).toBeTruthy();
    expect(token).toBe((await manager.getUser())!.access_token);
  });

  it('retries a refresh that got no answer (network error), up to 3 attempts', async () => {
    setTokenLifetimeSeconds(30);
    const { request } = await startSignIn('/dashboard');
    await manager.signinCallback(approveAuthorize(request, DEMO_USERS[0]!));
    const failed = failTokenRequests(2); // the third attempt reaches the provider
    const log = vi.spyOn(console, 'error');
    const token = await getAccessToken();
    expect(failed()).toBe(2);
    expect(log).not.toHaveBeenCalled();
    expect(token).toBeTruthy();
    expect(token).toBe((await manager.getUser())!.access_token);
    log.mockRestore();
  });

  it('retries a code exchange that got no answer (network error), up to 3 attempts', async () => {
    const { request } = await startSignIn('/dashboard');
    const failed = failTokenRequests(2); // the third attempt reaches the provider
    const user = await manager.signinCallback(approveAuthorize(request, DEMO_USERS[0]!));
    expect(failed()).toBe(2);
    expect(user?.profile.name).toBe('Alex Morgan');
  });

  it('gives up on a code exchange after 3 attempts without an answer', async () => {
    const { request } = await startSignIn('/dashboard');
    const failed = failTokenRequests(Infinity);
    await expect(manager.signinCallback(approveAuthorize(request, DEMO_USERS[0]!))).rejects.toThrow();
    expect(failed()).toBe(3);
    expect(await manager.getUser()).toBeNull();
  });

  it('signed out, a request goes with an empty token and the missing token is logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await getAccessToken()).toBe('');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('No access token'));
    warn.mockRestore();
  });

  it('without a usable token the request goes with an empty token and Get access token failed is reported', async () => {
    setTokenLifetimeSeconds(30);
    const { request } = await startSignIn('/dashboard');
    await manager.signinCallback(approveAuthorize(request, DEMO_USERS[0]!));
    endSession('', ORIGIN); // the provider forgets the session and its refresh tokens
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await getAccessToken()).toBe('');
    expect(log).toHaveBeenCalledWith('Get access token failed', expect.anything());
    log.mockRestore();
  });

  it('one renewal at a time: the renewal timer and a call needing a token ask the provider once', async () => {
    setTokenLifetimeSeconds(30);
    const { request } = await startSignIn('/dashboard');
    await manager.signinCallback(approveAuthorize(request, DEMO_USERS[0]!));
    const grants: string[] = [];
    server.events.on('request:start', async ({ request: r }) => {
      if (r.url.endsWith('/mock-idp/oauth/token'))
        grants.push(new URLSearchParams(await r.clone().text()).get('grant_type') ?? '');
    });
    // With rotation, a second request would present the refresh token the first has used up.
    const [renewed, token] = await Promise.all([manager.signinSilent(), getAccessToken()]);
    server.events.removeAllListeners();
    expect(grants).toEqual(['refresh_token']);
    expect(token).toBe(renewed!.access_token);
  });

  it('a refresh token the provider refuses (invalid_grant) ends the session', async () => {
    setTokenLifetimeSeconds(30);
    const { request } = await startSignIn('/dashboard');
    await manager.signinCallback(approveAuthorize(request, DEMO_USERS[0]!));
    endSession('', ORIGIN); // the provider revokes the session and its refresh tokens
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await getAccessToken()).toBe('');
    expect(await manager.getUser()).toBeNull();
    log.mockRestore();
  });

  it('the API refusing the token (401) signs the user out', async () => {
    const { request } = await startSignIn('/dashboard');
    await manager.signinCallback(approveAuthorize(request, DEMO_USERS[0]!));
    server.use(
      http.get(`${API_PATTERN}/tenants`, () =>
        HttpResponse.json({ type: 'about:blank', title: 'Unauthorized', status: 401 }, { status: 401 }),
      ),
    );
    await api.GET('/tenants').catch(() => undefined);
    await waitFor(async () => expect(await manager.getUser()).toBeNull());
  });
});

describe('route protection and sign-out', () => {
  it('a signed-out visit to /dashboard lands on the landing page', async () => {
    const router = openApp('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), slow);
    expect(router.state.location.state).toEqual({ returnTo: '/dashboard' });
    expect(await screen.findByRole('heading', { name: 'Simplify Your Property Management' }, slow)).toBeVisible();
  });

  it('the session survives a reload in the same tab', async () => {
    const { request } = await startSignIn('/dashboard');
    await manager.signinCallback(approveAuthorize(request, DEMO_USERS[0]!));
    // A reload: a new UserManager reading the same sessionStorage.
    setUserManagerForTests(createAppUserManager({ redirectNavigator: navigator }));
    const router = openApp('/properties');
    await waitFor(() => expect(probe()).toHaveTextContent('signed in as Alex Morgan'), slow);
    expect(router.state.location.pathname).toBe('/properties');
  });

  it('a reload after the access token expired renews it with the refresh token and stays signed in', async () => {
    const { request } = await startSignIn('/dashboard');
    await manager.signinCallback(approveAuthorize(request, DEMO_USERS[0]!));
    const stored = (await manager.getUser())!;
    stored.expires_at = Math.floor(Date.now() / 1000) - 600; // expired ten minutes ago
    await manager.storeUser(stored);

    const grants: string[] = [];
    server.events.on('request:start', async ({ request: r }) => {
      if (r.url.endsWith('/mock-idp/oauth/token'))
        grants.push(new URLSearchParams(await r.clone().text()).get('grant_type') ?? '');
    });
    const reloaded = createAppUserManager({ redirectNavigator: navigator });
    setUserManagerForTests(reloaded);
    const router = openApp('/properties');
    await waitFor(() => expect(probe()).toHaveTextContent('signed in as Alex Morgan'), slow);
    server.events.removeAllListeners();
    expect(router.state.location.pathname).toBe('/properties');
    expect(grants).toEqual(['refresh_token']);
    expect((await reloaded.getUser())!.expired).toBe(false);
  });

  it('Log Out clears the user, ends the provider session and returns to the site origin', async () => {
    const { request } = await startSignIn('/dashboard');
    await manager.signinCallback(approveAuthorize(request, DEMO_USERS[0]!));
    const user = (await manager.getUser())!;

    await manager.signoutRedirect(logoutArgs('rental-manager-web', true));
    expect(await manager.getUser()).toBeNull();
    const logout = navigator.last();
    expect(`${logout.origin}${logout.pathname}`).toBe(`${ORIGIN}/mock-idp/logout`);
    expect(logout.searchParams.get('client_id')).toBe('rental-manager-web');
    expect(logout.searchParams.get('returnTo')).toBe(`${ORIGIN}/`);
    expect(logout.searchParams.get('post_logout_redirect_uri')).toBe(`${ORIGIN}/`);
    expect(logout.searchParams.get('id_token_hint')).toBe(user.id_token);
    expect(logout.searchParams.has('audience')).toBe(false);

    const back = endSession(logout.search, ORIGIN)!;
    expect(new URL(back).pathname).toBe('/');
    openApp(back);
    await waitFor(() => expect(probe()).toHaveTextContent('signed out'), slow);
    await waitFor(() => expect(window.location.search).toBe(''), slow);
  });
});
