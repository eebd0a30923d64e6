/**
 * The seam between the API client and sign-in: the client asks for a token here; the auth module
 * registers how to get one (from the oidc-client-ts UserManager). Kept tiny so the client does not
 * import the sign-in library.
 */
type TokenGetter = () => Promise<string | null | undefined>;

let getter: TokenGetter = async () => null;

export function setAccessTokenGetter(next: TokenGetter): void {
  getter = next;
}

/**
 * The current access token, or '' when none can be had. Spec 1 §1: if the token cannot be
 * obtained, the error is logged and the request is sent with an empty token.
 */
export async function getAccessToken(): Promise<string> {
  try {
    const token = await getter();
    // Signed out: nothing failed, but the call goes without a token; say so (a warning, not an error).
    if (!token) console.warn('No access token (not signed in): the request is sent with an empty token');
    return token ?? '';
  } catch (error) {
    console.error('Get access token failed', error);
    return '';
  }
}

let unauthorizedHandler: () => void = () => {};

/** Registers what happens when the API refuses the bearer token (the auth module signs the user out). */
export function setUnauthorizedHandler(next: () => void): void {
  unauthorizedHandler = next;
}

/**
 * The API answered 401 to a call that carried a token: the API no longer accepts this session (its
 * provider revoked it, or it trusts another issuer), so the session is over.
 */
export function reportUnauthorized(): void {
  unauthorizedHandler();
}
