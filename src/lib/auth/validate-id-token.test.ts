import { generateKeyPair, SignJWT, exportJWK, createLocalJWKSet, type CryptoKey, type JWTPayload } from 'jose';
import {
  checkIdTokenClaims,
  validateIdToken,
  IdTokenValidationError,
  type IdTokenExpectations,
} from './validate-id-token';

const ISSUER = 'https://idp.example.com/';
const CLIENT = 'rental-manager-web';
const NOW = 1_750_000_000;

let privateKey: CryptoKey;
let otherPrivateKey: CryptoKey;
let expectations: IdTokenExpectations;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true });
  privateKey = pair.privateKey;
  otherPrivateKey = (await generateKeyPair('RS256')).privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256' };
  expectations = {
    issuer: ISSUER,
    clientId: CLIENT,
    nonce: 'n-123',
    key: createLocalJWKSet({ keys: [jwk] }),
    now: NOW,
  };
});

const validClaims = (): JWTPayload => ({
  iss: ISSUER,
  sub: 'auth0|42',
  aud: CLIENT,
  azp: CLIENT,
  exp: NOW + 3600,
  iat: NOW - 10,
  nonce: 'n-123',
  name: 'Alex Morgan',
});

async function token(claims: JWTPayload, key: CryptoKey = privateKey, alg = 'RS256'): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg, kid: 'k1' }).sign(key);
}

const b64url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

async function failedCheck(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(IdTokenValidationError);
    return (error as IdTokenValidationError).check;
  }
  throw new Error('expected the token to be refused');
}

describe('validateIdToken (spec 1 §5 identity token checks)', () => {
  it('accepts a well-formed RS256 token that meets every rule and returns its claims', async () => {
    const payload = await validateIdToken(await token(validClaims()), expectations);
    expect(payload.sub).toBe('auth0|42');
    expect(payload.name).toBe('Alex Morgan');
  });

  it('refuses a token that does not have three parts', async () => {
    const [header, body] = (await token(validClaims())).split('.');
    expect(await failedCheck(validateIdToken(`${header}.${body}`, expectations))).toBe('format');
  });

  it('refuses a token not signed with RS256', async () => {
    // Same claims and an RS256 signature, but the header says HS256 (an algorithm-confusion attempt).
    const [, body, signature] = (await token(validClaims())).split('.');
    const hs = `${b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${body}.${signature}`;
    expect(await failedCheck(validateIdToken(hs, expectations))).toBe('algorithm');
  });

  it.each(['iss', 'sub', 'aud', 'exp', 'iat'])('refuses a token without the %s claim', async (claim) => {
    const claims = validClaims();
    delete claims[claim];
    const error = await validateIdToken(await token(claims), expectations).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IdTokenValidationError);
    expect((error as IdTokenValidationError).check).toBe('missing_claim');
    expect((error as Error).message).toContain(claim);
  });

  it('refuses a token from another issuer', async () => {
    const t = await token({ ...validClaims(), iss: 'https://evil.example.com/' });
    expect(await failedCheck(validateIdToken(t, expectations))).toBe('issuer');
  });

  it('refuses a token issued to another client', async () => {
    const t = await token({ ...validClaims(), aud: 'someone-else', azp: 'someone-else' });
    expect(await failedCheck(validateIdToken(t, expectations))).toBe('audience');
  });

  it('accepts a list audience only when azp is this client', async () => {
    const ok = await token({ ...validClaims(), aud: [CLIENT, 'rentalmanagerapi'], azp: CLIENT });
    await expect(validateIdToken(ok, expectations)).resolves.toMatchObject({ sub: 'auth0|42' });
    const bad = await token({ ...validClaims(), aud: [CLIENT, 'rentalmanagerapi'], azp: 'rentalmanagerapi' });
    expect(await failedCheck(validateIdToken(bad, expectations))).toBe('authorized_party');
    const single = await token({ ...validClaims(), aud: [CLIENT], azp: undefined });
    expect(await failedCheck(validateIdToken(single, expectations))).toBe('authorized_party');
  });

  it('allows 60 s of clock skew on exp, and no more', async () => {
    const withinLeeway = await token({ ...validClaims(), exp: NOW - 59 });
    await expect(validateIdToken(withinLeeway, expectations)).resolves.toBeTruthy();
    const expired = await token({ ...validClaims(), exp: NOW - 61 });
    expect(await failedCheck(validateIdToken(expired, expectations))).toBe('expired');
  });

  it('allows 60 s of clock skew on iat, and refuses tokens issued later than that', async () => {
    const slightlyAhead = await token({ ...validClaims(), iat: NOW + 59 });
    await expect(validateIdToken(slightlyAhead, expectations)).resolves.toBeTruthy();
    const future = await token({ ...validClaims(), iat: NOW + 120 });
    expect(await failedCheck(validateIdToken(future, expectations))).toBe('issued_in_future');
  });

  it('refuses a token whose nonce differs from the one sent (or is missing)', async () => {
    expect(await failedCheck(validateIdToken(await token({ ...validClaims(), nonce: 'other' }), expectations))).toBe(
      'nonce',
    );
    const noNonce = validClaims();
    delete noNonce.nonce;
    expect(await failedCheck(validateIdToken(await token(noNonce), expectations))).toBe('nonce');
  });

  it('does not require a nonce when none was sent (refreshed tokens)', async () => {
    const noNonce = validClaims();
    delete noNonce.nonce;
    await expect(validateIdToken(await token(noNonce), { ...expectations, nonce: undefined })).resolves.toBeTruthy();
  });

  it('checks org_id when an organization id is required', async () => {
    const withOrg = { ...expectations, organization: 'org_abc123' };
    await expect(
      validateIdToken(await token({ ...validClaims(), org_id: 'org_abc123' }), withOrg),
    ).resolves.toBeTruthy();
    expect(await failedCheck(validateIdToken(await token({ ...validClaims(), org_id: 'org_zzz' }), withOrg))).toBe(
      'organization',
    );
    expect(await failedCheck(validateIdToken(await token(validClaims()), withOrg))).toBe('organization');
  });

  it('checks the lower-cased org_name when an organization name is required', async () => {
    const withOrg = { ...expectations, organization: 'Acme Rentals' };
    await expect(
      validateIdToken(await token({ ...validClaims(), org_name: 'acme rentals' }), withOrg),
    ).resolves.toBeTruthy();
    expect(
      await failedCheck(validateIdToken(await token({ ...validClaims(), org_name: 'Acme Rentals' }), withOrg)),
    ).toBe('organization');
  });

  it('refuses a token signed by a key the provider does not publish', async () => {
    const forged = await token(validClaims(), otherPrivateKey);
    expect(await failedCheck(validateIdToken(forged, expectations))).toBe('signature');
  });

  it('refuses a token whose payload was altered after signing', async () => {
    const [header, , signature] = (await token(validClaims())).split('.');
    const altered = b64url(JSON.stringify({ ...validClaims(), sub: 'auth0|admin' }));
    expect(await failedCheck(validateIdToken(`${header}.${altered}.${signature}`, expectations))).toBe('signature');
  });

  it('checkIdTokenClaims runs the claim rules without a key', async () => {
    const { key: _key, ...claimsOnly } = expectations;
    expect(checkIdTokenClaims(await token(validClaims()), claimsOnly).sub).toBe('auth0|42');
    expect(() => checkIdTokenClaims('not-a-jwt', claimsOnly)).toThrow(IdTokenValidationError);
  });
});
