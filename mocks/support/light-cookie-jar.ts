/**
 * What browser builds of the mock give MSW in place of tough-cookie (vite.config.ts `lightCookieJar`).
 * MSW keeps the cookies that handlers' responses set in a jar saved in localStorage
 * (msw/lib/core/utils/cookieStore.mjs) and adds a URL's cookies to each request it handles. Of
 * tough-cookie it uses only: `new MemoryCookieStore()` and its `idx` (domain → path → name → Cookie),
 * `new CookieJar(store)`, `jar.setCookie(setCookieHeader, url)`, `jar.getCookiesSync(url)`,
 * `Cookie.fromJSON`, `cookie.toJSON()`, `cookie.toString()` and the fields `key`, `value`, `domain`,
 * `path`. This module is exactly that, with RFC 6265's rules for which cookies a URL gets (host-only
 * or domain match, path match, Secure only on a secure origin, expiry by Expires or Max-Age) and the
 * same JSON, so a jar saved by either reads back in the other.
 *
 * Safe because the mock's handlers neither set nor read cookies: the API takes a bearer token and the
 * mock identity provider keeps its session in localStorage (mocks/idp/store.ts), so the jar stays
 * empty. Left out, as no response of the mock meets them: tough-cookie's public suffix check of a
 * Domain attribute, the __Secure-/__Host- prefix rules, SameSite contexts and its RFC 6265 date
 * parser (Date.parse reads the dates servers send). Node (tests, `npm run mock:server`) and the dev
 * server keep tough-cookie.
 */

type Expiry = Date | 'Infinity';

/** One cookie, as tough-cookie's `Cookie` stores and serialises it. */
export class Cookie {
  key = '';
  value = '';
  expires: Expiry = 'Infinity';
  maxAge: number | 'Infinity' | '-Infinity' | null = null;
  domain: string | null = null;
  path: string | null = null;
  secure = false;
  httpOnly = false;
  extensions: string[] | null = null;
  hostOnly: boolean | null = null;
  pathIsDefault: boolean | null = null;
  creation: Date | null = new Date();
  lastAccessed: Date | null = null;
  sameSite: string | undefined = undefined;

  /** Parses a Set-Cookie header value (one cookie); undefined when it has no `name=value`. */
  static parse(header: string): Cookie | undefined {
    const [pair, ...attributes] = header.trim().split(';');
    const eq = pair.indexOf('=');
    if (eq <= 0) return undefined;
    const cookie = new Cookie();
    cookie.key = pair.slice(0, eq).trim();
    cookie.value = pair.slice(eq + 1).trim();
    for (const attribute of attributes) {
      const av = attribute.trim();
      if (!av) continue;
      const sep = av.indexOf('=');
      const name = (sep === -1 ? av : av.slice(0, sep)).trim().toLowerCase();
      const value = sep === -1 ? '' : av.slice(sep + 1).trim();
      if (name === 'expires') {
        const time = Date.parse(value);
        if (!Number.isNaN(time)) cookie.expires = new Date(time);
      } else if (name === 'max-age') {
        if (/^-?\d+$/.test(value)) cookie.maxAge = Number.parseInt(value, 10);
      } else if (name === 'domain') {
        const domain = value.replace(/^\./, '').toLowerCase();
        if (domain) cookie.domain = domain;
      } else if (name === 'path') cookie.path = value.startsWith('/') ? value : null;
      else if (name === 'secure') cookie.secure = true;
      else if (name === 'httponly') cookie.httpOnly = true;
      else if (name === 'samesite') {
        const sameSite = value.toLowerCase();
        cookie.sameSite = ['strict', 'lax', 'none'].includes(sameSite) ? sameSite : undefined;
      } else (cookie.extensions ??= []).push(av);
    }
    return cookie;
  }

