import type { ValidateFunction } from 'ajv';

/**
 * The request bodies' validators compiled ahead of time, by JSON pointer into the contract
 * (`requestBodyPointer`). Empty here: Node (tests, `npm run mock:server`) and the dev server compile
 * each schema on first use. Browser builds of the mock replace this module with the validators of every
 * request body compiled at build time (vite.config.ts, scripts/body-validators-module.ts), because Ajv's run-time
 * compiler needs `new Function`, which the app's Content-Security-Policy refuses.
 */
export const compiledBodyValidators: Readonly<Record<string, ValidateFunction | undefined>> = {};
