import type { ValidateFunction } from 'ajv';
import { compileAtPointer } from './contract-validator';

/**
 * The validator of each JSON request body schema, by its pointer (./contract-rules.ts `body.pointer`),
 * loaded by the first body checked (./request-contract.ts). Here compiled on first use (Node, tests,
 * the dev server). Browser builds of the mock replace this module with the validators compiled at build
 * time (vite.config.ts, scripts/validators-module.ts), in a chunk of their own that only a write
 * downloads, since the Content-Security-Policy refuses Ajv's run-time compiler.
 */
export function bodyValidatorOf(pointer: string): ValidateFunction | null {
  return compileAtPointer(pointer);
}
