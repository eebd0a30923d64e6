/**
 * The Content-Security-Policy the app runs under, one source for every build: vite.config.ts writes it
 * into `_headers` (preview and production builds) and sends it from `vite preview`; docs/backend.md
 * *Content security policy* explains each directive for a production host.
 *
 * What each allowance is for:
 * - `script-src 'self'`: the app's own chunks only. No `'unsafe-inline'` (index.html loads one module
 *   file; the API docs page's inline scripts are moved to files at build time) and no `'unsafe-eval'`
 *   (neither the app nor the mock compiles code at run time: the mock's body validators are compiled
 *   at build time, see vite.config.ts).
 * - `style-src 'self' 'unsafe-inline'`: Chakra UI styles through Emotion, which writes the CSS of every
 *   component into `<style>` elements while the app runs, and React sets `style` attributes. A nonce
 *   would need a server that puts a fresh value into every response (the app is static files; a nonce
 *   fixed at build time protects nothing) and hashes cannot name CSS made at run time. Inline styles
 *   cannot run code; what they could do (restyle or read attribute values through selectors) needs
 *   markup injection, which React's escaping and the script policy already stop.
 * - `img-src 'self' data:` (+ the API's origin): photos come from the API (`/files/…`), the mock
 *   provider's avatars are `data:` SVGs. A real provider's `picture` claim may name any host (Gravatar,
 *   Google…), so a production build allows images over `https:`.
 * - `font-src 'self' data:`: the app uses system fonts; the API docs page (preview builds) carries its
 *   tree view's icon font as a `data:` URL. A font cannot run code.
 * - `connect-src 'self'` + the API's and the identity provider's origins: the only hosts the app calls
 *   (discovery, token and JWKS at the provider; everything else at the API). In mock builds both are the
 *   app's own origin, answered by the mock's service worker.
 * - `worker-src 'self'`: the mock's service worker (`mockServiceWorker.js`) in mock builds; same-origin
 *   files only, which the script policy already trusts.
 * - `frame-src 'none'`, `object-src 'none'`: the app embeds no frames (no silent sign-in iframe: tokens
 *   are renewed with refresh tokens), no plugins. Mock builds: `frame-src 'self'`, for Storybook
 *   (`<base>storybook/`), whose page shows each story in a frame of its own origin.
 * - `frame-ancestors 'none'`: no other site may frame the app (clickjacking). Mock builds: `'self'`, so
 *   Storybook's story frame may be framed by Storybook's page; other sites still may not.
 * - `base-uri 'self'`, `form-action 'self'`: an injected `<base>` or `<form>` cannot send URLs or
 *   data elsewhere.
 *
 * The API docs page (`<base>api-docs/`) and Storybook (`<base>storybook/`, preview builds) run under the
 * same policy (their inline scripts are moved to files at build time): static hosts add up
 * the headers of every `_headers` rule a path matches, so a looser policy for its folder would be sent
 * beside this one and the browser would enforce both. Three things it tries stay refused, on purpose,
 * and the page works without them (its search too): Redocly's telemetry (`otel.cloud.redocly.com`: the
 * page does not phone home), the "API docs by" logo from Redocly's CDN, and a `Function()` test of
 * whether its search may run in a worker.
 */
export interface PolicySources {
  /** Mock builds (preview, e2e): API and identity provider are the app's own origin. */
  mock: boolean;
  /** VITE_API_BASE_URL: absolute, or a path on the app's origin (the default `/api`). */
  apiBaseUrl?: string;
  /** VITE_OIDC_AUTHORITY: the identity provider's issuer URL. */
  oidcAuthority?: string;
}

/** The origin of an absolute http(s) URL, `'self'` for a path on the app's own origin. */
export function originOf(url: string | undefined): string {
  if (!url || !/^https?:\/\//i.test(url)) return "'self'";
  return new URL(url).origin;
}

export function contentSecurityPolicy({ mock, apiBaseUrl, oidcAuthority }: PolicySources): string {
  const unique = (sources: string[]) => [...new Set(sources)].join(' ');
  const api = mock ? "'self'" : originOf(apiBaseUrl);
  const idp = mock ? "'self'" : originOf(oidcAuthority);
  const directives: Array<[string, string]> = [
    ['default-src', "'self'"],
    ['script-src', "'self'"],
    ['style-src', "'self' 'unsafe-inline'"],
    ['img-src', unique(["'self'", 'data:', api, ...(mock ? [] : ['https:'])])],
    ['font-src', "'self' data:"],
    ['connect-src', unique(["'self'", api, idp])],
    ['worker-src', "'self'"],
    ['frame-src', mock ? "'self'" : "'none'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', mock ? "'self'" : "'none'"],
  ];
  return directives.map(([name, value]) => `${name} ${value}`).join('; ');
}
