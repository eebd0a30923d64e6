import { fullFormats } from 'ajv-formats/dist/formats.js';

// Plain imports only: scripts/validators-module.ts (loaded by vite.config.ts) compiles against this
// module and the validators it writes import it, so the run-time and the build-time validators check
// every format with the same code.

/**
 * What `format: email` accepts: the HTML rule for `<input type="email">` (WHATWG), the one the app's forms
 * apply (yup's `email()`), so `x@localhost` passes. ajv-formats' own rule asks for a dot in the domain;
 * the contract states this rule as the `pattern` of every email field, so a client knows it
 * (mocks/handlers/query-gate.test.ts checks they agree).
 */
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** The formats the contract's schemas are checked with: ajv-formats' full set, email by the HTML rule. */
export const contractFormats = { ...fullFormats, email: EMAIL_PATTERN };
