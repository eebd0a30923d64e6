import { decodeJwt, decodeProtectedHeader } from 'jose';
import { approveAuthorize, denyAuthorize, endSession, parseAuthorizeRequest, type AuthorizeRequest } from './authorize';
import { pkceChallenge, verifyIssuedToken } from './tokens';
import { getIdpSession } from './store';
import { DEMO_USERS } from './users';

/** The simulated provider's endpoints as a client (oidc-client-ts) would call them, answered by MSW. */
const ORIGIN = window.location.origin;
const ISSUER = `${ORIGIN}/mock-idp`;
const VERIFIER = 'a-code-verifier-that-is-long-enough-0123456789-abcdefghij';

async function authorizeRequest(overrides: Record<string, string> = {}): Promise<AuthorizeRequest> {
  const q = new URLSearchParams({
    client_id: 'rental-manager-web',
    redirect_uri: `${ORIGIN}/callback`,
    response_type: 'code',
    scope: 'openid profile email offline_access',
    state: 'state-1',
    nonce: 'nonce-1',
    code_challenge: await pkceChallenge(VERIFIER),
    code_challenge_method: 'S256',
    audience: 'rentalmanagerapi',
    ...overrides,
  });
  const parsed = parseAuthorizeRequest(`?${q}`, ORIGIN);
  if (parsed.kind !== 'ok') throw new Error(JSON.stringify(parsed));
  return parsed.request;
}

