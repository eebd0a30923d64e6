import { decodeTable, encodeTable } from './table-codec';

describe('saved table text (by column)', () => {
  const payments = Array.from({ length: 200 }, (_, i) => ({
    id: `p-${i}`,
    amount: [1250, 1850.5, 2875][i % 3],
    status: i % 7 === 0 ? 'pending' : 'completed',
    tenantId: `t-${i % 20}`,
    notes: i % 50 === 0 ? 'Paid at the office — “cash”' : null,
    late: i % 11 === 0,
  }));

  it('reads back every row equal to what was saved, keys in the same order', () => {
    const back = decodeTable(encodeTable(payments));
    expect(back).toEqual(payments);
    expect(back.map((row) => Object.keys(row as object))).toEqual(payments.map((row) => Object.keys(row)));
  });

  it('writes repeated values once per column: far smaller than the rows as JSON', () => {
    expect(encodeTable(payments).length).toBeLessThan(JSON.stringify(payments).length / 2);
  });

  it('keeps nested values (lists, objects) and rows whose keys differ', () => {
    const rows = [
      { id: 'a', photos: ['x.jpg'], rentHistory: [{ date: '2026-01-01', amount: 900 }] },
      { id: 'b', photos: [] },
      { id: 'c', extra: { deep: [1, { two: 2 }] }, photos: ['y.jpg', 'z.jpg'] },
    ];
    const back = decodeTable(encodeTable(rows));
    expect(back).toEqual(rows);
    expect(back.map((row) => Object.keys(row as object))).toEqual(rows.map((row) => Object.keys(row)));
  });

  it('keeps a key named __proto__ as a plain key', () => {
    const rows = JSON.parse('[{"id":"a","__proto__":{"polluted":true}}]') as unknown[];
    const [row] = decodeTable(encodeTable(rows)) as Array<Record<string, unknown>>;
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
    expect(Object.keys(row!)).toEqual(['id', '__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('reads an empty table and a table saved as a plain JSON array (stores saved before)', () => {
    expect(decodeTable(encodeTable([]))).toEqual([]);
    expect(decodeTable(JSON.stringify(payments))).toEqual(payments);
  });
});
