import {
  decodeJwt,
  decodeProtectedHeader,
  jwtVerify,
  type JWTPayload,
  type JWTVerifyGetKey,
  type CryptoKey,
  type KeyObject,
} from 'jose';

/**
 * The identity-token checks of spec 1 §5 that oidc-client-ts does not make itself. Loaded with a
 * dynamic import at callback time (it brings jose), so the landing page's initial JS stays small.
 */
export interface IdTokenExpectations {
  /** The provider's issuer (from its discovery document). */
  issuer: string;
  /** This app's client id (the expected audience / authorized party). */
  clientId: string;
  /** The nonce sent with the authorize request; when set, the token must carry the same value. */
  nonce?: string;
  /** When an organization is required: org_id must equal it, or org_name its lower-cased form. */
  organization?: string;
  /** Verification key(s): a JWKS getter (createRemoteJWKSet / createLocalJWKSet) or a public key. */
  key: JWTVerifyGetKey | CryptoKey | KeyObject;
  /** Clock skew allowed for exp / iat, in seconds (spec: 60). */
  leewaySeconds?: number;
  /** "Now" in seconds since the epoch (tests). */
  now?: number;
}

export type IdTokenCheck =
  | 'format'
  | 'algorithm'
  | 'missing_claim'
  | 'issuer'
  | 'audience'
  | 'authorized_party'
  | 'expired'
  | 'issued_in_future'
  | 'nonce'
  | 'organization'
  | 'signature';

export class IdTokenValidationError extends Error {
  readonly check: IdTokenCheck;
  constructor(check: IdTokenCheck, message: string) {
    super(message);
    this.name = 'IdTokenValidationError';
    this.check = check;
  }
}

const fail = (check: IdTokenCheck, message: string): never => {
  throw new IdTokenValidationError(check, message);
};

export const ID_TOKEN_LEEWAY_SECONDS = 60;

/**
 * Checks the claims of an identity token without verifying its signature (pure, synchronous).
 * Throws IdTokenValidationError naming the first rule broken; returns the payload otherwise.
 */
export function checkIdTokenClaims(token: string, expected: Omit<IdTokenExpectations, 'key'>): JWTPayload {
  if (typeof token !== 'string' || token.split('.').length !== 3) {
    fail('format', 'ID token must have three parts');
  }
  let header: ReturnType<typeof decodeProtectedHeader>;
  let payload: JWTPayload;
  try {
    header = decodeProtectedHeader(token);
    payload = decodeJwt(token);
  } catch {
    return fail('format', 'ID token could not be decoded');
  }
  if (header.alg !== 'RS256') fail('algorithm', `Signature algorithm (alg) must be RS256, was ${String(header.alg)}`);

  for (const claim of ['iss', 'sub', 'aud', 'exp', 'iat'] as const) {
    if (payload[claim] === undefined || payload[claim] === null || payload[claim] === '') {
      fail('missing_claim', `ID token is missing the ${claim} claim`);
    }
  }
  if (typeof payload.exp !== 'number') fail('missing_claim', 'ID token exp claim must be a number');
  if (typeof payload.iat !== 'number') fail('missing_claim', 'ID token iat claim must be a number');

  if (payload.iss !== expected.issuer)
    fail('issuer', `Issuer (iss) "${String(payload.iss)}" does not match "${expected.issuer}"`);

  const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
  if (!audiences.includes(expected.clientId))
    fail('audience', `Audience (aud) does not include "${expected.clientId}"`);
  // Spec 1 §5: when the audience is a list (even of one), the authorized party must be this client.
  if (Array.isArray(payload.aud) && payload.azp !== expected.clientId) {
    fail('authorized_party', `Authorized party (azp) "${String(payload.azp)}" does not match "${expected.clientId}"`);
  }

  const now = expected.now ?? Math.floor(Date.now() / 1000);
  const leeway = expected.leewaySeconds ?? ID_TOKEN_LEEWAY_SECONDS;
  if (now - leeway >= (payload.exp as number)) fail('expired', 'ID token has expired (exp)');
  if ((payload.iat as number) > now + leeway) fail('issued_in_future', 'ID token was issued in the future (iat)');

  if (expected.nonce !== undefined && payload.nonce !== expected.nonce) {
    fail('nonce', 'Nonce in the ID token does not match the one sent');
  }

  if (expected.organization) {
    const org = expected.organization;
    if (org.startsWith('org_')) {
      if (payload.org_id !== org) fail('organization', `Organization (org_id) does not match "${org}"`);
    } else if (typeof payload.org_name !== 'string' || payload.org_name !== org.toLowerCase()) {
      fail('organization', `Organization (org_name) does not match "${org.toLowerCase()}"`);
    }
  }
  return payload;
}

/**
 * Every identity-token check of spec 1 §5: the claim rules above, then the RS256 signature against
 * the provider's keys. Resolves to the verified payload; rejects with IdTokenValidationError.
 */
export async function validateIdToken(token: string, expected: IdTokenExpectations): Promise<JWTPayload> {
  const payload = checkIdTokenClaims(token, expected);
  try {
    const options = {
      algorithms: ['RS256'],
      currentDate: claimsDate(expected),
      clockTolerance: expected.leewaySeconds ?? ID_TOKEN_LEEWAY_SECONDS,
    };
    if (typeof expected.key === 'function') await jwtVerify(token, expected.key, options);
    else await jwtVerify(token, expected.key, options);
  } catch (error) {
    if (error instanceof IdTokenValidationError) throw error;
    fail('signature', `ID token signature could not be verified: ${(error as Error)?.message ?? String(error)}`);
  }
  return payload;
}

/** jose re-checks exp/iat; give it the same clock (claims were already checked with the leeway). */
function claimsDate(expected: IdTokenExpectations): Date {
  const now = expected.now ?? Math.floor(Date.now() / 1000);
  return new Date(now * 1000);
}
