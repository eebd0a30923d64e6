/**
 * Where the signed-in user is kept in the tab (sessionStorage, see user-manager.ts), named apart from
 * oidc-client-ts so that the page's entry script can ask whether a session is stored without loading it.
 */

/** The prefix of oidc-client-ts's keys in the user store (user-manager.ts passes it). */
export const USER_STORE_PREFIX = 'oidc.';

/** The start of the stored user's key: `<prefix>user:<authority>:<client id>`. */
export const USER_KEY_PREFIX = `${USER_STORE_PREFIX}user:`;

/**
 * Whether this tab keeps a signed-in user (any authority or client). Storage the browser blocks (its
 * very access throws) or that is missing counts as none: the app then starts signed out.
 */
export function hasStoredSession(storage?: Pick<Storage, 'length' | 'key'>) {
  try {
    const store = storage ?? globalThis.sessionStorage;
    if (!store) return false;
    for (let i = 0; i < store.length; i += 1) {
      if (store.key(i)?.startsWith(USER_KEY_PREFIX)) return true;
    }
  } catch {
    // Blocked by the browser's settings.
  }
  return false;
}
