/**
 * The demo controls' settings and their URL syntax: faults, latency and the data set.
 *
 *   ?mock=error:tenants,slow:2000:*        faults, comma-separated (`?mock=off` clears them)
 *   ?mockLatency=fast3g                      latency for every call: off, fast3g, slow
 *   ?mockData=empty                          data set: default, large, empty
 *
 * A fault is `kind[:argument][:target][:scope]`:
 * - kind: `error` (argument: status, default 500), `slow` (argument: milliseconds, default 3000),
 *   `never` (never answers), `empty` (a correctly shaped empty answer, reads only), `network` (network failure);
 * - target: an area (`properties`, `units`, ... see AREAS), `*` (every call, the default) or an API
 *   path after `/api` (`/tenants`, `/units/:id`, `/units/{id}`, `/vendors/*`);
 * - scope: `reads` (GET), `writes` (POST, PUT, PATCH, DELETE) or `all` (the default).
 * Pure functions only: the browser, the Node server and the tests share them.
 */

export const FAULT_KINDS = ['error', 'slow', 'never', 'empty', 'network'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

/** Error statuses offered by the panel (any 4xx or 5xx works in a link). */
export const ERROR_STATUSES = [500, 503, 404, 403, 409, 413, 507] as const;

export const AREAS = [
  'properties',
  'units',
  'tenants',
  'leases',
  'assignments',
  'payments',
  'maintenance',
  'work-orders',
  'vendors',
  'dashboard',
  'search',
  'uploads',
] as const;
export type Area = (typeof AREAS)[number];

export const SCOPES = ['all', 'reads', 'writes'] as const;
export type Scope = (typeof SCOPES)[number];

export const LATENCIES = ['off', 'fast3g', 'slow'] as const;
export type Latency = (typeof LATENCIES)[number];

/** `file`: the data of a snapshot file loaded in the demo controls (mocks/snapshot), kept in this browser. */
export const DATA_SETS = ['default', 'large', 'empty', 'file'] as const;
export type DataSet = (typeof DATA_SETS)[number];

export interface Fault {
  kind: FaultKind;
  /** The status of an `error`. */
  status?: number;
  /** The delay of a `slow`, in milliseconds. */
  ms?: number;
  /** An area, '*' or an API path (starting with '/'). */
  target: string;
  scope: Scope;
}

export const DEFAULT_STATUS = 500;
export const DEFAULT_SLOW_MS = 3000;

export interface ParsedFaults {
  faults: Fault[];
  /** One message per item that could not be read (the item is ignored). */
  errors: string[];
}

const isScope = (value: string): value is Scope => (SCOPES as readonly string[]).includes(value);
const isArea = (value: string): value is Area => (AREAS as readonly string[]).includes(value);
const isKind = (value: string): value is FaultKind => (FAULT_KINDS as readonly string[]).includes(value);

/** Area names a link may also spell differently. */
const AREA_ALIASES: Record<string, Area> = {
  workorders: 'work-orders',
  'work-order': 'work-orders',
  'maintenance-requests': 'maintenance',
  'rental-properties': 'properties',
  photos: 'uploads',
  upload: 'uploads',
};

function normaliseTarget(raw: string): string | null {
  if (raw === '' || raw === '*' || raw === 'all') return '*';
  if (raw.startsWith('/')) return raw;
  const name = raw.toLowerCase();
  if (isArea(name)) return name;
  return AREA_ALIASES[name] ?? null;
}

/** Reads one fault (`error:503:tenants:reads`); a message when it cannot. */
export function parseFault(text: string): Fault | string {
  const parts = text.trim().split(':');
  const kind = parts.shift()?.toLowerCase() ?? '';
  if (!isKind(kind)) return `"${text}": unknown kind "${kind}" (one of ${FAULT_KINDS.join(', ')})`;
  const fault: Fault = { kind, target: '*', scope: 'all' };
  if (kind === 'error') fault.status = DEFAULT_STATUS;
  if (kind === 'slow') fault.ms = DEFAULT_SLOW_MS;
  if ((kind === 'error' || kind === 'slow') && parts.length && /^\d+$/.test(parts[0])) {
    const value = Number(parts.shift());
    if (kind === 'error') {
      if (value < 400 || value > 599) return `"${text}": status ${value} is not an error status (400-599)`;
      fault.status = value;
    } else fault.ms = value;
  }
  if (parts.length && isScope(parts[parts.length - 1].toLowerCase())) {
    fault.scope = parts.pop()!.toLowerCase() as Scope;
  }
  // A path may itself contain ':' (`/units/:id`): what is left is the target.
  const target = normaliseTarget(parts.join(':'));
  if (target === null) return `"${text}": unknown area "${parts.join(':')}" (one of ${AREAS.join(', ')}, * or /path)`;
  fault.target = target;
  return fault;
}

/** Reads the `?mock=` value: comma-separated faults; empty, `off` or `none` means no fault. */
export function parseFaults(value: string | null | undefined): ParsedFaults {
  const result: ParsedFaults = { faults: [], errors: [] };
  const text = (value ?? '').trim();
  if (text === '' || text === 'off' || text === 'none') return result;
  for (const item of text.split(',')) {
    if (!item.trim()) continue;
    const parsed = parseFault(item);
    if (typeof parsed === 'string') result.errors.push(parsed);
    else result.faults.push(parsed);
  }
  return result;
}

/** The shortest text `parseFault` reads back as the same fault. */
export function formatFault(fault: Fault): string {
  const parts: string[] = [fault.kind];
  if (fault.kind === 'error') parts.push(String(fault.status ?? DEFAULT_STATUS));
  if (fault.kind === 'slow') parts.push(String(fault.ms ?? DEFAULT_SLOW_MS));
  parts.push(fault.target);
  if (fault.scope !== 'all') parts.push(fault.scope);
  return parts.join(':');
}

export function formatFaults(faults: readonly Fault[]): string {
  return faults.map(formatFault).join(',');
}

export function parseLatency(value: string | null | undefined): Latency | null {
  const text = (value ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]/g, '');
  if (text === 'fast3g' || text === 'fast') return 'fast3g';
  if (text === 'slow' || text === 'slow3g') return 'slow';
  if (text === 'off' || text === 'none' || text === '0') return 'off';
  return null;
}