  /** A cookie from what `toJSON` wrote (or tough-cookie's own JSON); undefined for anything else. */
  static fromJSON(json: unknown): Cookie | undefined {
    let data = json;
    if (typeof data === 'string') {
      try {
        data = JSON.parse(data) as unknown;
      } catch {
        return undefined;
      }
    }
    if (!data || typeof data !== 'object') return undefined;
    const raw = data as Record<string, unknown>;
    const cookie = new Cookie();
    const date = (value: unknown) =>
      typeof value === 'string' || typeof value === 'number' ? new Date(value) : value === null ? null : undefined;
    if (typeof raw.key === 'string') cookie.key = raw.key;
    if (typeof raw.value === 'string') cookie.value = raw.value;
    if (raw.expires !== undefined && raw.expires !== 'Infinity') cookie.expires = date(raw.expires) ?? 'Infinity';
    if (typeof raw.maxAge === 'number' || raw.maxAge === 'Infinity' || raw.maxAge === '-Infinity')
      cookie.maxAge = raw.maxAge;
    if (typeof raw.domain === 'string') cookie.domain = raw.domain;
    if (typeof raw.path === 'string') cookie.path = raw.path;
    if (typeof raw.secure === 'boolean') cookie.secure = raw.secure;
    if (typeof raw.httpOnly === 'boolean') cookie.httpOnly = raw.httpOnly;
    if (Array.isArray(raw.extensions)) cookie.extensions = raw.extensions.filter((e) => typeof e === 'string');
    if (typeof raw.hostOnly === 'boolean') cookie.hostOnly = raw.hostOnly;
    if (typeof raw.pathIsDefault === 'boolean') cookie.pathIsDefault = raw.pathIsDefault;
    if (raw.creation !== undefined) cookie.creation = date(raw.creation) ?? null;
    if (raw.lastAccessed !== undefined) cookie.lastAccessed = date(raw.lastAccessed) ?? null;
    if (typeof raw.sameSite === 'string') cookie.sameSite = raw.sameSite;
    return cookie;
  }

  /** Its fields that differ from a new cookie's, dates as ISO text (tough-cookie's JSON). */
  toJSON(): Record<string, unknown> {
    const blank = new Cookie();
    const json: Record<string, unknown> = {};
    for (const [field, value] of Object.entries(this)) {
      if (field !== 'creation' && value === blank[field as keyof Cookie]) continue;
      if (value === undefined) continue;
      json[field] = value instanceof Date ? value.toISOString() : value;
    }
    return json;
  }

  /** `name=value`, as a Cookie request header carries it. */
  cookieString(): string {
    return this.key ? `${this.key}=${this.value}` : this.value;
  }

  /** The cookie as a Set-Cookie header value. */
  toString(): string {
    let text = this.cookieString();
    if (this.expires instanceof Date) text += `; Expires=${this.expires.toUTCString()}`;
    if (this.maxAge !== null && this.maxAge !== 'Infinity') text += `; Max-Age=${this.maxAge}`;
    if (this.domain && !this.hostOnly) text += `; Domain=${this.domain}`;
    if (this.path) text += `; Path=${this.path}`;
    if (this.secure) text += '; Secure';
    if (this.httpOnly) text += '; HttpOnly';
    if (this.sameSite) text += `; SameSite=${this.sameSite[0].toUpperCase()}${this.sameSite.slice(1)}`;
    for (const extension of this.extensions ?? []) text += `; ${extension}`;
    return text;
  }

  /** When it expires (ms since the epoch): Max-Age from its last use or creation wins over Expires. */
  expiryTime(): number {
    if (this.maxAge !== null) {
      if (this.maxAge === 'Infinity') return Infinity;
      if (this.maxAge === '-Infinity' || this.maxAge <= 0) return -Infinity;
      return (this.lastAccessed ?? this.creation ?? new Date()).getTime() + this.maxAge * 1000;
    }
    return this.expires === 'Infinity' ? Infinity : this.expires.getTime();
  }
}

/** The jar's cookies by domain, path and name (MSW saves and restores `idx` itself). */
export class MemoryCookieStore {
  idx: Record<string, Record<string, Record<string, Cookie>>> = {};
}

