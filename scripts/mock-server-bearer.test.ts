import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { bearerCheck } from './mock-server-bearer';

const ISSUER = 'http://127.0.0.1:9091';
let privateKey: CryptoKey;
let strangerKey: CryptoKey;
let check: ReturnType<typeof bearerCheck>;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true });
  privateKey = pair.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256' };
  check = bearerCheck({ issuer: ISSUER, keys: createLocalJWKSet({ keys: [jwk] }) });
});

/** An access token as the provider signs it; `claims` override the defaults. */
function token(claims: Record<string, unknown> = {}, key: CryptoKey = privateKey): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    iss: ISSUER,
    aud: 'rentalmanagerapi',
    sub: 'mock|alex-morgan',
    iat: now,
    exp: now + 60,
    ...claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .sign(key);
}

const call = (path: string, bearer?: string) =>
  check(
    new Request(`http://127.0.0.1:9090/api${path}`, {
      headers: bearer === undefined ? {} : { Authorization: `Bearer ${bearer}` },
    }),
  );

async function refusal(path: string, bearer?: string) {
  const response = await call(path, bearer);
  expect(response?.status).toBe(401);
  expect(response?.headers.get('content-type')).toBe('application/problem+json');
  expect(response?.headers.get('www-authenticate')).toMatch(/^Bearer error="invalid_token"/);
  return ((await response!.json()) as { detail: string }).detail;
}

describe('mock:server --issuer: the bearer check of a real API', () => {
  it('lets a token signed by the issuer for the API through', async () => {
    expect(await call('/tenants', await token())).toBeNull();
  });

  it('answers 401 with a problem body naming the reason', async () => {
    expect(await refusal('/tenants')).toBe('A bearer access token is required.');
    expect(await refusal('/tenants', 'demo')).toMatch(/^The access token is not valid/);
    const now = Math.floor(Date.now() / 1000);
    expect(await refusal('/tenants', await token({ iat: now - 120, exp: now - 60 }))).toBe(
      'The access token has expired.',
    );
    expect(await refusal('/tenants', await token({ aud: 'rental-manager-web' }))).toBe(
      `The access token's audience is not "rentalmanagerapi".`,
    );
    expect(await refusal('/tenants', await token({ iss: 'http://elsewhere' }))).toBe(
      `The access token was not issued by ${ISSUER}.`,
    );
    expect(await refusal('/tenants', await token({}, strangerKey))).toMatch(/signature/);
  });

  it('leaves the public paths and CORS preflights alone', async () => {
    expect(await call('/health')).toBeNull();
    expect(await check(new Request('http://127.0.0.1:9090/api/tenants', { method: 'OPTIONS' }))).toBeNull();
  });
});
