import { MOCK_CLIENT_ID } from '@/lib/config';
import { clearIdpSession, saveCode, setIdpSession } from './store';
import type { DemoUser } from './users';

/**
 * The simulated provider's authorize and end-session logic, used by its pages
 * (src/features/mock-idp) and by tests that stand in for a user's decision on those pages.
 */
export interface AuthorizeRequest {
  clientId: string;
  redirectUri: string;
  scope: string;
  state: string;
  nonce?: string;
  codeChallenge: string;
  codeChallengeMethod: 'S256';
  audience?: string;
  organization?: string;
  prompt?: string;
}

export type ParsedAuthorize =
  /** A valid request: show the account picker (or answer at once for prompt=none). */
  | { kind: 'ok'; request: AuthorizeRequest }
  /** An error the client must hear about: redirect there. */
  | { kind: 'redirect'; url: string }
  /** Unknown client or a redirect_uri we must not send anyone to: show the message on the page. */
  | { kind: 'fatal'; message: string };

function sameOrigin(url: string, origin: string): boolean {
  try {
    return new URL(url).origin === origin;
  } catch {
    return false;
  }
}

function errorRedirect(redirectUri: string, state: string | null, error: string, description: string): string {
  const url = new URL(redirectUri);
  url.searchParams.set('error', error);
  url.searchParams.set('error_description', description);
  if (state) url.searchParams.set('state', state);
  return url.toString();
}

/** Reads and checks the authorize request in the page's query string. */
export function parseAuthorizeRequest(search: string, pageOrigin: string): ParsedAuthorize {
  const q = new URLSearchParams(search);
  const clientId = q.get('client_id');
  const redirectUri = q.get('redirect_uri');
  const state = q.get('state');
  if (clientId !== MOCK_CLIENT_ID) return { kind: 'fatal', message: `Unknown client_id "${clientId ?? ''}".` };
  if (!redirectUri || !sameOrigin(redirectUri, pageOrigin)) {
    return { kind: 'fatal', message: 'The redirect_uri is missing or not on this site.' };
  }
  if (q.get('response_type') !== 'code') {
    return {
      kind: 'redirect',
      url: errorRedirect(redirectUri, state, 'unsupported_response_type', 'Only response_type=code is supported'),
    };
  }
  const scope = q.get('scope') ?? '';
  if (!scope.split(' ').includes('openid')) {
    return {
      kind: 'redirect',
      url: errorRedirect(redirectUri, state, 'invalid_scope', 'The openid scope is required'),
    };
  }
  const codeChallenge = q.get('code_challenge');
  if (!codeChallenge || q.get('code_challenge_method') !== 'S256') {
    return {
      kind: 'redirect',
      url: errorRedirect(redirectUri, state, 'invalid_request', 'PKCE with code_challenge_method=S256 is required'),
    };
  }
  if (!state)
    return { kind: 'redirect', url: errorRedirect(redirectUri, null, 'invalid_request', 'state is required') };
  return {
    kind: 'ok',
    request: {
      clientId,
      redirectUri,
      scope,
      state,
      nonce: q.get('nonce') ?? undefined,
      codeChallenge,
      codeChallengeMethod: 'S256',
      audience: q.get('audience') ?? undefined,
      organization: q.get('organization') ?? undefined,
      prompt: q.get('prompt') ?? undefined,
    },
  };
}

/** The user chose an account and pressed Sign in: start the IdP session, issue a code, go back. */
export function approveAuthorize(request: AuthorizeRequest, user: DemoUser): string {
  setIdpSession(user.sub);
  const code = saveCode({
    clientId: request.clientId,
    redirectUri: request.redirectUri,
    codeChallenge: request.codeChallenge,
    codeChallengeMethod: request.codeChallengeMethod,
    nonce: request.nonce,
    scope: request.scope,
    audience: request.audience,
    organization: request.organization,
    sub: user.sub,
  });
  const url = new URL(request.redirectUri);
  url.searchParams.set('code', code);
  url.searchParams.set('state', request.state);
  return url.toString();
}

/** The user pressed Cancel (or prompt=none found no session): go back with an error and the same state. */
export function denyAuthorize(
  request: AuthorizeRequest,
  error = 'access_denied',
  description = 'The user cancelled the sign-in',
): string {
  return errorRedirect(request.redirectUri, request.state, error, description);
}

/**
 * End session: forget the provider session and say where to go next — post_logout_redirect_uri
 * (with the state, if any) or returnTo; null when neither is a URL on this site.
 */
export function endSession(search: string, pageOrigin: string): string | null {
  clearIdpSession();
  return logoutTarget(search, pageOrigin);
}

/** Where the end-session page returns to: post_logout_redirect_uri (with state) or returnTo, when on this site. */
export function logoutTarget(search: string, pageOrigin: string): string | null {
  const q = new URLSearchParams(search);
  const postLogout = q.get('post_logout_redirect_uri');
  if (postLogout && sameOrigin(postLogout, pageOrigin)) {
    const url = new URL(postLogout);
    const state = q.get('state');
    if (state) url.searchParams.set('state', state);
    return url.toString();
  }
  const returnTo = q.get('returnTo');
  if (returnTo && sameOrigin(returnTo, pageOrigin)) return returnTo;
  return null;
}
