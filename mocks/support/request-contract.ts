import type { ErrorObject } from 'ajv';
import { kindOf, toFieldErrors, type ContractFailure, type FailureKind } from './contract-failures';
import { contractRules, queryValidatorOf } from './contract-rules';
import { HTTP_METHODS, type OperationRules, type ParameterSchema, type QueryParameter } from './operation-rules';

/**
 * What the contract asks of a request, checked before a handler reads it: its path and method (the
 * method gate), its query parameters (the query gate) and its JSON body (`readBody` in ./request.ts).
 * The rules come from ./contract-rules.ts; the body validators load on the first body checked
 * (./body-validators.ts), so a page that only reads never downloads them.
 */

export type { QueryParameter };

function rulesOf(method: string, pathTemplate: string): OperationRules | undefined {
  return contractRules[pathTemplate]?.[method.toUpperCase()];
}

const templates = Object.keys(contractRules)
  .map((template) => ({
    template,
    params: (template.match(/\{/g) ?? []).length,
    pattern: new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`),
  }))
  // Literal paths win over parameterised ones (/units/search before /units/{id}), as in the handlers.
  .sort((a, b) => a.params - b.params);

/** The contract's path template of a path relative to the API base (e.g. `/units/u-1` → `/units/{id}`). */
export function pathTemplateOf(path: string): string | undefined {
  return templates.find((t) => t.pattern.test(path))?.template;
}

/** The methods the contract defines for a path template, upper case (`['GET', 'PUT', 'DELETE']`). */
export function methodsOf(pathTemplate: string): string[] {
  const operations = contractRules[pathTemplate];
  return operations ? HTTP_METHODS.map((m) => m.toUpperCase()).filter((m) => operations[m]) : [];
}

/** The query parameters an operation declares (path-level ones included), resolved. */
export function queryParametersOf(method: string, pathTemplate: string): QueryParameter[] {
  return rulesOf(method, pathTemplate)?.query ?? [];
}

/** The one type a query parameter's schema names (`string` when it names none). */
function scalarType(schema: ParameterSchema): string {
  const types = ([] as string[]).concat(schema.type ?? 'string').filter((t) => t !== 'null');
  return types[0] ?? 'string';
}

/** The typed value of a query text for its schema's type, or undefined when the text is not of that type. */
function coerce(text: string, type: string): unknown {
  switch (type) {
    case 'integer':
      return /^[+-]?\d+$/.test(text) ? Number(text) : undefined;
    case 'number': {
      if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text)) return undefined;
      const n = Number(text);
      return Number.isFinite(n) ? n : undefined;
    }
    case 'boolean':
      return text === 'true' ? true : text === 'false' ? false : undefined;
    default:
      return text;
  }
}

/** "from 1 to 24", ", 1 or more", "" : the range a numeric parameter states. */
function rangeText(schema: ParameterSchema): string {
  const min = schema.minimum ?? schema.exclusiveMinimum;
  const max = schema.maximum ?? schema.exclusiveMaximum;
  if (min !== undefined && max !== undefined) return ` from ${min} to ${max}`;
  if (min !== undefined) return `, ${min} or more`;
  if (max !== undefined) return `, ${max} or less`;
  return '';
}

/** A query parameter's failure in words that name the parameter and the rule it broke. */
function queryMessage(param: QueryParameter, type: string, e: ErrorObject | undefined): string {
  const { name, schema } = param;
  if (type === 'integer') return `${name} must be a whole number${rangeText(schema)}`;
  if (type === 'number') return `${name} must be a number${rangeText(schema)}`;
  if (type === 'boolean') return `${name} must be true or false`;
  const limit = (e?.params as { limit?: number } | undefined)?.limit;
  switch (e?.keyword) {
    case 'maxLength':
      return `${name} cannot be longer than ${limit} characters`;
    case 'minLength':
      return `${name} must be at least ${limit} characters`;
    case 'enum':
      return `${name} must be one of: ${(schema.enum ?? []).join(', ')}`;
    case 'pattern':
      return `${name} must match ${schema.pattern}${param.example !== undefined ? ` (e.g. ${String(param.example)})` : ''}`;
    case 'format':
      return schema.format === 'date'
        ? `${name} must be a valid date (YYYY-MM-DD)`
        : `${name} must be a valid ${schema.format}`;
    default:
      return `${name} ${e?.message ?? 'is invalid'}`;
  }
}

/**
 * The query parameters of a request checked against what its operation declares: each value's type
 * (whole number, number, true/false), bounds, length, pattern, enumeration and format. Values are read
 * the way every handler reads them (trimmed; empty or absent values are ignored and take the default);
 * parameters the operation does not declare are ignored. One field error per bad parameter.
 */
export function validateQuery(method: string, pathTemplate: string, search: URLSearchParams): ContractFailure[] {
  const out: ContractFailure[] = [];
  for (const param of queryParametersOf(method, pathTemplate)) {
    const type = scalarType(param.schema);
    for (const raw of search.getAll(param.name)) {
      const text = raw.trim();
      if (text === '') continue;
      const value = coerce(text, type);
      const validate = value === undefined ? null : queryValidatorOf(param.schemaPointer);
      if (value !== undefined && (!validate || validate(value))) continue;
      const e = validate?.errors?.[0];
      const kind: FailureKind = e ? kindOf(e) : 'type';
      const failure: ContractFailure = { field: param.name, message: queryMessage(param, type, e), kind };
      if (kind === 'format') failure.format = param.schema.format;
      out.push(failure);
      break;
    }
  }
  return out;
}

/**
 * Validates a JSON request body against the operation's requestBody schema.
 * Returns [] when valid (or when the operation takes no JSON body).
 */
export async function validateRequestBody(
  method: string,
  pathTemplate: string,
  body: unknown,
): Promise<ContractFailure[]> {
  const rule = rulesOf(method, pathTemplate)?.body;
  if (!rule) return [];
  if (body === undefined) {
    return rule.required ? [{ field: 'body', message: 'A JSON request body is required', kind: 'required' }] : [];
  }
  const { bodyValidatorOf } = await import('./body-validators');
  const validate = bodyValidatorOf(rule.pointer);
  if (!validate) return [];
  return validate(body) ? [] : toFieldErrors(validate.errors);
}
