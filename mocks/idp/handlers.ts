import { http, HttpResponse } from 'msw';
import { basePath, MOCK_IDP_SEGMENT } from '@/lib/config';
import { findRefreshToken, saveRefreshToken, takeCode } from './store';
import { issueTokens, pkceChallenge, profileClaims, verifyIssuedToken } from './tokens';
import { publicJwks } from './keys';
import { findDemoUser } from './users';

/**
 * The simulated identity provider's HTTP endpoints (discovery, JWKS, token, userinfo), answered by
 * MSW in the browser, Storybook and tests. Exact paths under `<base>mock-idp/`; the authorize and
 * logout steps are app pages (navigations, which MSW never sees) — see src/features/mock-idp.
 */
const IDP = `*${basePath}${MOCK_IDP_SEGMENT}`;

/** The issuer (= the app's configured authority in mock mode): `<origin><base>mock-idp`. */
export function mockIssuer(requestUrl: string): string {
  return new URL(`${basePath}${MOCK_IDP_SEGMENT}`, new URL(requestUrl).origin).toString();
}

export function discoveryDocument(issuer: string) {
  return {
    issuer,
    authorization_endpoint: `${issuer}/authorize`,
    token_endpoint: `${issuer}/oauth/token`,
    userinfo_endpoint: `${issuer}/userinfo`,
    jwks_uri: `${issuer}/.well-known/jwks.json`,
    end_session_endpoint: `${issuer}/logout`,
    response_types_supported: ['code'],
    response_modes_supported: ['query'],
    grant_types_supported: ['authorization_code', 'refresh_token'],
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: ['RS256'],
    token_endpoint_auth_methods_supported: ['none'],
    code_challenge_methods_supported: ['S256'],
    scopes_supported: ['openid', 'profile', 'email', 'offline_access'],
    claims_supported: [
      'sub',
      'iss',
      'aud',
      'azp',
      'exp',
      'iat',
      'nonce',
      'name',
      'nickname',
      'email',
      'email_verified',
      'picture',
      'updated_at',
      'org_id',
      'org_name',
    ],
  };
}

const NO_STORE = { 'Cache-Control': 'no-store', Pragma: 'no-cache' };

function tokenError(error: string, description: string, status = 400) {
  return HttpResponse.json({ error, error_description: description }, { status, headers: NO_STORE });
}

async function readForm(request: Request): Promise<URLSearchParams> {
  const type = request.headers.get('Content-Type') ?? '';
  if (type.includes('application/json')) {
    const body = (await request.json()) as Record<string, string>;
    return new URLSearchParams(body);
  }
  return new URLSearchParams(await request.text());
}

export const idpHandlers = [
  http.get(`${IDP}/.well-known/openid-configuration`, ({ request }) =>
    HttpResponse.json(discoveryDocument(mockIssuer(request.url))),
  ),

  http.get(`${IDP}/.well-known/jwks.json`, async () => HttpResponse.json(await publicJwks())),

  http.post(`${IDP}/oauth/token`, async ({ request }) => {
    const issuer = mockIssuer(request.url);
    const form = await readForm(request);
    const grantType = form.get('grant_type');
    const clientId = form.get('client_id');

    if (grantType === 'authorization_code') {
      const code = form.get('code');
      const verifier = form.get('code_verifier');
      if (!code || !verifier) return tokenError('invalid_request', 'code and code_verifier are required');
      const record = takeCode(code);
      if (!record) return tokenError('invalid_grant', 'The authorization code is unknown, used or expired');
      if (record.clientId !== clientId) return tokenError('invalid_grant', 'The code was issued to another client');
      if (record.redirectUri !== form.get('redirect_uri'))
        return tokenError('invalid_grant', 'redirect_uri does not match');
      if ((await pkceChallenge(verifier)) !== record.codeChallenge) {
        return tokenError('invalid_grant', 'The code_verifier does not match the code_challenge');
      }
      const user = findDemoUser(record.sub);
      if (!user) return tokenError('invalid_grant', 'Unknown user');
      const tokens = await issueTokens({
        issuer,
        clientId: record.clientId,
        user,
        scope: record.scope,
        audience: record.audience,
        nonce: record.nonce,
        organization: record.organization,
      });
      const refresh = record.scope.split(' ').includes('offline_access')
        ? saveRefreshToken({
            clientId: record.clientId,
            scope: record.scope,
            audience: record.audience,
            organization: record.organization,
            sub: user.sub,
          })
        : undefined;
      return HttpResponse.json({ ...tokens, ...(refresh ? { refresh_token: refresh } : {}) }, { headers: NO_STORE });
    }

    if (grantType === 'refresh_token') {
      const token = form.get('refresh_token');
      const record = token ? findRefreshToken(token) : undefined;
      if (!token || !record) return tokenError('invalid_grant', 'Unknown or revoked refresh token');
      if (record.clientId !== clientId)
        return tokenError('invalid_grant', 'The refresh token was issued to another client');
      const user = findDemoUser(record.sub);
      if (!user) return tokenError('invalid_grant', 'Unknown user');
      const tokens = await issueTokens({
        issuer,
        clientId: record.clientId,
        user,
        scope: record.scope,
        audience: record.audience,
        organization: record.organization,
      });
      return HttpResponse.json({ ...tokens, refresh_token: token }, { headers: NO_STORE });
    }

    return tokenError('unsupported_grant_type', `grant_type "${grantType ?? ''}" is not supported`);
  }),

  http.get(`${IDP}/userinfo`, async ({ request }) => {
    const token = (request.headers.get('Authorization') ?? '').match(/^Bearer\s+(.+)$/i)?.[1];
    const payload = token ? await verifyIssuedToken(token, mockIssuer(request.url)) : null;
    const user = findDemoUser(payload?.sub);
    if (!payload || !user) {
      return new HttpResponse(null, { status: 401, headers: { 'WWW-Authenticate': 'Bearer error="invalid_token"' } });
    }
    return HttpResponse.json({ sub: user.sub, ...profileClaims(user) });
  }),
];
