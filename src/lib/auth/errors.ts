import { ErrorResponse, ErrorTimeout } from 'oidc-client-ts';

/**
 * Sign-in error catalogue (spec 1 §8). Every sign-in failure shows **Login failed**; a failed token
 * fetch shows **Get access token failed**. `message` carries the catalogue's finer reading (e.g.
 * "Invalid state" for state_mismatch / missing_transaction).
 */
export type AuthErrorCode =
  | 'state_mismatch'
  | 'missing_transaction'
  | 'login_required'
  | 'missing_refresh_token'
  | 'timeout'
  | 'popup_closed'
  | 'popup_timeout'
  | 'popup_blocked'
  | 'invalid_id_token'
  | 'missing_callback_params'
  | 'access_denied'
  | 'login_failed'
  | 'token_failed';

export const LOGIN_FAILED = 'Login failed';
export const GET_ACCESS_TOKEN_FAILED = 'Get access token failed';
export const INVALID_STATE = 'Invalid state';

export interface AuthErrorInfo {
  code: AuthErrorCode;
  /** The headline users see: "Login failed" or "Get access token failed". */
  title: typeof LOGIN_FAILED | typeof GET_ACCESS_TOKEN_FAILED;
  /** Detail under the headline (catalogue wording, or the provider's description). */
  message: string;
}

/** Raised by the app's identity-token checks (spec 1 §5) and by the callback without query params. */
export class AuthFlowError extends Error {
  readonly code: AuthErrorCode;
  constructor(code: AuthErrorCode, message: string) {
    super(message);
    this.name = 'AuthFlowError';
    this.code = code;
  }
}

function messageOf(error: unknown): string {
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string')
    return error.message;
  return typeof error === 'string' ? error : '';
}

/** Where the failure happened: a sign-in (redirect, callback, popup) or a token fetch / silent renewal. */
export type AuthErrorSource = 'signin' | 'token';

/**
 * Maps whatever oidc-client-ts, react-oidc-context (whose normalised errors keep the original in
 * `innerError`) or the app's checks threw onto the catalogue.
 */
export function describeAuthError(error: unknown, source: AuthErrorSource = 'signin'): AuthErrorInfo {
  const inner =
    error && typeof error === 'object' && 'innerError' in error && error.innerError ? error.innerError : error;
  const title = source === 'token' ? GET_ACCESS_TOKEN_FAILED : LOGIN_FAILED;
  const text = messageOf(inner) || messageOf(error);

  if (inner instanceof AuthFlowError) return { code: inner.code, title, message: inner.message };
  if (inner instanceof ErrorTimeout || /timed? ?out/i.test(text)) {
    const popup = /popup/i.test(text);
    return { code: popup ? 'popup_timeout' : 'timeout', title, message: popup ? 'Popup timeout' : 'Timeout' };
  }
  if (inner instanceof ErrorResponse || (inner && typeof inner === 'object' && 'error' in inner)) {
    const code = String((inner as { error?: unknown }).error ?? '');
    const description = String((inner as { error_description?: unknown }).error_description ?? '');
    if (code === 'login_required') return { code: 'login_required', title, message: 'Login required' };
    if (code === 'access_denied') return { code: 'access_denied', title, message: description || 'Access denied' };
    return { code: source === 'token' ? 'token_failed' : 'login_failed', title, message: description || code || text };
  }
  if (/State does not match/i.test(text)) return { code: 'state_mismatch', title, message: INVALID_STATE };
  if (/No matching state found|No state in response/i.test(text)) {
    return { code: 'missing_transaction', title, message: INVALID_STATE };
  }
  if (/No silent_redirect_uri configured|missing refresh token/i.test(text)) {
    return { code: 'missing_refresh_token', title, message: 'Missing refresh token' };
  }
  if (/Popup closed/i.test(text)) return { code: 'popup_closed', title, message: 'Popup closed' };
  if (/popup.*(blocked|failed to open)|Error opening popup/i.test(text)) {
    return { code: 'popup_blocked', title, message: 'Popup blocked' };
  }
  return { code: source === 'token' ? 'token_failed' : 'login_failed', title, message: text || title };
}
