import {
  ErrorResponse,
  User,
  UserManager,
  WebStorageStateStore,
  type INavigator,
  type SigninRedirectArgs,
  type SigninSilentArgs,
  type SignoutRedirectArgs,
  type UserManagerSettings,
} from 'oidc-client-ts';
import { appUrl, oidcConfig, type OidcConfig } from '@/lib/config';
import { setAccessTokenGetter, setUnauthorizedHandler } from './access-token';
import { AuthFlowError, describeAuthError } from './errors';
import { USER_STORE_PREFIX } from './stored-session';
import { tokenErrorStore } from './token-error-store';
import type { SigninState } from './return-to';

/** Default scope (spec 1 §9): openid profile email, plus offline_access when refresh tokens are used. */
export function scopeFor(config: Pick<OidcConfig, 'useRefreshTokens'>): string {
  return ['openid', 'profile', 'email', ...(config.useRefreshTokens ? ['offline_access'] : [])].join(' ');
}

/** Cached token treated as expired 60 s early (spec 1 §9). */
export const ACCESS_TOKEN_EXPIRY_MARGIN_SECONDS = 60;

export function userManagerSettings(config: OidcConfig = oidcConfig()): UserManagerSettings {
  const extraQueryParams: Record<string, string> = { audience: config.audience };
  if (config.organization) extraQueryParams.organization = config.organization;
  return {
    authority: config.authority,
    client_id: config.clientId,
    redirect_uri: appUrl(config.redirectPath),
    post_logout_redirect_uri: appUrl(''),
    response_type: 'code',
    response_mode: 'query',
    scope: scopeFor(config),
    extraQueryParams,
    // The signed-in user survives a reload in the same tab; the login transaction (state, PKCE
    // verifier, nonce) lives in localStorage (oidc-client-ts default) for 1 day (spec 1 §9).
    // A choice: no silent session check (prompt=none in a hidden iframe) at start-up, which would
    // load the provider on every visit, landing page included. A new tab starts signed out; Log In
    // goes through the provider, which skips its form while its own session lasts.
    userStore: new WebStorageStateStore({ store: window.sessionStorage, prefix: USER_STORE_PREFIX }),
    staleStateAgeInSeconds: 24 * 60 * 60,
    // The profile is the identity token's claims (spec 1 §3): no userinfo call.
    loadUserInfo: false,
    automaticSilentRenew: config.useRefreshTokens,
    accessTokenExpiringNotificationTimeInSeconds: ACCESS_TOKEN_EXPIRY_MARGIN_SECONDS,
    requestTimeoutInSeconds: 10,
    silentRequestTimeoutInSeconds: 60,
    popupWindowFeatures: { width: 400, height: 600 },
    popupWindowTarget: '_blank',
    monitorSession: false,
  };
}

/** Whether a callback URL carries any query (or, for fragment mode, hash) parameters. */
function hasCallbackParams(url: string): boolean {
  const parsed = new URL(url, 'http://localhost');
  return parsed.search.length > 1 || parsed.hash.length > 1;
}

export interface AppUserManagerOptions {
  /** When set, org_id (or the lower-cased org_name) of the identity token must match it. */
  organization?: string;
  /** Replaces the browser redirect (tests capture the URL instead of leaving the page). */
  redirectNavigator?: INavigator;
}

/**
 * oidc-client-ts's UserManager plus the identity-token checks of spec 1 §5 it does not make:
 * format, RS256, required claims, issuer, audience/azp, exp/iat with 60 s leeway, nonce,
 * organization, and the signature against the provider's JWKS. A token failing any check is
 * never stored: the sign-in fails (Login failed) and the user stays signed out.
 */
export class AppUserManager extends UserManager {
  readonly organization?: string;

  /** One renewal at a time of a stored session whose access token has expired. */
  private renewingExpired: Promise<User | null> | null = null;

  /** The renewal under way, shared by every caller (the renewal timer, the API's token getter). */
  private renewing: Promise<User | null> | null = null;

  constructor(settings: UserManagerSettings, options: AppUserManagerOptions = {}) {
    super(settings, options.redirectNavigator);
    this.organization = options.organization;
    retryCodeExchange(this._client);
  }

