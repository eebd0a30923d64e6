import type { ValidateFunction } from 'ajv';

/**
 * The validators of the snapshot file's record schemas (./record-schemas.ts), compiled ahead of time,
 * keyed by table. Empty here: Node and the dev server compile them on first use. Browser builds of the
 * mock replace this module with the validators compiled at build time (vite.config.ts,
 * scripts/validators-module.ts `recordValidatorsModule`), in a chunk of their own that only loading a
 * snapshot downloads, since the Content-Security-Policy refuses Ajv's run-time compiler.
 */
export const compiledRecordValidators: Readonly<Record<string, ValidateFunction | undefined>> = {};
