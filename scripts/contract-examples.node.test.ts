/**
 * Every schema of the contract carries an example that its own rules accept: the API docs render
 * them, mock servers (Prism) serve them, and backend teams copy them, so a rule that changes without its
 * example would teach the wrong shape.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { root } from './contract-diff-lib';

interface Doc {
  components: { schemas: Record<string, { examples?: unknown[] }> };
  paths: Record<string, Record<string, { responses?: Record<string, { links?: Record<string, unknown> }> }>>;
}
const doc = JSON.parse(readFileSync(join(root, 'mocks', 'openapi.gen.json'), 'utf8')) as Doc;

describe('the contract for tools', () => {
  it('has an example for every schema, valid against that schema', () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema({ $id: 'contract', components: doc.components });
    const problems: string[] = [];
    for (const [name, schema] of Object.entries(doc.components.schemas)) {
      if (!schema.examples?.length) {
        problems.push(`${name}: no example`);
        continue;
      }
      const validate = ajv.getSchema(`contract#/components/schemas/${name}`)!;
      for (const example of schema.examples) {
        if (!validate(example)) problems.push(`${name}: ${ajv.errorsText(validate.errors)}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('links every create operation to the new record by its id', () => {
    const creates = Object.entries(doc.paths).flatMap(([path, item]) =>
      item.post?.responses?.['201'] && !/photos|documents|upload-url|bulk|invoice/.test(path)
        ? [{ path, links: Object.values(item.post.responses['201'].links ?? {}) }]
        : [],
    );
    expect(creates.length).toBeGreaterThan(5);
    const unlinked = creates.filter(({ links }) => links.length === 0).map(({ path }) => path);
    expect(unlinked).toEqual([]);
    const byOtherThanId = creates.flatMap(({ path, links }) =>
      links
        .filter((link) => (link as { parameters?: { id?: string } }).parameters?.id !== '$response.body#/id')
        .map(() => path),
    );
    expect(byOtherThanId).toEqual([]);
  });
});