  /**
   * The stored user; when its access token has expired (a reload after an hour) and it has a
   * refresh token, the token is renewed first, so the session survives. oidc-client-ts only renews
   * tokens that are about to expire, and react-oidc-context treats an expired user as signed out.
   * If the renewal fails, the expired user is returned (signed out) and the failure logged.
   */
  override async getUser(raiseEvent = false): Promise<User | null> {
    const user = await super.getUser(raiseEvent);
    if (!user?.expired || !user.refresh_token) return user;
    this.renewingExpired ??= this.signinSilent()
      .catch((error: unknown) => {
        console.warn('Renewing the expired session failed', error);
        return user;
      })
      .finally(() => {
        this.renewingExpired = null;
      });
    return this.renewingExpired;
  }

  /**
   * One renewal at a time: the renewal timer and a call needing a fresh token may ask together, and
   * with refresh-token rotation the second request would present a refresh token the first has just
   * used up (the provider then refuses it, and may revoke the whole grant).
   */
  override signinSilent(args?: SigninSilentArgs): Promise<User | null> {
    this.renewing ??= super.signinSilent(args).finally(() => {
      this.renewing = null;
    });
    return this.renewing;
  }

  override async signinCallback(url: string = window.location.href): Promise<User | undefined> {
    if (!hasCallbackParams(url)) {
      throw new AuthFlowError('missing_callback_params', 'The sign-in callback has no query parameters');
    }
    return super.signinCallback(url);
  }

  protected override async _signinEnd(url: string, verifySub?: string): Promise<User> {
    // Peek at the stored transaction for the nonce we sent (processSigninResponse removes it).
    const { state } = await this._client.readSigninResponseState(url, false);
    const response = await this._client.processSigninResponse(url, {});
    await this.checkIdToken(response.id_token, state.nonce);
    return this._buildUser(response, verifySub);
  }

  protected override async _useRefreshToken(args: Parameters<UserManager['_useRefreshToken']>[0]): Promise<User> {
    const response = await withRetries(() =>
      this._client.useRefreshToken({ timeoutInSeconds: this.settings.silentRequestTimeoutInSeconds, ...args }),
    );
    if (response.id_token && response.id_token !== args.state.id_token) {
      await this.checkIdToken(response.id_token, undefined);
    }
    const user = new User({ ...args.state, ...response });
    await this.storeUser(user);
    await this.events.load(user);
    return user;
  }

  /** Runs validateIdToken (jose, loaded on demand) against the provider's discovery and JWKS. */
  async checkIdToken(idToken: string | undefined, nonce: string | undefined): Promise<void> {
    if (!idToken) throw new AuthFlowError('invalid_id_token', 'No identity token was returned');
    const [{ validateIdToken }, { createRemoteJWKSet, customFetch }] = await Promise.all([
      import('./validate-id-token'),
      import('jose'),
    ]);
    const metadata = await this.metadataService.getMetadata();
    const issuer = await this.metadataService.getIssuer();
    const jwksUri = metadata.jwks_uri;
    if (!jwksUri) throw new AuthFlowError('invalid_id_token', 'The provider publishes no signing keys');
    const key = createRemoteJWKSet(new URL(jwksUri), {
      // Through globalThis.fetch at call time, so MSW answers in tests and in the browser.
      [customFetch]: (input: string | URL, init?: RequestInit) => globalThis.fetch(input, init),
    });
    try {
      await validateIdToken(idToken, {
        issuer,
        clientId: this.settings.client_id,
        nonce,
        organization: this.organization,
        key,
      });
    } catch (error) {
      await this.removeUser();
      throw new AuthFlowError('invalid_id_token', (error as Error).message);
    }
  }
}

/** Token requests are retried up to 3 times (spec 1 §7) — only when no answer came back (network). */
export const TOKEN_REQUEST_ATTEMPTS = 3;

async function withRetries<T>(request: () => Promise<T>, attempts = TOKEN_REQUEST_ATTEMPTS): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await request();
    } catch (error) {
      // The provider answered (an OAuth error such as invalid_grant): asking again would not help.
      if (error instanceof ErrorResponse || attempt >= attempts) throw error;
    }
  }
}

type ExchangeCode = (args: unknown) => Promise<unknown>;

/**
 * Spec 1 §7: token requests are retried up to 3 times — the code exchange too. oidc-client-ts has
 * no hook for it, so its response validator's token client is wrapped. The sign-in flow test proves
 * the retry, so a library upgrade that moves this fails there, not silently.
 */
function retryCodeExchange(client: unknown): void {
  const tokenClient = (client as { _validator?: { _tokenClient?: { exchangeCode?: ExchangeCode } } })._validator
    ?._tokenClient;
  const exchange = tokenClient?.exchangeCode?.bind(tokenClient);
  if (!tokenClient || !exchange) return;
  tokenClient.exchangeCode = (args) => withRetries(() => exchange(args));
}

