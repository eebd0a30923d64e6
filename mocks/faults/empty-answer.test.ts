import { allOperations, validateResponse } from '../support/contract-validator';
import { todayIso } from '../support/time';
import { emptyAnswer } from './empty-answer';

const query = (text = '') => new URLSearchParams(text);

describe('empty answers derived from the contract', () => {
  it('a paged list answers no rows and paging metadata echoing page and limit', () => {
    expect(emptyAnswer('GET', '/rental-properties', query('page=2&limit=20'))).toEqual({
      data: [],
      meta: { total: 0, page: 2, limit: 20, totalPages: 0 },
    });
    expect(emptyAnswer('GET', '/units', query())).toEqual({
      data: [],
      meta: { total: 0, page: 1, limit: 100, totalPages: 0 },
    });
  });

  it('the overdue report answers no rows and a zero summary', () => {
    expect(emptyAnswer('GET', '/payments/overdue', query())).toEqual({
      data: [],
      summary: { count: 0, totalOverdue: 0, potentialLateFees: 0, criticalCount: 0 },
    });
  });

  it('the rent roll answers the month asked for (else the current one), no properties and zero totals', () => {
    expect(emptyAnswer('GET', '/payments/rent-roll', query('month=2026-03&page=1'))).toEqual({
      month: '2026-03',
      summary: {
        totalExpected: 0,
        totalCollected: 0,
        outstandingBalance: 0,
        unitsPaid: 0,
        occupiedUnits: 0,
        unitsBilled: 0,
      },
      data: [],
      meta: { total: 0, page: 1, limit: 100, totalPages: 0 },
    });
    expect(emptyAnswer('GET', '/payments/rent-roll', query())).toMatchObject({ month: todayIso().slice(0, 7) });
  });

  it('every read with an empty form answers a body its contract accepts (a client can parse it)', () => {
    const checked: string[] = [];
    for (const { method, path } of allOperations()) {
      if (method !== 'get') continue;
      const answer = emptyAnswer('GET', path.replace(/\{[^}]+\}/g, 'x-1'), query('q=park&month=2026-03'));
      if (answer === undefined) continue;
      const check = validateResponse('get', path, 200, 'application/json', answer);
      expect(check.problems, `GET ${path}`).toEqual([]);
      checked.push(path);
    }
    expect(checked).toEqual(expect.arrayContaining(['/rental-properties', '/payments/overdue', '/payments/rent-roll']));
  });

  it('bare arrays answer an empty array', () => {
    expect(emptyAnswer('GET', '/vendors/recommendations', query('category=plumbing'))).toEqual([]);
  });

  it('figures answer zeros; a literal path wins over a templated one', () => {
    const stats = emptyAnswer('GET', '/dashboard/stats', query()) as Record<string, unknown>;
    expect(stats.totalProperties).toBe(0);
    expect(stats.maintenanceRequests).toEqual(expect.objectContaining({ open: 0, overdue: 0 }));
    expect(emptyAnswer('GET', '/units/search', query('q=park'))).toMatchObject({ data: [], meta: { total: 0 } });
  });

  it('a read of one record has no empty form (it answers normally)', () => {
    expect(emptyAnswer('GET', '/rental-properties/p-1', query())).toBeUndefined();
    expect(emptyAnswer('GET', '/no/such/call', query())).toBeUndefined();
  });
});
