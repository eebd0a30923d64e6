import {
  feeRowsToJson,
  LEASE_JSON_MESSAGES,
  maintenanceRowsToJson,
  mapToRows,
  parseAdditionalFees,
  parseMaintenance,
  parseUtilities,
  toggleUtility,
  toJsonText,
} from './lease-json';

describe('lease JSON fields', () => {
  it('reads utilities as a list of names; empty is none; other JSON is refused with a clear message', () => {
    expect(parseUtilities('["water","trash"]')).toEqual({ ok: true, value: ['water', 'trash'] });
    expect(parseUtilities('  ')).toEqual({ ok: true, value: null });
    expect(parseUtilities('["water",')).toEqual({ ok: false, message: LEASE_JSON_MESSAGES.invalidJson });
    expect(parseUtilities('{"water":true}')).toEqual({ ok: false, message: LEASE_JSON_MESSAGES.utilities });
    expect(parseUtilities('[1]')).toEqual({ ok: false, message: LEASE_JSON_MESSAGES.utilities });
  });

  it('reads additional fees as name → amount; a negative or text amount is refused', () => {
    expect(parseAdditionalFees('{"parking": 50, "storage": 25.5}')).toEqual({
      ok: true,
      value: { parking: 50, storage: 25.5 },
    });
    expect(parseAdditionalFees('[50]')).toEqual({ ok: false, message: LEASE_JSON_MESSAGES.fees });
    expect(parseAdditionalFees('{"parking": "50"}')).toEqual({ ok: false, message: LEASE_JSON_MESSAGES.feeAmount });
    expect(parseAdditionalFees('{"parking": -1}')).toEqual({ ok: false, message: LEASE_JSON_MESSAGES.feeAmount });
    expect(parseAdditionalFees('{parking: 50}')).toEqual({ ok: false, message: LEASE_JSON_MESSAGES.invalidJson });
  });

  it('reads maintenance responsibility as area → party; nested objects are refused', () => {
    expect(parseMaintenance('{"lawn":"tenant","hvac":"landlord"}')).toEqual({
      ok: true,
      value: { lawn: 'tenant', hvac: 'landlord' },
    });
    expect(parseMaintenance('{"lawn":{"who":"tenant"}}')).toEqual({
      ok: false,
      message: LEASE_JSON_MESSAGES.maintenance,
    });
    expect(parseMaintenance('"tenant"')).toEqual({ ok: false, message: LEASE_JSON_MESSAGES.maintenance });
  });

  it('writes JSON text back, empty for none', () => {
    expect(toJsonText(['water'])).toBe('["water"]');
    expect(toJsonText({ parking: 50 })).toBe('{"parking":50}');
    expect(toJsonText(null)).toBe('');
    expect(toJsonText([])).toBe('');
    expect(toJsonText({})).toBe('');
  });

  it('turns a utility on and off', () => {
    expect(toggleUtility(['water'], 'trash', true)).toEqual(['water', 'trash']);
    expect(toggleUtility(['water', 'trash'], 'water', false)).toEqual(['trash']);
    expect(toggleUtility(['water'], 'water', true)).toEqual(['water']);
  });

  it('writes fee and maintenance rows as JSON, skipping rows without a name; a bad amount is kept for the form to refuse', () => {
    const json = feeRowsToJson([
      { key: 'parking', value: '50' },
      { key: ' ', value: '10' },
    ]);
    expect(json).toBe('{"parking":50}');
    const bad = feeRowsToJson([{ key: 'parking', value: 'abc' }]);
    expect(parseAdditionalFees(bad)).toEqual({ ok: false, message: LEASE_JSON_MESSAGES.feeAmount });
    expect(feeRowsToJson([])).toBe('');
    expect(maintenanceRowsToJson([{ key: 'lawn', value: 'tenant' }])).toBe('{"lawn":"tenant"}');
    expect(mapToRows({ lawn: 'tenant', pool: null })).toEqual([
      { key: 'lawn', value: 'tenant' },
      { key: 'pool', value: '' },
    ]);
  });
});
