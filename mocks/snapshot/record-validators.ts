import type { ValidateFunction } from 'ajv';
import document from '../openapi.gen.json';
import { compileAgainstContract } from '../support/contract-validator';
import { recordSchemas, type SnapshotTable } from './record-schemas';

/**
 * The validator of a table's stored records (./record-schemas.ts). Here compiled on first use (Node and
 * the dev server). Browser builds of the mock replace this module with the validators compiled at build
 * time (vite.config.ts, scripts/validators-module.ts `recordValidatorsModule`), in a chunk of their own
 * that only loading a snapshot downloads, since the Content-Security-Policy refuses Ajv's run-time
 * compiler.
 */
const validators = new Map<SnapshotTable, ValidateFunction | null>();

export function recordValidatorOf(table: SnapshotTable): ValidateFunction | null {
  if (!validators.has(table)) {
    const schema = recordSchemas(document as unknown as Parameters<typeof recordSchemas>[0])[table];
    validators.set(table, compileAgainstContract(schema));
  }
  return validators.get(table)!;
}
