/**
 * `npm run mock:server -- --issuer URL`: the bearer check a real API makes. The access token must be
 * a JWT signed by that issuer (its keys from the JWKS its discovery document names), not expired,
 * with the API's audience; otherwise the answer is the contract's 401 problem body, its detail naming
 * what failed, and a `WWW-Authenticate` header (RFC 6750). `/health` and `/files/…` (an `<img src>`
 * cannot send a header) stay public, as in mocks/handlers/auth-gate.ts.
 */
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { API_AUDIENCE } from '../src/lib/config';

export interface BearerCheckOptions {
  issuer: string;
  /** The audience the token must carry (default `rentalmanagerapi`). */
  audience?: string;
  /** Verification keys (tests); by default the issuer's JWKS from its discovery document. */
  keys?: JWTVerifyGetKey;
}

/** A 401 with the contract's problem body. */
export function unauthorizedResponse(detail: string): Response {
  return new Response(JSON.stringify({ type: 'about:blank', title: 'Unauthorized', status: 401, detail }), {
    status: 401,
    headers: {
      'content-type': 'application/problem+json',
      'www-authenticate': `Bearer error="invalid_token", error_description="${detail.replace(/"/g, "'")}"`,
      // The app reads the problem body from another origin.
      'access-control-expose-headers': 'WWW-Authenticate',
    },
  });
}

/** Whether a path of the API answers without a token. */
export function isPublicPath(pathname: string): boolean {
  return pathname.endsWith('/api/health') || /\/api\/files\//.test(pathname);
}

/** Loads the issuer's JWKS location from its discovery document, once, on first use. */
function discoveredKeys(issuer: string): JWTVerifyGetKey {
  let keys: Promise<JWTVerifyGetKey> | null = null;
  const load = async () => {
    const url = `${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const { jwks_uri: jwksUri } = (await response.json()) as { jwks_uri?: string };
    if (!jwksUri) throw new Error(`${url} names no jwks_uri`);
    return createRemoteJWKSet(new URL(jwksUri));
  };
  return async (header, token) => {
    keys ??= load().catch((error: unknown) => {
      keys = null; // the provider may not be up yet: ask again next time
      throw error;
    });
    return (await keys)(header, token);
  };
}

/**
 * Returns the check: `null` when the request may go on, else the 401 to send. The reason is in the
 * problem's detail (a backend team reading the network panel sees why their token was refused).
 */
export function bearerCheck(options: BearerCheckOptions): (request: Request) => Promise<Response | null> {
  const audience = options.audience ?? API_AUDIENCE;
  const keys = options.keys ?? discoveredKeys(options.issuer);
  return async (request) => {
    if (request.method === 'OPTIONS' || isPublicPath(new URL(request.url).pathname)) return null;
    const token = /^Bearer\s+(.+)$/i.exec(request.headers.get('authorization') ?? '')?.[1]?.trim();
    if (!token) return unauthorizedResponse('A bearer access token is required.');
    try {
      await jwtVerify(token, keys, { issuer: options.issuer, audience });
      return null;
    } catch (error) {
      const code = (error as { code?: string }).code ?? '';
      const detail =
        code === 'ERR_JWT_EXPIRED'
          ? 'The access token has expired.'
          : code === 'ERR_JWT_CLAIM_VALIDATION_FAILED' && (error as { claim?: string }).claim === 'aud'
            ? `The access token's audience is not "${audience}".`
            : code === 'ERR_JWT_CLAIM_VALIDATION_FAILED' && (error as { claim?: string }).claim === 'iss'
              ? `The access token was not issued by ${options.issuer}.`
              : `The access token is not valid: ${(error as Error).message}`;
      return unauthorizedResponse(detail);
    }
  };
}
