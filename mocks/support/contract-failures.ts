import type { ErrorObject } from 'ajv';
import type { FieldError } from '@/lib/api/schema.gen';

/**
 * What a contract failure is, by the Ajv keyword that failed (`minLength` 1 counts as `required`: the
 * contract writes "required, not empty" that way). Handlers choose the spec's message by it
 * (`BodyRules` in ./request.ts).
 */
export type FailureKind =
  | 'required'
  | 'maxLength'
  | 'minLength'
  | 'minimum'
  | 'maximum'
  | 'multipleOf'
  | 'enum'
  | 'format'
  | 'pattern'
  | 'type'
  | 'forbidden'
  | 'minItems'
  | 'maxItems'
  | 'other';

/** A field error with the kind of failure, and the format that failed for a `format` failure. */
export interface ContractFailure extends FieldError {
  kind: FailureKind;
  format?: string;
}

export function kindOf(e: ErrorObject): FailureKind {
  const limit = (e.params as { limit?: number }).limit;
  switch (e.keyword) {
    case 'required':
      return 'required';
    case 'minLength':
      return limit === 1 ? 'required' : 'minLength';
    case 'minimum':
    case 'exclusiveMinimum':
      return 'minimum';
    case 'maximum':
    case 'exclusiveMaximum':
      return 'maximum';
    case 'enum':
    case 'const':
      return 'enum';
    case 'additionalProperties':
    case 'false schema':
      return 'forbidden';
    case 'maxLength':
    case 'multipleOf':
    case 'format':
    case 'pattern':
    case 'type':
    case 'minItems':
    case 'maxItems':
      return e.keyword;
    default:
      return 'other';
  }
}

/** The bound a limit keyword names, in words ("1 or more", "less than 100"). */
function boundText(keyword: string, limit: number): string {
  switch (keyword) {
    case 'minimum':
      return `${limit} or more`;
    case 'exclusiveMinimum':
      return `more than ${limit}`;
    case 'maximum':
      return `${limit} or less`;
    default:
      return `less than ${limit}`;
  }
}

/**
 * Turns Ajv errors into the contract's field errors, with messages a user can read and the kind of each
 * failure. A failed `if`/`then` is also reported on the whole body; its field error says it better, so
 * it is dropped.
 */
export function toFieldErrors(errors: ErrorObject[] | null | undefined, prefix = ''): ContractFailure[] {
  const out: ContractFailure[] = [];
  for (const e of errors ?? []) {
    if (e.keyword === 'if') continue;
    const path = e.instancePath.replace(/^\//, '').replace(/\//g, '.');
    const params = e.params as { limit?: number; missingProperty?: string; additionalProperty?: string };
    let field = path;
    let message: string;
    const kind = kindOf(e);
    switch (e.keyword) {
      case 'required':
        field = [path, params.missingProperty].filter(Boolean).join('.');
        message = `${field} is a required field`;
        break;
      case 'maxLength':
        message = `${field} cannot be longer than ${params.limit} characters`;
        break;
      case 'minLength':
        message =
          kind === 'required' ? `${field} is a required field` : `${field} must be at least ${params.limit} characters`;
        break;
      case 'minimum':
      case 'exclusiveMinimum':
      case 'maximum':
      case 'exclusiveMaximum':
        message = `${field} must be ${boundText(e.keyword, params.limit as number)}`;
        break;
      case 'enum':
        message = `${field} must be one of: ${((e.params as { allowedValues: unknown[] }).allowedValues ?? []).join(', ')}`;
        break;
      case 'additionalProperties':
        field = [path, params.additionalProperty].filter(Boolean).join('.');
        message = `${field} is not allowed`;
        break;
      case 'false schema':
        message = `${field} is not allowed`;
        break;
      default:
        message = `${field || 'body'} ${e.message ?? 'is invalid'}`;
    }
    const failure: ContractFailure = { field: prefix + (field || 'body'), message, kind };
    if (e.keyword === 'format') failure.format = (e.params as { format: string }).format;
    out.push(failure);
  }
  // One message per field is enough for a form. A field whose format the contract also states as a
  // pattern (email) fails both: the format names the rule.
  const byField = new Map<string, ContractFailure>();
  for (const e of out) {
    const first = byField.get(e.field);
    if (!first || (first.kind === 'pattern' && e.kind === 'format')) byField.set(e.field, e);
  }
  return [...byField.values()];
}
