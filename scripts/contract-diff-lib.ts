/**
 * What `npm run contract:diff` and `npm run contract:release` share: where releases live, semver, and
 * the reading of `redocly diff`'s JSON report into changes a backend team can act on (impact, the
 * operation, the field, the split source file and line, a sentence for the changelog).
 *
 * `redocly diff` reports a schema's change once, under the first operation that uses it; the change's
 * source file (a component schema) says where it is, and every operation using that schema is affected.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node } from 'yaml';

export const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
export const contractRoot = join(root, 'openapi', 'openapi.yaml');
export const releasesDir = join(root, 'openapi', 'releases');
export const redoclyConfig = join(root, 'openapi', 'redocly.yaml');
export const redoclyBin = join(root, 'node_modules', '.bin', 'redocly');
export const redoclyEnv = {
  ...process.env,
  REDOCLY_TELEMETRY: 'off',
  REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
  REDOCLY_SUPPRESS_NOTIFICATIONS: 'true',
};

// ---- semver ----

export type Impact = 'major' | 'minor' | 'patch';
export const impacts: Impact[] = ['major', 'minor', 'patch'];

export function parseVersion(version: string): [number, number, number] | undefined {
  const match = /^(\d+)\.(\d+)\.(\d+)(?:[-+].*)?$/.exec(version.trim());
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : undefined;
}

export function compareVersions(a: string, b: string): number {
  const [x, y] = [parseVersion(a) ?? [0, 0, 0], parseVersion(b) ?? [0, 0, 0]];
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
}

/** The version a release with changes of this impact needs after `base`. */
export function nextVersion(base: string, impact: Impact | 'none'): string {
  const [major, minor, patch] = parseVersion(base) ?? [0, 0, 0];
  if (impact === 'major') return `${major + 1}.0.0`;
  if (impact === 'minor') return `${major}.${minor + 1}.0`;
  if (impact === 'patch') return `${major}.${minor}.${patch + 1}`;
  return base;
}

/** openapi/releases/<version>.json files, newest version last. */
export function releaseFiles(dir = releasesDir): { version: string; file: string }[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .map((name) => ({ version: name.replace(/\.json$/, ''), file: join(dir, name) }))
    .filter(({ version, file }) => file.endsWith('.json') && parseVersion(version))
    .sort((a, b) => compareVersions(a.version, b.version));
}

// ---- the split source: JSON pointers to files and lines ----

interface Loaded {
  doc: Document;
  lines: LineCounter;
}
const loaded = new Map<string, Loaded>();
function load(file: string): Loaded {
  let entry = loaded.get(file);
  if (!entry) {
    const lines = new LineCounter();
    const doc = parseDocument(readFileSync(file, 'utf8'), { lineCounter: lines, keepSourceTokens: false });
    entry = { doc, lines };
    loaded.set(file, entry);
  }
  return entry;
}

