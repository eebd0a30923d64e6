import { SignJWT, jwtVerify, createLocalJWKSet, type JWTPayload } from 'jose';
import { signingKey, publicJwks } from './keys';
import type { DemoUser } from './users';

const LIFETIME_KEY = 'rental-manager:mock-idp:access-token-lifetime';
const DEFAULT_LIFETIME_SECONDS = 3600;

/** Access/ID token lifetime in seconds (tests can shorten it to exercise refresh). */
export function tokenLifetimeSeconds(): number {
  try {
    const value = Number(localStorage.getItem(LIFETIME_KEY));
    return Number.isFinite(value) && value > 0 ? value : DEFAULT_LIFETIME_SECONDS;
  } catch {
    return DEFAULT_LIFETIME_SECONDS;
  }
}

export function setTokenLifetimeSeconds(seconds: number | null): void {
  if (seconds === null) localStorage.removeItem(LIFETIME_KEY);
  else localStorage.setItem(LIFETIME_KEY, String(seconds));
}

export interface IssueParams {
  issuer: string;
  clientId: string;
  user: DemoUser;
  scope: string;
  audience?: string;
  nonce?: string;
  organization?: string;
  now?: number;
}

export interface IssuedTokens {
  id_token: string;
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  scope: string;
}

/** The identity claims of a demo user (only those it has: a user without a name has no name claim). */
export function profileClaims(user: DemoUser): Record<string, unknown> {
  const claims: Record<string, unknown> = {
    email: user.email,
    email_verified: user.email_verified,
    updated_at: user.updated_at,
  };
  if (user.name) {
    claims.name = user.name;
    claims.nickname = user.name.split(' ')[0]!.toLowerCase();
  }
  if (user.picture) claims.picture = user.picture;
  return claims;
}

function organizationClaims(organization: string | undefined): Record<string, string> {
  if (!organization) return {};
  return organization.startsWith('org_') ? { org_id: organization } : { org_name: organization.toLowerCase() };
}

async function sign(payload: JWTPayload, now: number, lifetime: number): Promise<string> {
  const key = await signingKey();
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid: key.kid })
    .setIssuedAt(now)
    .setExpirationTime(now + lifetime)
    .sign(key.privateKey);
}

/** Signs an ID token (aud = client id) and an access token (aud = the API audience), both RS256. */
export async function issueTokens(params: IssueParams): Promise<IssuedTokens> {
  const now = params.now ?? Math.floor(Date.now() / 1000);
  const lifetime = tokenLifetimeSeconds();
  const org = organizationClaims(params.organization);
  const idToken = await sign(
    {
      iss: params.issuer,
      sub: params.user.sub,
      aud: params.clientId,
      azp: params.clientId,
      ...(params.nonce ? { nonce: params.nonce } : {}),
      ...profileClaims(params.user),
      ...org,
    },
    now,
    lifetime,
  );
  const accessToken = await sign(
    {
      iss: params.issuer,
      sub: params.user.sub,
      aud: params.audience ?? params.clientId,
      azp: params.clientId,
      scope: params.scope,
      ...org,
    },
    now,
    lifetime,
  );
  return {
    id_token: idToken,
    access_token: accessToken,
    token_type: 'Bearer',
    expires_in: lifetime,
    scope: params.scope,
  };
}

/** Verifies a token this provider issued (signature, issuer, expiry); the payload or null. */
export async function verifyIssuedToken(token: string, issuer: string): Promise<JWTPayload | null> {
  try {
    const { payload } = await jwtVerify(token, createLocalJWKSet(await publicJwks()), {
      issuer,
      algorithms: ['RS256'],
    });
    return payload;
  } catch {
    return null;
  }
}

/** base64url(SHA-256(verifier)): the PKCE S256 code challenge. */
export async function pkceChallenge(verifier: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier)));
  let text = '';
  for (const b of digest) text += String.fromCharCode(b);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
