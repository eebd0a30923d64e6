/**
 * Runtime configuration, read once from Vite's env. Production values come from VITE_* variables
 * at build time (see docs/backend.md "Environment variables"); mock mode (dev, tests, Storybook, preview)
 * points the API and the identity provider at the in-app mocks.
 */
// `?? {}`: Node scripts run by tsx (npm run mock:server) import this module without Vite.
const env = (import.meta.env ?? {}) as ImportMetaEnv & { MODE?: string; BASE_URL?: string };

/** True when the mock API and the simulated identity provider run in the browser or in Node. */
export const mockMode: boolean = env.VITE_MOCK === 'true' || env.MODE === 'test';

/** Vite's base path, always with a trailing slash ("/" or "/some/path/"). */
export const basePath: string = env.BASE_URL ?? '/';

/** The router basename: the base path without its trailing slash ("" at the root). */
export const routerBasename: string = basePath.replace(/\/$/, '');

function origin(): string {
  return typeof window !== 'undefined' && window.location?.origin && window.location.origin !== 'null'
    ? window.location.origin
    : 'http://localhost';
}

/**
 * Absolute API base URL. In mock mode it is `<origin><base>api`; in production VITE_API_BASE_URL
 * (absolute, or a path resolved against the page origin). Absolute so that MSW in Node sees requests.
 */
export function apiBaseUrl(): string {
  const configured = mockMode ? `${basePath}api` : (env.VITE_API_BASE_URL ?? '/api');
  return new URL(configured, origin()).toString().replace(/\/$/, '');
}

export interface OidcConfig {
  authority: string;
  clientId: string;
  audience: string;
  organization?: string;
  /** Path of the callback route, relative to the base path. */
  redirectPath: string;
  useRefreshTokens: boolean;
}

/** The mock identity provider lives under this path segment of the app (pages and MSW endpoints). */
export const MOCK_IDP_SEGMENT = 'mock-idp';
export const MOCK_CLIENT_ID = 'rental-manager-web';
export const API_AUDIENCE = 'rentalmanagerapi';

export function oidcConfig(): OidcConfig {
  if (mockMode) {
    return {
      authority: new URL(`${basePath}${MOCK_IDP_SEGMENT}`, origin()).toString(),
      clientId: MOCK_CLIENT_ID,
      audience: API_AUDIENCE,
      organization: undefined,
      redirectPath: 'callback',
      useRefreshTokens: true,
    };
  }
  return {
    authority: env.VITE_OIDC_AUTHORITY ?? '',
    clientId: env.VITE_OIDC_CLIENT_ID ?? '',
    audience: env.VITE_OIDC_AUDIENCE ?? API_AUDIENCE,
    organization: env.VITE_OIDC_ORGANIZATION || undefined,
    redirectPath: (env.VITE_OIDC_REDIRECT_PATH ?? 'callback').replace(/^\//, ''),
    useRefreshTokens: env.VITE_OIDC_USE_REFRESH_TOKENS !== 'false',
  };
}

/** Absolute URL of a path inside the app, honouring the base path. */
export function appUrl(path: string): string {
  return new URL(`${basePath}${path.replace(/^\//, '')}`, origin()).toString();
}
