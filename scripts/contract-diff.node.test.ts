/**
 * `npm run contract:diff` against copies of the contract with one deliberate change each: the three
 * breaks a backend relies on being caught fail it and are named with their source file, an optional
 * field and a well-written deprecation pass as minor. The copies are diffed side by side (one redocly
 * run each).
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseDocument } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deprecationProblem, describePointer, nextVersion, root } from './contract-diff-lib';

type Edit = (schema: ReturnType<typeof parseDocument>) => void;
interface Case {
  files: Record<string, Edit>;
}

const cases = {
  responsePropertyRemoved: {
    files: {
      'Payment.yaml': (doc) => {
        doc.deleteIn(['properties', 'referenceNumber']);
        const required = doc.get('required') as { items: { value: string }[] };
        required.items = required.items.filter((item) => item.value !== 'referenceNumber');
      },
    },
  },
  requiredRequestFieldAdded: {
    files: { 'TenantCreate.yaml': (doc) => doc.addIn(['required'], 'phone') },
  },
  enumValueDropped: {
    files: {
      'PaymentMethod.yaml': (doc) =>
        doc.set(
          'enum',
          (doc.toJSON().enum as string[]).filter((v) => v !== 'zelle'),
        ),
    },
  },
  optionalFieldAndDeprecation: {
    files: {
      'Payment.yaml': (doc) => {
        doc.setIn(['properties', 'receiptUrl'], { type: ['string', 'null'], description: 'Link to the receipt.' });
        doc.setIn(['properties', 'referenceNumber', 'deprecated'], true);
        doc.setIn(
          ['properties', 'referenceNumber', 'description'],
          'Deprecated since 1.1.0: use `receiptUrl` instead. At most 100 characters.',
        );
      },
    },
  },
} satisfies Record<string, Case>;

type Name = keyof typeof cases;
const runs = {} as Record<Name, { code: number; output: string }>;
let work = '';

function diff(revision: string, out: string): Promise<{ code: number; output: string }> {
  const args = ['scripts/contract-diff.ts', '--base', 'openapi/openapi.yaml', '--revision', revision, '--out', out];
  return new Promise((done) => {
    execFile(
      join(root, 'node_modules', '.bin', 'tsx'),
      args,
      { cwd: root, timeout: 80_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
        done({ code, output: `${stdout}${stderr}` });
      },
    );
  });
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'contract-diff-test-'));
  await Promise.all(
    (Object.entries(cases) as [Name, Case][]).map(async ([name, { files }]) => {
      const copy = join(work, name, 'openapi');
      cpSync(join(root, 'openapi'), copy, { recursive: true });
      for (const [file, edit] of Object.entries(files)) {
        const path = join(copy, 'components', 'schemas', file);
        const doc = parseDocument(readFileSync(path, 'utf8'));
        edit(doc);
        writeFileSync(path, doc.toString());
      }
      runs[name] = await diff(join(copy, 'openapi.yaml'), join(work, name, 'reports'));
    }),
  );
}, 90_000);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('contract:diff', () => {
  it('fails on a removed response property, naming the operation, the field and its file', () => {
    const { code, output } = runs.responsePropertyRemoved;
    expect(code).toBe(1);
    expect(output).toMatch(/FAIL: \d+ breaking change/);
    expect(output).toMatch(
      /GET \/payments response 200 body `data\[\]\.referenceNumber`: Property `referenceNumber` was removed/,
    );
    expect(output).toMatch(/components\/schemas\/Payment\.yaml:\d+/);
  });

  it('fails on a new required request field', () => {
    const { code, output } = runs.requiredRequestFieldAdded;
    expect(code).toBe(1);
    expect(output).toMatch(/POST \/tenants request body: Properties became required: `phone`/);
    expect(output).toMatch(/components\/schemas\/TenantCreate\.yaml:\d+/);
  });

  it('fails on a dropped enum value', () => {
    const { code, output } = runs.enumValueDropped;
    expect(code).toBe(1);
    expect(output).toMatch(/Enum lost values: 'zelle'/);
    expect(output).toMatch(/components\/schemas\/PaymentMethod\.yaml:\d+/);
  });

  it('passes a new optional field and a deprecation that names its replacement as minor, and writes the reports', () => {
    const { code, output } = runs.optionalFieldAndDeprecation;
    expect(code).toBe(0);
    expect(output).toMatch(/0 major \(breaking\), 2 minor/);
    expect(output).toMatch(/`data\[\]\.receiptUrl`: field added/);
    expect(output).toMatch(/`data\[\]\.referenceNumber`: field deprecated/);
    const report = JSON.parse(
      readFileSync(join(work, 'optionalFieldAndDeprecation', 'reports', 'changes.json'), 'utf8'),
    );
    expect(report.requiredVersion).toMatch(/^\d+\.\d+\.0$/);
    const notable = report.changes.filter((change: { impact: string }) => change.impact !== 'patch');
    expect(notable.map((change: { category: string }) => change.category).sort()).toEqual(['added', 'deprecated']);
    expect(readFileSync(join(work, 'optionalFieldAndDeprecation', 'reports', 'changes.md'), 'utf8')).toContain(
      '## minor',
    );
  });
});

describe('contract change rules', () => {
  it('asks a deprecation to say from which version and what replaces it', () => {
    expect(deprecationProblem('Deprecated since 1.3.0: use `receiptUrl` instead.')).toBeUndefined();
    expect(deprecationProblem('Deprecated.')).toMatch(/from which version/);
    expect(deprecationProblem(undefined)).toMatch(/what replaces it/);
  });

  it('names the version a release needs and where a change sits', () => {
    expect([nextVersion('1.4.2', 'major'), nextVersion('1.4.2', 'minor'), nextVersion('1.4.2', 'patch')]).toEqual([
      '2.0.0',
      '1.5.0',
      '1.4.3',
    ]);
    expect(
      describePointer('#/paths/~1leases~1{id}/put/requestBody/content/application~1json/schema/properties/rentAmount'),
    ).toEqual({ operation: 'PUT /leases/{id}', part: 'request body', field: 'rentAmount' });
  });
});