export function parseDataSet(value: string | null | undefined): DataSet | null {
  const text = (value ?? '').trim().toLowerCase();
  return (DATA_SETS as readonly string[]).includes(text) ? (text as DataSet) : null;
}

/** Delay range of each latency setting, in milliseconds (random within it, per call). */
export const LATENCY_RANGES: Record<Latency, [number, number]> = {
  off: [0, 0],
  fast3g: [400, 900],
  slow: [1800, 3000],
};

export const LATENCY_LABELS: Record<Latency, string> = {
  off: 'Off',
  fast3g: 'Fast 3G (0.4–0.9 s per call)',
  slow: 'Slow (1.8–3 s per call)',
};

const KIND_LABELS: Record<FaultKind, string> = {
  error: 'Error',
  slow: 'Slow',
  never: 'Never answer',
  empty: 'Empty answer',
  network: 'Network failure',
};

/** A person-readable name of a fault, for the banner: "Error 500 on tenants (reads)". */
export function describeFault(fault: Fault): string {
  let what = KIND_LABELS[fault.kind];
  if (fault.kind === 'error') what += ` ${fault.status ?? DEFAULT_STATUS}`;
  if (fault.kind === 'slow') what += ` ${fault.ms ?? DEFAULT_SLOW_MS} ms`;
  const where = fault.target === '*' ? 'every call' : fault.target;
  return `${what} on ${where}${fault.scope === 'all' ? '' : ` (${fault.scope})`}`;
}

/** Areas, by the API paths they cover (after `/api`). */
function areaOf(path: string): Area[] {
  const segments = path.split('/').filter(Boolean);
  const first = segments[0] ?? '';
  const areas: Area[] = [];
  const byFirst: Record<string, Area> = {
    'rental-properties': 'properties',
    units: 'units',
    tenants: 'tenants',
    leases: 'leases',
    'tenant-unit-assignments': 'assignments',
    payments: 'payments',
    'maintenance-requests': 'maintenance',
    'work-orders': 'work-orders',
    vendors: 'vendors',
    dashboard: 'dashboard',
    search: 'search',
  };
  if (byFirst[first]) areas.push(byFirst[first]);
  const upload =
    first === 'files' ||
    (segments.length >= 3 && (segments[2] === 'photos' || segments[2] === 'documents')) ||
    segments.includes('upload-url');
  if (upload) areas.push('uploads');
  return areas;
}

/** True when `pattern` (an API path, `:name` / `{name}` one segment, a trailing `*` the rest) matches `path`. */
export function pathMatches(pattern: string, path: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = path.split('/').filter(Boolean);
  for (let i = 0; i < want.length; i++) {
    const segment = want[i];
    if (segment === '*') return true;
    if (i >= have.length) return false;
    if (segment.startsWith(':') || (segment.startsWith('{') && segment.endsWith('}'))) continue;
    if (segment !== have[i]) return false;
  }
  return want.length === have.length;
}

export const isRead = (method: string) => method === 'GET' || method === 'HEAD';

/** True when `fault` applies to a call: `path` is the API path after `/api` (e.g. `/units/u-1`). */
export function faultApplies(fault: Fault, method: string, path: string): boolean {
  const read = isRead(method.toUpperCase());
  if (fault.scope === 'reads' && !read) return false;
  if (fault.scope === 'writes' && read) return false;
  if (fault.kind === 'empty' && !read) return false;
  if (path === '/health') return fault.target === '/health';
  if (fault.target === '*') return true;
  if (fault.target.startsWith('/')) return pathMatches(fault.target, path);
  return areaOf(path).includes(fault.target as Area);
}
