/**
 * The simulated identity provider's server-side state, kept in localStorage so the authorize page
 * (an app page) and the MSW token endpoint (same origin, same browser) share it: the IdP session,
 * the issued authorization codes and the refresh tokens.
 */
const PREFIX = 'rental-manager:mock-idp:';
const SESSION_KEY = `${PREFIX}session`;
const CODES_KEY = `${PREFIX}codes`;
const REFRESH_KEY = `${PREFIX}refresh-tokens`;

/** Authorization codes live 5 minutes and can be used once. */
export const CODE_LIFETIME_MS = 5 * 60 * 1000;

export interface IssuedCode {
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  codeChallengeMethod: 'S256';
  nonce?: string;
  scope: string;
  audience?: string;
  organization?: string;
  sub: string;
  expiresAt: number;
}

export interface IssuedRefreshToken {
  clientId: string;
  scope: string;
  audience?: string;
  organization?: string;
  sub: string;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function readMap<T>(key: string): Record<string, T> {
  try {
    const raw = storage()?.getItem(key);
    return raw ? (JSON.parse(raw) as Record<string, T>) : {};
  } catch {
    return {};
  }
}

function writeMap<T>(key: string, map: Record<string, T>): void {
  storage()?.setItem(key, JSON.stringify(map));
}

export function randomToken(bytes = 24): string {
  const data = new Uint8Array(bytes);
  crypto.getRandomValues(data);
  let text = '';
  for (const b of data) text += String.fromCharCode(b);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

// ---- session (who is signed in at the provider) ----

export function getIdpSession(): string | null {
  return storage()?.getItem(SESSION_KEY) ?? null;
}

export function setIdpSession(sub: string): void {
  storage()?.setItem(SESSION_KEY, sub);
}

/** Ends the provider session: the session and every refresh token are forgotten. */
export function clearIdpSession(): void {
  storage()?.removeItem(SESSION_KEY);
  storage()?.removeItem(REFRESH_KEY);
}

// ---- authorization codes ----

export function saveCode(record: Omit<IssuedCode, 'expiresAt'>, now = Date.now()): string {
  const code = randomToken();
  const codes = readMap<IssuedCode>(CODES_KEY);
  for (const [key, value] of Object.entries(codes)) if (value.expiresAt < now) delete codes[key];
  codes[code] = { ...record, expiresAt: now + CODE_LIFETIME_MS };
  writeMap(CODES_KEY, codes);
  return code;
}

/** Takes a code out of the store (single use). Undefined when unknown or expired. */
export function takeCode(code: string, now = Date.now()): IssuedCode | undefined {
  const codes = readMap<IssuedCode>(CODES_KEY);
  const record = codes[code];
  if (!record) return undefined;
  delete codes[code];
  writeMap(CODES_KEY, codes);
  return record.expiresAt >= now ? record : undefined;
}

// ---- refresh tokens ----

export function saveRefreshToken(record: IssuedRefreshToken): string {
  const token = randomToken(32);
  const tokens = readMap<IssuedRefreshToken>(REFRESH_KEY);
  tokens[token] = record;
  writeMap(REFRESH_KEY, tokens);
  return token;
}

export function findRefreshToken(token: string): IssuedRefreshToken | undefined {
  return readMap<IssuedRefreshToken>(REFRESH_KEY)[token];
}
