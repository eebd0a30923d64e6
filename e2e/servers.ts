/**
 * Where playwright.config.ts serves the preview builds and keeps the signed-in session (kept here so
 * specs can import them). E2E_PORT and E2E_PORT + 1; `npm test` picks two free ports when E2E_PORT
 * is not set.
 */
export const E2E_PORT = Number(process.env.E2E_PORT || 4180);
/** The sub-path build (BASE_PATH) of e2e/subpath.spec.ts, built and served by that spec itself. */
export const E2E_SUB_PATH = '/rental/';
export const E2E_SUB_PATH_PORT = E2E_PORT + 1;
export const E2E_SUB_PATH_ORIGIN = `http://localhost:${E2E_SUB_PATH_PORT}`;
/**
 * The e2e builds live apart from dist-preview/ (and per port), so `npm run build:preview` or a second
 * e2e run on the same machine cannot replace the files under a running server.
 */
export const e2eBuildDir = (name: string) => `node_modules/.cache/e2e-${E2E_PORT}/${name}`;
/**
 * The session e2e/auth.setup.ts saves after signing in through the mock provider: Playwright's
 * storage state (localStorage: the provider's key and session, the mock store) plus the app's
 * sessionStorage (oidc-client-ts keeps the signed-in user there, which storage state omits).
 * Under the run's output folder, which Playwright empties at the start of every run.
 */
export const E2E_OUTPUT_DIR = `test-results/e2e-${E2E_PORT}`;
export const AUTH_STATE_FILE = `${E2E_OUTPUT_DIR}/.auth/storage-state.json`;
export const AUTH_SESSION_FILE = `${E2E_OUTPUT_DIR}/.auth/session-storage.json`;