/** Arguments for signinRedirect: the returnTo path round-trips in `state`; a fresh nonce each time. */
export function loginArgs(returnTo: string): SigninRedirectArgs {
  const state: SigninState = { returnTo };
  return { state, nonce: randomNonce() };
}

/**
 * Arguments for signoutRedirect (spec 1 §7: client id, returnTo; the federated flag is off, so it is
 * not sent). Comes back to the site origin (origin + base path).
 */
export function logoutArgs(clientId: string, hasIdToken: boolean): SignoutRedirectArgs {
  const home = appUrl('');
  const extraQueryParams: Record<string, string> = { returnTo: home };
  // oidc-client-ts adds client_id itself only when it sends no id_token_hint.
  if (hasIdToken) extraQueryParams.client_id = clientId;
  return { post_logout_redirect_uri: home, extraQueryParams };
}

function randomNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function isFresh(user: User): boolean {
  return (user.expires_in ?? 0) > ACCESS_TOKEN_EXPIRY_MARGIN_SECONDS;
}

/**
 * Registers how the API client gets its bearer token: the stored access token while it has more
 * than 60 s left, otherwise a refresh (one at a time). Failures are reported to the UI as
 * "Get access token failed" and rethrown (the client logs them and sends an empty token).
 */
export function registerAccessTokenGetter(userManager: UserManager): void {
  let renewing: Promise<User | null> | null = null;
  userManager.events.addSilentRenewError((error) => {
    if (
      (describeAuthError(error, 'token').code === 'login_required' && isCrossOriginIsolated()) ||
      isRevokedGrant(error)
    ) {
      void userManager.removeUser();
    }
  });
  // The API refused the token: sign out here too (the landing page then offers Log In).
  setUnauthorizedHandler(() => void userManager.removeUser());
  setAccessTokenGetter(async () => {
    try {
      let user = await userManager.getUser();
      if (!user) return null;
      if (!isFresh(user)) {
        if (!user.refresh_token) {
          throw new AuthFlowError(
            userManager.settings.scope.includes('offline_access') ? 'missing_refresh_token' : 'login_required',
            userManager.settings.scope.includes('offline_access') ? 'Missing refresh token' : 'Login required',
          );
        }
        renewing ??= userManager.signinSilent().finally(() => {
          renewing = null;
        });
        user = await renewing;
      }
      tokenErrorStore.set(null);
      return user?.access_token ?? null;
    } catch (error) {
      const info = describeAuthError(error, 'token');
      // login_required while cross-origin isolated: sign out silently (spec 1 §8).
      if (info.code === 'login_required' && isCrossOriginIsolated()) {
        await userManager.removeUser();
      } else {
        tokenErrorStore.set(info);
        if (isRevokedGrant(error)) await userManager.removeUser();
      }
      throw error;
    }
  });
}

/** A UserManager for the configured provider (oidcConfig()), with the app's checks. */
export function createAppUserManager(options: Omit<AppUserManagerOptions, 'organization'> = {}): AppUserManager {
  const config = oidcConfig();
  return new AppUserManager(userManagerSettings(config), { ...options, organization: config.organization });
}

/**
 * The provider refused the refresh token (invalid_grant: revoked, expired or already used): no
 * renewal can succeed, so the session is over rather than left to fail call by call.
 */
function isRevokedGrant(error: unknown): boolean {
  return error instanceof ErrorResponse && error.error === 'invalid_grant';
}

function isCrossOriginIsolated(): boolean {
  return typeof window !== 'undefined' && Boolean(window.crossOriginIsolated);
}

let shared: AppUserManager | null = null;

/** The app's one UserManager (created on first use, with the access-token getter registered). */
export function getUserManager(): AppUserManager {
  if (!shared) {
    shared = createAppUserManager();
    registerAccessTokenGetter(shared);
  }
  return shared;
}

/** Tests only: make `manager` the app's UserManager (e.g. one whose redirects are captured). */
export function setUserManagerForTests(manager: AppUserManager): void {
  shared?.stopSilentRenew();
  shared = manager;
  registerAccessTokenGetter(manager);
}

/** Tests only: forget the shared instance (a fresh one reads the current origin and storage). */
export function resetUserManagerForTests(): void {
  shared?.stopSilentRenew();
  shared = null;
}
