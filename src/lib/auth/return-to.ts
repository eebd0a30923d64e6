import { routerBasename } from '@/lib/config';

/** The sign-in state carried through the identity provider (oidc-client-ts `state`). */
export interface SigninState {
  /** Router path (without the base path) to land on after sign-in. */
  returnTo?: string;
}

/** The current router path (pathname without the base path, plus search and hash). */
export function currentRouterPath(location: Pick<Location, 'pathname' | 'search' | 'hash'> = window.location): string {
  let path = location.pathname;
  if (routerBasename && (path === routerBasename || path.startsWith(`${routerBasename}/`))) {
    path = path.slice(routerBasename.length) || '/';
  }
  return `${path}${location.search}${location.hash}`;
}

/**
 * A safe in-app returnTo: a router path starting with a single "/" (never another origin, never
 * the callback itself); anything else falls back to "/".
 */
export function safeReturnTo(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return fallback;
  }
  if (/^\/callback(?:[/?#]|$)/.test(value)) return fallback;
  return value;
}
