import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';

/**
 * The simulated provider's RS256 signing key. Generated once per browser and kept in localStorage as
 * JWKs, so tokens issued before a reload still verify after it (the JWKS stays the same).
 */
const KEY_STORAGE = 'rental-manager:mock-idp:signing-key';

interface StoredKey {
  kid: string;
  privateJwk: JWK;
  publicJwk: JWK;
}

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicJwk: JWK;
}

let cache: { raw: string; key: SigningKey } | null = null;
let generating: Promise<SigningKey> | null = null;

function readStored(): string | null {
  try {
    return localStorage.getItem(KEY_STORAGE);
  } catch {
    return null;
  }
}

async function fromStored(raw: string): Promise<SigningKey> {
  const stored = JSON.parse(raw) as StoredKey;
  const privateKey = (await importJWK(stored.privateJwk, 'RS256')) as CryptoKey;
  return { kid: stored.kid, privateKey, publicJwk: stored.publicJwk };
}

async function generate(): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
  const publicJwk = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(publicJwk);
  const stored: StoredKey = {
    kid,
    privateJwk: { ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' },
    publicJwk: { ...publicJwk, kid, alg: 'RS256', use: 'sig' },
  };
  const raw = JSON.stringify(stored);
  try {
    localStorage.setItem(KEY_STORAGE, raw);
  } catch {
    // No storage: the key lives as long as this page.
  }
  const key: SigningKey = { kid, privateKey, publicJwk: stored.publicJwk };
  cache = { raw, key };
  return key;
}

/** The current signing key (loaded from storage, or generated and stored on first use). */
export async function signingKey(): Promise<SigningKey> {
  const raw = readStored();
  if (raw && cache?.raw === raw) return cache.key;
  if (raw) {
    try {
      const key = await fromStored(raw);
      cache = { raw, key };
      return key;
    } catch (error) {
      console.warn('[mock idp] unreadable signing key, generating a new one', error);
    }
  }
  generating ??= generate().finally(() => {
    generating = null;
  });
  return generating;
}

/** The JWKS document the provider publishes. */
export async function publicJwks(): Promise<{ keys: JWK[] }> {
  const key = await signingKey();
  return { keys: [key.publicJwk] };
}