function exchange(body: Record<string, string>) {
  return fetch(`${ISSUER}/oauth/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(body),
  });
}

async function codeFor(request: AuthorizeRequest, user = DEMO_USERS[0]!): Promise<string> {
  return new URL(approveAuthorize(request, user)).searchParams.get('code')!;
}

describe('mock identity provider', () => {
  it('publishes a discovery document whose endpoints live under the authority', async () => {
    const doc = await (await fetch(`${ISSUER}/.well-known/openid-configuration`)).json();
    expect(doc.issuer).toBe(ISSUER);
    expect(doc.authorization_endpoint).toBe(`${ISSUER}/authorize`);
    expect(doc.end_session_endpoint).toBe(`${ISSUER}/logout`);
    expect(doc.code_challenge_methods_supported).toEqual(['S256']);
    const jwks = await (await fetch(doc.jwks_uri)).json();
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(jwks.keys[0].d).toBeUndefined();
  });

  it('keeps the same signing key across reloads (it is stored in localStorage)', async () => {
    const first = await (await fetch(`${ISSUER}/.well-known/jwks.json`)).json();
    expect(localStorage.getItem('rental-manager:mock-idp:signing-key')).toContain(first.keys[0].kid);
    // A reload: the module starts without its in-memory key and reads it back from storage.
    vi.resetModules();
    const reloaded = await import('./keys');
    expect((await reloaded.publicJwks()).keys[0]).toEqual(first.keys[0]);
  });

  it('exchanges a code with the right PKCE verifier for RS256 tokens carrying the spec claims', async () => {
    const request = await authorizeRequest();
    const code = await codeFor(request);
    const response = await exchange({
      grant_type: 'authorization_code',
      client_id: 'rental-manager-web',
      code,
      code_verifier: VERIFIER,
      redirect_uri: `${ORIGIN}/callback`,
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({
      token_type: 'Bearer',
      expires_in: 3600,
      scope: 'openid profile email offline_access',
    });
    expect(body.refresh_token).toBeTruthy();

    expect(decodeProtectedHeader(body.id_token).alg).toBe('RS256');
    const id = decodeJwt(body.id_token);
    expect(id).toMatchObject({
      iss: ISSUER,
      sub: 'mock|alex-morgan',
      aud: 'rental-manager-web',
      azp: 'rental-manager-web',
      nonce: 'nonce-1',
      name: 'Alex Morgan',
      email: 'alex.morgan@example.com',
      email_verified: true,
    });
    for (const claim of ['exp', 'iat', 'picture', 'updated_at']) expect(id[claim]).toBeDefined();
    expect(decodeJwt(body.access_token).aud).toBe('rentalmanagerapi');
    expect(await verifyIssuedToken(body.id_token, ISSUER)).not.toBeNull();

    // userinfo answers the access token's owner
    const info = await (
      await fetch(`${ISSUER}/userinfo`, { headers: { Authorization: `Bearer ${body.access_token}` } })
    ).json();
    expect(info).toMatchObject({ sub: 'mock|alex-morgan', name: 'Alex Morgan' });
  });

  it('refuses a wrong PKCE verifier, a reused code and a different redirect_uri', async () => {
    const request = await authorizeRequest();
    const base = {
      grant_type: 'authorization_code',
      client_id: 'rental-manager-web',
      redirect_uri: `${ORIGIN}/callback`,
    };

    const wrong = await exchange({ ...base, code: await codeFor(request), code_verifier: `${VERIFIER}-tampered` });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ error: 'invalid_grant' });

    const code = await codeFor(request);
    expect((await exchange({ ...base, code, code_verifier: VERIFIER })).status).toBe(200);
    expect((await exchange({ ...base, code, code_verifier: VERIFIER })).status).toBe(400);

    const other = await exchange({
      ...base,
      redirect_uri: `${ORIGIN}/elsewhere`,
      code: await codeFor(request),
      code_verifier: VERIFIER,
    });
    expect(other.status).toBe(400);
  });

  it('answers the refresh_token grant until the provider session ends', async () => {
    const request = await authorizeRequest();
    const first = await (
      await exchange({
        grant_type: 'authorization_code',
        client_id: 'rental-manager-web',
        code: await codeFor(request),
        code_verifier: VERIFIER,
        redirect_uri: `${ORIGIN}/callback`,
      })
    ).json();
    const refresh = () =>
      exchange({ grant_type: 'refresh_token', client_id: 'rental-manager-web', refresh_token: first.refresh_token });
    const renewed = await refresh();
    expect(renewed.status).toBe(200);
    const body = await renewed.json();
    expect(decodeJwt(body.id_token).nonce).toBeUndefined();
    expect(decodeJwt(body.id_token).sub).toBe('mock|alex-morgan');

    endSession('', ORIGIN);
    expect((await refresh()).status).toBe(400);
  });

  it('issues no refresh token without offline_access', async () => {
    const request = await authorizeRequest({ scope: 'openid profile email' });
    const body = await (
      await exchange({
        grant_type: 'authorization_code',
        client_id: 'rental-manager-web',
        code: await codeFor(request),
        code_verifier: VERIFIER,
        redirect_uri: `${ORIGIN}/callback`,
      })
    ).json();
    expect(body.refresh_token).toBeUndefined();
  });

  it('the nameless demo user gets no name claim', async () => {
    const request = await authorizeRequest();
    const nameless = DEMO_USERS.find((u) => !u.name)!;
    const body = await (
      await exchange({
        grant_type: 'authorization_code',
        client_id: 'rental-manager-web',
        code: await codeFor(request, nameless),
        code_verifier: VERIFIER,
        redirect_uri: `${ORIGIN}/callback`,
      })
    ).json();
    const id = decodeJwt(body.id_token);
    expect(id.name).toBeUndefined();
    expect(id.sub).toBe(nameless.sub);
  });

  it('authorize: Sign in and Cancel go back to redirect_uri with the same state; bad requests are refused', async () => {
    const request = await authorizeRequest();
    const approved = new URL(approveAuthorize(request, DEMO_USERS[1]!));
    expect(`${approved.origin}${approved.pathname}`).toBe(`${ORIGIN}/callback`);
    expect(approved.searchParams.get('state')).toBe('state-1');
    expect(approved.searchParams.get('code')).toBeTruthy();
    expect(getIdpSession()).toBe(DEMO_USERS[1]!.sub);

    const denied = new URL(denyAuthorize(request));
    expect(denied.searchParams.get('error')).toBe('access_denied');
    expect(denied.searchParams.get('state')).toBe('state-1');
    expect(denied.searchParams.has('code')).toBe(false);

    expect(parseAuthorizeRequest('?client_id=someone-else', ORIGIN).kind).toBe('fatal');
    const offSite = new URLSearchParams({ client_id: 'rental-manager-web', redirect_uri: 'https://evil.example/cb' });
    expect(parseAuthorizeRequest(`?${offSite}`, ORIGIN).kind).toBe('fatal');
    const noPkce = new URLSearchParams({
      client_id: 'rental-manager-web',
      redirect_uri: `${ORIGIN}/callback`,
      response_type: 'code',
      scope: 'openid',
      state: 's',
    });
    const refused = parseAuthorizeRequest(`?${noPkce}`, ORIGIN);
    expect(refused.kind).toBe('redirect');
    const error = refused.kind === 'redirect' ? new URL(refused.url).searchParams.get('error') : undefined;
    expect(error).toBe('invalid_request');
  });

  it('logout ends the session and returns to post_logout_redirect_uri (with state) or returnTo, on this site only', () => {
    approveAuthorize({ ...({} as AuthorizeRequest), redirectUri: `${ORIGIN}/callback`, state: 's' }, DEMO_USERS[0]!);
    expect(getIdpSession()).not.toBeNull();
    const back = endSession(`?post_logout_redirect_uri=${encodeURIComponent(`${ORIGIN}/`)}&state=xyz`, ORIGIN);
    expect(back).toBe(`${ORIGIN}/?state=xyz`);
    expect(getIdpSession()).toBeNull();
    expect(endSession(`?returnTo=${encodeURIComponent(`${ORIGIN}/`)}`, ORIGIN)).toBe(`${ORIGIN}/`);
    expect(endSession(`?returnTo=${encodeURIComponent('https://evil.example/')}`, ORIGIN)).toBeNull();
  });
});
