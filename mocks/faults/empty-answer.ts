import document from '../openapi.gen.json';
import { nowIso, todayIso } from '../support/time';

/**
 * The `empty` fault's answers, derived from the contract (mocks/openapi.gen.json): for a read, the
 * smallest valid body of its 200 response schema: arrays empty, numbers 0 (or their minimum),
 * booleans false, strings '' (or their first enum value), objects with their required properties.
 * Paging metadata echoes the call's `page` and `limit`; a string field named like a query parameter
 * echoes it when it fits the field (the rent roll's `month`, a search's `query` from `q`). A `month`
 * not asked for is the current one, as the real answer's would be; dates and timestamps are today
 * and now. A read of one record (a schema with a required `id`) has no empty form: `emptyAnswer`
 * returns undefined and the call answers normally.
 */
type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minimum?: number;
  pattern?: string;
  format?: string;
};

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}

const doc = document as unknown as {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
};

function resolve(schema: Schema): Schema {
  let current = schema;
  for (let depth = 0; current.$ref && depth < 20; depth++) {
    const name = current.$ref.replace('#/components/schemas/', '');
    current = doc.components.schemas[name] ?? {};
  }
  return current;
}

/** Merges allOf parts into one object schema. */
function flatten(schema: Schema): Schema {
  const resolved = resolve(schema);
  if (!resolved.allOf) return resolved;
  const merged: Schema = {
    type: 'object',
    properties: { ...resolved.properties },
    required: [...(resolved.required ?? [])],
  };
  for (const part of resolved.allOf.map(flatten)) {
    Object.assign(merged.properties!, part.properties);
    merged.required!.push(...(part.required ?? []));
  }
  return merged;
}

function typeOf(schema: Schema): string | undefined {
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type) return type;
  if (schema.properties) return 'object';
  if (schema.items) return 'array';
  return undefined;
}

/** The smallest valid value of `schema`; `query` gives paging metadata its page and limit. */
export function emptyValue(input: Schema, query: URLSearchParams = new URLSearchParams(), key = ''): unknown {
  const schema = flatten(input);
  if (schema.const !== undefined) return schema.const;
  const variant = schema.oneOf?.[0] ?? schema.anyOf?.[0];
  if (variant) return emptyValue(variant, query, key);
  switch (typeOf(schema)) {
    case 'array':
      return [];
    case 'object': {
      const body: Record<string, unknown> = {};
      for (const name of schema.required ?? []) {
        body[name] = emptyValue(schema.properties?.[name] ?? {}, query, name);
      }
      return body;
    }
    case 'integer':
    case 'number': {
      const asked = Number(query.get(key));
      if ((key === 'page' || key === 'limit' || key === 'offset') && query.get(key) && Number.isFinite(asked))
        return asked;
      if (key === 'page') return 1;
      if (key === 'limit') return 100;
      return schema.minimum ?? 0;
    }
    case 'boolean':
      return false;
    case 'string': {
      const asked = query.get(key === 'query' ? 'q' : key);
      const fits = (value: string) =>
        (!schema.enum || schema.enum.includes(value)) &&
        (!schema.pattern || new RegExp(schema.pattern, 'u').test(value));
      if (asked !== null && fits(asked)) return asked;
      if (key === 'month') return todayIso().slice(0, 7);
      if (schema.format === 'date-time') return nowIso();
      if (schema.format === 'date') return todayIso();
      return schema.enum?.[0] ?? '';
    }
    default:
      return null;
  }
}

const operations = Object.entries(doc.paths).map(([path, item]) => ({
  pattern: new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
  literalSegments: path.split('/').filter((s) => s && !s.startsWith('{')).length,
  item,
}));

/** The 200 response schema of `method path` (`path` after `/api`); literal paths win over templated ones. */
export function responseSchema(method: string, path: string): Schema | undefined {
  const matches = operations
    .filter((op) => op.pattern.test(path) && op.item[method.toLowerCase()])
    .sort((a, b) => b.literalSegments - a.literalSegments);
  const operation = matches[0]?.item[method.toLowerCase()];
  return operation?.responses?.['200']?.content?.['application/json']?.schema;
}

/** The empty answer of a read, or undefined when it has none (one record, a file, an unknown call). */
export function emptyAnswer(method: string, path: string, query: URLSearchParams): unknown {
  const schema = responseSchema(method, path);
  if (!schema) return undefined;
  const flat = flatten(schema);
  if (typeOf(flat) === 'object' && flat.required?.includes('id')) return undefined;
  if (typeOf(flat) !== 'object' && typeOf(flat) !== 'array') return undefined;
  return emptyValue(schema, query);
}
