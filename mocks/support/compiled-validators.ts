import type { ValidateFunction } from 'ajv';

/**
 * The validators of every request body and query parameter schema, compiled ahead of time, by JSON
 * pointer into the contract (`requestBodyPointer`, `QueryParameter.schemaPointer`). Empty here: Node
 * (tests, `npm run mock:server`) and the dev server compile each schema on first use. Browser builds
 * of the mock replace this module with the validators compiled at build time (vite.config.ts,
 * scripts/validators-module.ts), because Ajv's run-time compiler needs `new Function`, which the app's
 * Content-Security-Policy refuses.
 */
export const compiledValidators: Readonly<Record<string, ValidateFunction | undefined>> = {};
