import { describeFault, faultApplies, formatFaults, parseFault, parseFaults, parseLatency, type Fault } from './syntax';

describe('fault spec parser (?mock=)', () => {
  it('reads the issue example: error on tenants, and slow by 2 s on every call', () => {
    expect(parseFaults('error:tenants,slow:2000:*')).toEqual({
      faults: [
        { kind: 'error', status: 500, target: 'tenants', scope: 'all' },
        { kind: 'slow', ms: 2000, target: '*', scope: 'all' },
      ],
      errors: [],
    });
  });

  it('reads a status, an area, a scope and each kind', () => {
    expect(parseFault('error:507:uploads:writes')).toEqual({
      kind: 'error',
      status: 507,
      target: 'uploads',
      scope: 'writes',
    });
    expect(parseFault('never:dashboard')).toEqual({ kind: 'never', target: 'dashboard', scope: 'all' });
    expect(parseFault('empty:properties:reads')).toEqual({ kind: 'empty', target: 'properties', scope: 'reads' });
    expect(parseFault('network')).toEqual({ kind: 'network', target: '*', scope: 'all' });
    expect(parseFault('slow')).toEqual({ kind: 'slow', ms: 3000, target: '*', scope: 'all' });
    expect(parseFault('ERROR:Work-Orders')).toEqual({
      kind: 'error',
      status: 500,
      target: 'work-orders',
      scope: 'all',
    });
  });

  it('keeps a path whole, even with ":" parameters, and takes a trailing scope off it', () => {
    expect(parseFault('error:404:/units/:id:reads')).toEqual({
      kind: 'error',
      status: 404,
      target: '/units/:id',
      scope: 'reads',
    });
    expect(parseFault('empty:/vendors/recommendations')).toMatchObject({ target: '/vendors/recommendations' });
  });

  it('reports unreadable items and keeps the readable ones', () => {
    const parsed = parseFaults('explode:units,error:200:units,error:nowhere,never:leases');
    expect(parsed.faults).toEqual([{ kind: 'never', target: 'leases', scope: 'all' }]);
    expect(parsed.errors).toHaveLength(3);
    expect(parsed.errors[0]).toContain('unknown kind');
    expect(parsed.errors[1]).toContain('not an error status');
    expect(parsed.errors[2]).toContain('unknown area');
  });

  it('reads off, none and nothing as no faults', () => {
    for (const value of ['off', 'none', '', null, undefined]) expect(parseFaults(value).faults).toEqual([]);
  });

  it('writes faults back in the same syntax', () => {
    const text = 'error:503:tenants:reads,slow:2000:*,never:/units/:id,empty:payments,network:uploads:writes';
    expect(formatFaults(parseFaults(text).faults)).toBe(text);
  });

  it('reads latency names', () => {
    expect(parseLatency('fast3g')).toBe('fast3g');
    expect(parseLatency('Fast 3G')).toBe('fast3g');
    expect(parseLatency('slow')).toBe('slow');
    expect(parseLatency('off')).toBe('off');
    expect(parseLatency('warp')).toBeNull();
  });

  it('names a fault for the banner', () => {
    expect(describeFault(parseFault('error:503:tenants:reads') as Fault)).toBe('Error 503 on tenants (reads)');
    expect(describeFault(parseFault('slow:2000') as Fault)).toBe('Slow 2000 ms on every call');
  });
});

describe('which calls a fault applies to', () => {
  const fault = (text: string) => parseFault(text) as Fault;

  it('matches an area by its paths, uploads by photo, document and file paths', () => {
    expect(faultApplies(fault('error:properties'), 'GET', '/rental-properties')).toBe(true);
    expect(faultApplies(fault('error:properties'), 'GET', '/rental-properties/p-1')).toBe(true);
    expect(faultApplies(fault('error:properties'), 'GET', '/units')).toBe(false);
    expect(faultApplies(fault('error:assignments'), 'GET', '/tenant-unit-assignments/by-unit/u-1')).toBe(true);
    expect(faultApplies(fault('error:maintenance'), 'GET', '/maintenance-requests/overdue')).toBe(true);
    expect(faultApplies(fault('error:uploads'), 'POST', '/rental-properties/p-1/photos')).toBe(true);
    expect(faultApplies(fault('error:uploads'), 'POST', '/units/u-1/photos/upload-url')).toBe(true);
    expect(faultApplies(fault('error:uploads'), 'POST', '/tenants/t-1/documents')).toBe(true);
    expect(faultApplies(fault('error:uploads'), 'GET', '/files/abc.svg')).toBe(true);
    expect(faultApplies(fault('error:uploads'), 'GET', '/rental-properties/p-1')).toBe(false);
  });

  it('matches reads, writes or both', () => {
    expect(faultApplies(fault('error:units:reads'), 'GET', '/units')).toBe(true);
    expect(faultApplies(fault('error:units:reads'), 'POST', '/units')).toBe(false);
    expect(faultApplies(fault('error:units:writes'), 'PUT', '/units/u-1')).toBe(true);
    expect(faultApplies(fault('error:units:writes'), 'GET', '/units/u-1')).toBe(false);
    expect(faultApplies(fault('error:units'), 'DELETE', '/units/u-1')).toBe(true);
  });

  it('never empties a write', () => {
    expect(faultApplies(fault('empty:*'), 'POST', '/units')).toBe(false);
  });

  it('matches paths with parameters and a trailing *', () => {
    expect(faultApplies(fault('error:/units/:id'), 'GET', '/units/u-1')).toBe(true);
    expect(faultApplies(fault('error:/units/{id}'), 'GET', '/units/u-1')).toBe(true);
    expect(faultApplies(fault('error:/units/:id'), 'GET', '/units')).toBe(false);
    expect(faultApplies(fault('error:/units/:id'), 'GET', '/units/u-1/photos')).toBe(false);
    expect(faultApplies(fault('error:/vendors/*'), 'GET', '/vendors/v-1/work')).toBe(true);
  });

  it('leaves the health check alone unless it is named', () => {
    expect(faultApplies(fault('error:*'), 'GET', '/health')).toBe(false);
    expect(faultApplies(fault('error:/health'), 'GET', '/health')).toBe(true);
  });
});
