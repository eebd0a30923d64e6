/**
 * Where playwright.config.ts serves the preview builds (kept here so specs can import them).
 * E2E_PORT and E2E_PORT + 1; `npm test` picks two free ports when E2E_PORT is not set.
 */
export const E2E_PORT = Number(process.env.E2E_PORT || 4180);
/** The sub-path build (BASE_PATH) of e2e/subpath.spec.ts. */
export const E2E_SUB_PATH = '/rental/';
export const E2E_SUB_PATH_ORIGIN = `http://localhost:${E2E_PORT + 1}`;
