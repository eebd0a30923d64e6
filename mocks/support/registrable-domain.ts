/**
 * What browser builds of the mock give tough-cookie in place of tldts (vite.config.ts
 * `lightCookieDomains`). MSW keeps a cookie jar (tough-cookie), which asks tldts for a host's
 * registrable domain, and tldts carries the whole public suffix list: about a third of the mock's
 * worker chunk. The mock's handlers neither set nor read cookies (the API takes a bearer token), so the
 * jar stays empty and its domain matching decides nothing: the last two labels of the host stand in
 * for the list. Node (tests, `npm run mock:server`) keeps tldts.
 */

/** The registrable domain of a host name as tough-cookie asks it (`getDomain`); null for an IP address or a single label. */
export function getDomain(hostname: string): string | null {
  const host = hostname.replace(/\.$/, '').toLowerCase();
  if (!host || host.includes(':') || /^[\d.]+$/.test(host)) return null;
  const labels = host.split('.');
  return labels.length < 2 ? null : labels.slice(-2).join('.');
}
