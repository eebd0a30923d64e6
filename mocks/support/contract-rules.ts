import type { ValidateFunction } from 'ajv';
import document from '../openapi.gen.json';
import { compileAtPointer } from './contract-validator';
import { operationRulesOf, type ContractRules } from './operation-rules';

/**
 * What the method and query gates and body validation read of the contract (./request-contract.ts):
 * each path's operations, their query parameters and JSON bodies; with the validator of each query
 * parameter's schema, by its pointer. Here read from the bundled contract, each validator compiled on
 * first use (Node, tests, the dev server). Browser builds of the mock replace this module with the same
 * rules and the query validators compiled at build time (vite.config.ts, scripts/validators-module.ts),
 * without the contract document or Ajv's compiler: Ajv compiles with `new Function`, which the app's
 * Content-Security-Policy refuses, and every call that carries a query reads this module.
 */
export const contractRules: ContractRules = operationRulesOf(document);

export function queryValidatorOf(pointer: string): ValidateFunction | null {
  return compileAtPointer(pointer);
}
