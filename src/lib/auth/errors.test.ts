import { ErrorResponse, ErrorTimeout } from 'oidc-client-ts';
import { AuthFlowError, describeAuthError } from './errors';

/** Spec 1 §8 sign-in error catalogue, from what oidc-client-ts / react-oidc-context actually throw. */
describe('describeAuthError', () => {
  it('state mismatch and a missing login transaction both read Invalid state under Login failed', () => {
    expect(describeAuthError(new Error('State does not match'))).toEqual({
      code: 'state_mismatch',
      title: 'Login failed',
      message: 'Invalid state',
    });
    expect(describeAuthError(new Error('No matching state found in storage'))).toMatchObject({
      code: 'missing_transaction',
      message: 'Invalid state',
    });
  });

  it('reads the original error out of react-oidc-context normalised errors', () => {
    const normalised = {
      name: 'Error',
      message: 'x',
      source: 'signinCallback',
      innerError: new Error('State does not match'),
    };
    expect(describeAuthError(normalised).code).toBe('state_mismatch');
  });

  it('maps provider error responses (login_required, access_denied)', () => {
    const required = new ErrorResponse({ error: 'login_required', error_description: 'Login required' });
    expect(describeAuthError(required)).toMatchObject({ code: 'login_required', title: 'Login failed' });
    const denied = new ErrorResponse({ error: 'access_denied', error_description: 'The user cancelled the sign-in' });
    expect(describeAuthError(denied)).toEqual({
      code: 'access_denied',
      title: 'Login failed',
      message: 'The user cancelled the sign-in',
    });
  });

  it('maps timeouts, closed and timed-out popups, and a missing refresh token', () => {
    expect(describeAuthError(new ErrorTimeout('IFrame timed out without a response')).code).toBe('timeout');
    expect(describeAuthError(new Error('Popup closed by user')).code).toBe('popup_closed');
    expect(describeAuthError(new ErrorTimeout('Popup timed out')).code).toBe('popup_timeout');
    expect(describeAuthError(new Error('No silent_redirect_uri configured'), 'token')).toEqual({
      code: 'missing_refresh_token',
      title: 'Get access token failed',
      message: 'Missing refresh token',
    });
  });

  it('a failed token fetch reads Get access token failed; the app checks keep their own code', () => {
    expect(describeAuthError(new Error('network down'), 'token')).toEqual({
      code: 'token_failed',
      title: 'Get access token failed',
      message: 'network down',
    });
    expect(describeAuthError(new AuthFlowError('invalid_id_token', 'Audience (aud) does not include "x"'))).toEqual({
      code: 'invalid_id_token',
      title: 'Login failed',
      message: 'Audience (aud) does not include "x"',
    });
  });
});
