/**
 * Where the signed-in user is kept in the tab (sessionStorage, see user-manager.ts), named apart from
 * oidc-client-ts so that the page's entry script can ask whether a session is stored without loading it.
 */

/** The prefix of oidc-client-ts's keys in the user store; its user key is `<prefix>user:<authority>:<client>`. */
export const USER_STORE_PREFIX = 'oidc.';

/** Whether this tab keeps a signed-in user (any authority or client). Unreadable storage counts as none. */
export function hasStoredSession(storage: Pick<Storage, 'length' | 'key'> | undefined = globalThis.sessionStorage) {
  try {
    if (!storage) return false;
    for (let i = 0; i < storage.length; i += 1) {
      if (storage.key(i)?.startsWith(`${USER_STORE_PREFIX}user:`)) return true;
    }
  } catch {
    // Storage blocked by the browser's settings: the app starts signed out.
  }
  return false;
}