const unescape = (segment: string) => decodeURIComponent(segment).replace(/~1/g, '/').replace(/~0/g, '~');
export const pointerSegments = (pointer: string) =>
  pointer
    .replace(/^#?\/?/, '')
    .split('/')
    .filter(Boolean)
    .map(unescape);

function child(node: Node | null | undefined, segment: string): { node: Node; line?: Node } | undefined {
  if (isMap(node)) {
    const pair = node.items.find((item) => isScalar(item.key) && String(item.key.value) === segment);
    return pair ? { node: pair.value as Node, line: pair.key as Node } : undefined;
  }
  if (isSeq(node) && /^\d+$/.test(segment)) {
    const item = node.items[Number(segment)] as Node | undefined;
    return item ? { node: item } : undefined;
  }
  return undefined;
}

function refOf(node: Node | null | undefined): string | undefined {
  const ref = isMap(node) ? node.get('$ref') : undefined;
  return typeof ref === 'string' ? ref : undefined;
}

export interface SourceLocation {
  file: string;
  line: number;
  /** False when the pointer's last segments are absent from the source (e.g. a removed property): the line is the nearest parent's. */
  exact: boolean;
}

/**
 * Follows a JSON pointer of the bundled contract (or of one of its split files) through the split
 * source, `$ref` by `$ref`, to the node that holds it (or its nearest parent that exists). A component
 * the root does not list (the bundler names it after its file) is looked up as
 * `components/<kind>/<Name>.yaml` beside the root.
 */
function walkTo(startFile: string, pointer: string) {
  if (!existsSync(startFile) || !/\.ya?ml$/.test(startFile)) return undefined;
  const segments = pointerSegments(pointer);
  let file = startFile;
  let node: Node | null | undefined = load(file).doc.contents as Node;
  let lineNode: Node | undefined = node;
  let lineFile = file;
  const follow = () => {
    // The next segment belongs to what a reference points at.
    for (let ref = refOf(node), hops = 0; ref && hops < 20; ref = refOf(node), hops += 1) {
      const [target, fragment = ''] = ref.split('#');
      if (target) file = resolve(dirname(file), target);
      if (!existsSync(file)) return false;
      node = load(file).doc.contents as Node;
      for (const part of pointerSegments(fragment)) node = child(node, part)?.node;
    }
    return true;
  };
  for (let i = 0; i < segments.length; i += 1) {
    if (!follow()) return { file: lineFile, node: undefined, lineNode, exact: false };
    let next = child(node, segments[i]);
    if (!next && i === 2 && segments[0] === 'components') {
      const own = join(dirname(startFile), 'components', segments[1], `${segments[2]}.yaml`);
      if (existsSync(own)) {
        file = own;
        next = { node: load(file).doc.contents as Node };
      }
    }
    if (!next) return { file: lineFile, node: undefined, lineNode, exact: false };
    node = next.node;
    lineNode = next.line ?? next.node;
    lineFile = file;
  }
  follow();
  return { file: lineFile, node, lineNode, exact: true };
}

export function locate(startFile: string, pointer: string): SourceLocation | undefined {
  const found = walkTo(startFile, pointer);
  if (!found) return undefined;
  const offset = found.lineNode?.range?.[0] ?? 0;
  return { file: found.file, line: load(found.file).lines.linePos(offset).line, exact: found.exact };
}

/** The value at a pointer in the split source (following `$ref`s), as plain data. */
export function valueAt(startFile: string, pointer: string): unknown {
  const found = walkTo(startFile, pointer);
  return found?.exact ? (found.node as { toJSON?: () => unknown } | undefined)?.toJSON?.() : undefined;
}

// ---- redocly diff's report ----

interface RedoclySide {
  file: string;
  pointer: string;
  line?: number;
  value?: unknown;
}
export interface RedoclyChange {
  path: string;
  typeName: string;
  kind: 'added' | 'removed' | 'modified';
  impact: Impact;
  property?: string;
  verdicts: { ruleId: string; impact: Impact; message: string; location?: RedoclySide }[];
  base?: RedoclySide;
  revision?: RedoclySide;
}
export interface RedoclyReport {
  infoVersions: { base: string; revision: string };
  changes: RedoclyChange[];
}

export type Category = 'breaking' | 'added' | 'deprecated' | 'changed';

export interface Change {
  impact: Impact;
  category: Category;
  /** `GET /payments` when the change sits under an operation. */
  operation?: string;
  /** Where in the operation: `response 200 body`, `request body`, `parameter status`… */
  part?: string;
  /** The field's path in that body, `data[].referenceNumber`. */
  field?: string;
  /** The component schema the change was made in (every operation using it is affected). */
  schema?: string;
  what: string;
  rules: string[];
  file?: string;
  line?: number;
  /** The change's place in redocly's report (bundled contract pointer). */
  pointer: string;
  /** For a deprecation: what the description must say and does not. */
  problem?: string;
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace']);

/** `#/paths/~1payments/get/responses/200/content/application~1json/schema/properties/data/items/properties/x`. */
export function describePointer(pointer: string): Pick<Change, 'operation' | 'part' | 'field'> {
  const segments = pointerSegments(pointer);
  if (segments[0] !== 'paths' || segments.length < 2) return {};
  const path = segments[1];
  const method = segments[2];
  if (!method || !METHODS.has(method)) return { operation: path };
  const operation = `${method.toUpperCase()} ${path}`;
  const rest = segments.slice(3);
  let part: string | undefined;
  let schemaAt = -1;
  if (rest[0] === 'responses' && rest[1]) {
    part =
      rest[2] === 'headers'
        ? `response ${rest[1]} header ${rest[3] ?? ''}`.trim()
        : rest[2] === 'links'
          ? `response ${rest[1]} links`
          : `response ${rest[1]} body`;
    schemaAt = rest.indexOf('schema');
  } else if (rest[0] === 'requestBody') {
    part = 'request body';
    schemaAt = rest.indexOf('schema');
  } else if (rest[0] === 'parameters') {
    part = 'parameters';
  } else if (rest.length) {
    part = rest[0];
  }
  let field = '';
  if (schemaAt >= 0) {
    const schema = rest.slice(schemaAt + 1);
    for (let i = 0; i < schema.length; i += 1) {
      if (schema[i] === 'properties' && schema[i + 1]) field += `${field ? '.' : ''}${schema[(i += 1)]}`;
      else if (schema[i] === 'items') field += '[]';
    }
  }
  return { operation, part, field: field || undefined };
}

const rel = (file: string) => relative(root, file);
const schemaOfFile = (file?: string) => /components\/schemas\/([^/]+)\.ya?ml$/.exec(file ?? '')?.[1];

/** A deprecation's description must say what replaces it and from which version. */
export function deprecationProblem(description: unknown): string | undefined {
  const text = typeof description === 'string' ? description : '';
  const version = /deprecated\b[^.]*\b\d+\.\d+\.\d+/i.test(text);
  const replacement = /\b(use|replaced by|instead|no replacement)\b/i.test(text);
  if (version && replacement) return undefined;
  return 'its description must say from which version it is deprecated and what replaces it ("Deprecated since 1.2.0: use `x` instead.")';
}

/**
 * `redocly diff` matches the subschemas of `allOf`/`oneOf`/`anyOf` by their whole content, so an
 * example or description added inside one reads as that subschema removed (major) and another added.
 * The places where it reports both at once; `sameButProse` decides whether they differ in more than prose.
 */
export function combinatorPairs(report: RedoclyReport): string[] {
  const at = (kind: string) =>
    new Set(
      report.changes
        .filter((change) => change.kind === kind && /\/(allOf|oneOf|anyOf)\/\d+$/.test(change.path))
        .map((change) => change.path),
    );
  const added = at('added');
  return [...at('removed')].filter((path) => added.has(path));
}

const PROSE = new Set(['description', 'summary', 'title', 'example', 'examples', 'externalDocs']);

/**
 * A schema with every `$ref` replaced by what it points at (a reference back into itself is left as
 * the name it points at) and its prose left out, for comparing two versions of it.
 */
export function withoutProse(value: unknown, doc: unknown, seen: string[] = [], inProperties = false): unknown {
  if (Array.isArray(value)) return value.map((item) => withoutProse(item, doc, seen));
  if (!value || typeof value !== 'object') return value;
  const ref = (value as { $ref?: unknown }).$ref;
  if (typeof ref === 'string' && ref.startsWith('#/')) {
    if (seen.includes(ref)) return { $ref: ref.split('/').pop() };
    let target: unknown = doc;
    for (const part of pointerSegments(ref)) target = (target as Record<string, unknown> | undefined)?.[part];
    return withoutProse(target, doc, [...seen, ref]);
  }
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort()) {
    if (!inProperties && PROSE.has(key)) continue;
    out[key] = withoutProse((value as Record<string, unknown>)[key], doc, seen, key === 'properties' && !inProperties);
  }
  return out;
}

/** The value at a pointer of a bundled document, following its internal `$ref`s on the way. */
export function bundledValueAt(doc: unknown, pointer: string): unknown {
  let node = doc;
  for (const part of pointerSegments(pointer)) {
    for (let hops = 0; hops < 20; hops += 1) {
      const ref = (node as { $ref?: unknown } | undefined)?.$ref;
      if (typeof ref !== 'string' || !ref.startsWith('#/')) break;
      node = doc;
      for (const step of pointerSegments(ref)) node = (node as Record<string, unknown> | undefined)?.[step];
    }
    node = (node as Record<string, unknown> | undefined)?.[part];
  }
  return node;
}

/**
 * Redocly's changes as the project rates them: a newly deprecated field or operation is minor (it
 * announces a removal; the contract still answers it), a schema's own entry under `components`
 * added or dropped is left out (what reaches the wire is reported under the operations that use it),
 * and a combined schema's subschema that `sameButProse` finds unchanged but for prose is one patch change.
 */
export function readChanges(
  report: RedoclyReport,
  revisionRoot: string,
  sameButProse?: (pointer: string) => boolean,
): Change[] {
  const revisionDir = dirname(revisionRoot);
  const changes: Change[] = [];
  const documentationOnly = new Set(combinatorPairs(report).filter((pointer) => sameButProse?.(pointer)));
  for (const change of report.changes) {
    if (/^#\/components\/[^/]+\/[^/]+$/.test(change.path) && change.impact === 'patch' && change.kind !== 'modified') {
      continue;
    }
    if (documentationOnly.has(change.path)) {
      if (change.kind === 'added') continue;
      const found = locate(revisionRoot, change.path);
      changes.push({
        impact: 'patch',
        category: 'changed',
        ...describePointer(change.path),
        what: 'documentation (descriptions or examples) of a combined schema changed.',
        rules: [],
        file: found && rel(found.file),
        line: found?.line,
        pointer: change.path,
      });
      continue;
    }
    const deprecation = change.property === 'deprecated' && change.revision?.value === true;
    const impact: Impact = deprecation && change.impact === 'patch' ? 'minor' : change.impact;
    const category: Category =
      impact === 'major' ? 'breaking' : deprecation ? 'deprecated' : change.kind === 'added' ? 'added' : 'changed';
    // The source line: redocly's own when it points into the revision's split files, else (a removal)
    // the nearest surviving parent in the revision's source.
    const verdictPlace = change.verdicts.find((verdict) => verdict.location)?.location;
    const place = change.revision ?? verdictPlace ?? change.base;
    let file: string | undefined;
    let line: number | undefined;
    if (place && /\.ya?ml$/.test(place.file) && resolve(place.file).startsWith(revisionDir)) {
      file = resolve(place.file);
      line = place.line;
    } else if (place) {
      const found = locate(revisionRoot, place.pointer) ?? locate(revisionRoot, change.path);
      if (found) ({ file, line } = found);
    }
    const described = describePointer(change.path);
    const schema = schemaOfFile(file);
    let problem: string | undefined;
    if (deprecation && change.revision) {
      const parent = change.revision.pointer.replace(/\/deprecated$/, '');
      const node = valueAt(resolve(change.revision.file), parent) as { description?: unknown } | undefined;
      problem = deprecationProblem(node?.description);
    }
    changes.push({
      impact,
      category,
      ...described,
      schema,
      what: sentence(change, described.field, deprecation),
      rules: change.verdicts.map((verdict) => verdict.ruleId),
      file: file && rel(file),
      line,
      pointer: change.path,
      problem,
    });
  }
  const order = (c: Change) => impacts.indexOf(c.impact);
  return changes.sort((a, b) => order(a) - order(b) || (a.operation ?? '').localeCompare(b.operation ?? ''));
}

function sentence(change: RedoclyChange, field: string | undefined, deprecation: boolean): string {
  if (change.verdicts.length) return change.verdicts.map((verdict) => verdict.message).join(' ');
  const subject = field
    ? 'field'
    : change.typeName
        .replace(/s?Map$/, 's')
        .replace(/([a-z])([A-Z])/g, '$1 $2')
        .toLowerCase();
  if (deprecation) return `${subject} deprecated.`;
  if (change.kind === 'added') return `${subject} added.`;
  if (change.kind === 'removed') return `${subject} removed.`;
  return `\`${change.property ?? 'value'}\` changed.`;
}

// ---- reports ----

export interface DiffResult {
  base: { source: string; version: string };
  revision: { source: string; version: string };
  summary: Record<Impact, number>;
  /** The version the changes need after the base's. */
  requiredVersion: string;
  changes: Change[];
}

export const where = (change: Change) => (change.file ? `${change.file}${change.line ? `:${change.line}` : ''}` : '');

export function changeLine(change: Change): string {
  const at = [change.operation, change.part, change.field && `\`${change.field}\``].filter(Boolean).join(' ');
  const schema = change.schema ? ` (schema ${change.schema}: every operation that uses it)` : '';
  const place = where(change) ? ` at ${where(change)}` : '';
  return `${at ? `${at}: ` : ''}${change.what}${schema}${place}`;
}

export function markdownReport(result: DiffResult): string {
  const out = [
    `# Contract changes: ${result.base.version} → ${result.revision.version}`,
    '',
    `Base: \`${result.base.source}\` (${result.base.version}). Revision: \`${result.revision.source}\` (${result.revision.version}).`,
    `Changes: ${result.summary.major} major (breaking), ${result.summary.minor} minor, ${result.summary.patch} patch; the version they need: ${result.requiredVersion}.`,
    '',
  ];
  for (const impact of impacts) {
    const list = result.changes.filter((change) => change.impact === impact);
    if (!list.length) continue;
    out.push(`## ${impact}${impact === 'major' ? ' (breaking)' : ''}`, '');
    for (const change of list)
      out.push(`- ${changeLine(change)}${change.problem ? ` **Problem:** ${change.problem}` : ''}`);
    out.push('');
  }
  if (!result.changes.length) out.push('No changes.', '');
  return out.join('\n');
}

const headings: Record<Category, string> = {
  breaking: 'Breaking',
  added: 'Added',
  changed: 'Changed',
  deprecated: 'Deprecated',
};

/**
 * A draft changelog section: each change in a sentence, grouped Breaking / Added / Changed /
 * Deprecated. Reworded descriptions and examples are counted, not listed.
 */
export function changelogSection(result: DiffResult, date: string): string {
  const out = [`## ${result.revision.version} (${date})`, ''];
  const prose = (change: Change) => change.category === 'changed' && change.impact === 'patch';
  for (const category of ['breaking', 'added', 'changed', 'deprecated'] as Category[]) {
    const list = result.changes.filter((change) => change.category === category && !prose(change));
    const seen = new Set<string>();
    const lines = list
      .map((change) => {
        const at = [change.operation, change.part, change.field && `\`${change.field}\``].filter(Boolean).join(' ');
        const schema = change.schema ? ` (the ${change.schema} schema, wherever it is used)` : '';
        return `- ${at ? `${at}: ` : ''}${change.what}${schema}`;
      })
      .filter((line) => !seen.has(line) && seen.add(line));
    if (category === 'changed') {
      const reworded = result.changes.filter(prose).length;
      if (reworded) lines.push(`- Descriptions, examples or other documentation reworded in ${reworded} places.`);
    }
    if (lines.length) out.push(`### ${headings[category]}`, '', ...lines, '');
  }
  if (out.length === 2) out.push('No changes to the contract.', '');
  return out.join('\n');
}