/** True when a cookie for `cookiePath` goes with a request for `requestPath` (RFC 6265 5.1.4). */
function pathMatches(requestPath: string, cookiePath: string): boolean {
  if (requestPath === cookiePath) return true;
  if (!requestPath.startsWith(cookiePath)) return false;
  return cookiePath.endsWith('/') || requestPath[cookiePath.length] === '/';
}

/** True when `host` is `domain` or a name under it, and not an IP address (RFC 6265 5.1.3). */
function domainMatches(host: string, domain: string): boolean {
  if (host === domain) return true;
  return host.endsWith(`.${domain}`) && !/^[\d.]+$/.test(host) && !host.includes(':');
}

/** The path a cookie without a Path attribute gets: the request path up to its last `/` (RFC 6265 5.1.4). */
function defaultPath(path: string): string {
  const slash = path.lastIndexOf('/');
  return !path.startsWith('/') || slash <= 0 ? '/' : path.slice(0, slash);
}

/** https, or a host that browsers treat as secure (localhost and loopback addresses). */
function isSecureOrigin(url: URL): boolean {
  if (url.protocol === 'https:' || url.protocol === 'wss:') return true;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

function requestPathOf(url: URL): string {
  try {
    return decodeURI(url.pathname);
  } catch {
    return url.pathname;
  }
}

/** The jar over a store: stores a response's cookie for its URL and hands out a URL's cookies. */
export class CookieJar {
  constructor(readonly store: MemoryCookieStore = new MemoryCookieStore()) {}

  /**
   * Stores the cookie of a Set-Cookie header value set by a response to `url`. Rejects, as
   * tough-cookie does, a value that is no cookie and a Domain that `url`'s host is not in.
   */
  setCookie(header: string, url: string): Promise<Cookie | undefined> {
    const cookie = Cookie.parse(header);
    if (!cookie) return Promise.reject(new Error('Cookie failed to parse'));
    const target = new URL(url);
    const host = target.hostname.toLowerCase();
    if (cookie.domain) {
      if (!domainMatches(host, cookie.domain))
        return Promise.reject(new Error(`Cookie not in this host's domain. Cookie:${cookie.domain} Request:${host}`));
      cookie.hostOnly ??= false;
    } else {
      cookie.hostOnly = true;
      cookie.domain = host;
    }
    if (!cookie.path) {
      cookie.path = defaultPath(requestPathOf(target));
      cookie.pathIsDefault = true;
    }
    const paths = (this.store.idx[cookie.domain] ??= {});
    const names = (paths[cookie.path] ??= {});
    const now = new Date();
    cookie.creation = names[cookie.key]?.creation ?? now;
    cookie.lastAccessed = now;
    names[cookie.key] = cookie;
    return Promise.resolve(cookie);
  }

  /** The cookies a request to `url` carries, longest path first; expired ones are removed. */
  getCookiesSync(url: string): Cookie[] {
    const target = new URL(url);
    const host = target.hostname.toLowerCase();
    const path = requestPathOf(target) || '/';
    const secure = isSecureOrigin(target);
    const now = Date.now();
    const found: Cookie[] = [];
    for (const [domain, paths] of Object.entries(this.store.idx)) {
      for (const [cookiePath, names] of Object.entries(paths)) {
        if (!pathMatches(path, cookiePath)) continue;
        for (const [name, cookie] of Object.entries(names)) {
          if (cookie.hostOnly ? domain !== host : !domainMatches(host, domain)) continue;
          if (cookie.secure && !secure) continue;
          if (cookie.expiryTime() <= now) {
            delete names[name];
            continue;
          }
          found.push(cookie);
        }
      }
    }
    const accessed = new Date();
    for (const cookie of found) cookie.lastAccessed = accessed;
    return found.sort(
      (a, b) =>
        (b.path?.length ?? 0) - (a.path?.length ?? 0) || (a.creation?.getTime() ?? 0) - (b.creation?.getTime() ?? 0),
    );
  }
}
