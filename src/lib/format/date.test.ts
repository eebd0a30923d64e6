import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import {
  addDays,
  addYears,
  daysBetween,
  formatDate,
  formatDateTime,
  oneYearFromTodayIso,
  parseIsoDate,
  toIsoDate,
  todayIso,
} from './date';

describe('formatDate', () => {
  it('shows date-only strings as MM/DD/YYYY without shifting the day', () => {
    expect(formatDate('2024-03-01')).toBe('03/01/2024');
    expect(formatDate('2023-12-31')).toBe('12/31/2023');
    expect(formatDate('2024-01-01')).toBe('01/01/2024');
  });

  it('reads a midnight-UTC timestamp as that calendar day', () => {
    expect(formatDate('2024-03-01T00:00:00Z')).toBe('03/01/2024');
    expect(formatDate('2024-03-01T00:00:00.000Z')).toBe('03/01/2024');
  });

  it('shows timestamps in local time', () => {
    const instant = new Date(2024, 6, 4, 15, 30);
    expect(formatDate(instant.toISOString())).toBe('07/04/2024');
    expect(formatDate(instant)).toBe('07/04/2024');
  });

  it('reads epoch seconds (OIDC updated_at) and epoch milliseconds', () => {
    const noonLocal = new Date(2024, 4, 17, 12, 0, 0);
    expect(formatDate(noonLocal.getTime() / 1000)).toBe('05/17/2024');
    expect(formatDate(noonLocal.getTime())).toBe('05/17/2024');
    expect(formatDate(String(noonLocal.getTime() / 1000))).toBe('05/17/2024');
  });

  it('says "N/A" when empty or unreadable', () => {
    expect(formatDate(null)).toBe('N/A');
    expect(formatDate(undefined)).toBe('N/A');
    expect(formatDate('')).toBe('N/A');
    expect(formatDate('not a date')).toBe('N/A');
    expect(formatDate('2024-02-31')).toBe('N/A');
    expect(formatDate(new Date(Number.NaN))).toBe('N/A');
  });
});

describe('formatDateTime', () => {
  it('adds a 12-hour time to timestamps', () => {
    expect(formatDateTime(new Date(2024, 0, 5, 0, 7))).toBe('01/05/2024 12:07 AM');
    expect(formatDateTime(new Date(2024, 0, 5, 13, 45))).toBe('01/05/2024 1:45 PM');
  });

  it('shows only the date for date-only values and N/A when empty', () => {
    expect(formatDateTime('2024-01-05')).toBe('01/05/2024');
    expect(formatDateTime(null)).toBe('N/A');
  });
});

describe('calendar-day helpers', () => {
  it('parseIsoDate gives local midnight of that day', () => {
    const date = parseIsoDate('2024-03-01')!;
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours()]).toEqual([2024, 2, 1, 0]);
    expect(parseIsoDate('03/01/2024')).toBeNull();
  });

  it('toIsoDate uses the local day, todayIso uses the given clock', () => {
    expect(toIsoDate(new Date(2024, 1, 29, 23, 59))).toBe('2024-02-29');
    expect(todayIso(new Date(2025, 6, 9, 8))).toBe('2025-07-09');
    expect(todayIso()).toBe(toIsoDate(new Date()));
  });

  it('addDays crosses months and years', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2024-01-10', 14)).toBe('2024-01-24');
  });

  it('addYears keeps the day, clamping February 29 to February 28', () => {
    expect(addYears('2024-06-15', 1)).toBe('2025-06-15');
    expect(addYears('2024-02-29', 1)).toBe('2025-02-28');
    expect(addYears('2024-02-29', 4)).toBe('2028-02-29');
    expect(() => addYears('nope', 1)).toThrow(RangeError);
  });

  it('oneYearFromTodayIso is the default end date', () => {
    expect(oneYearFromTodayIso(new Date(2025, 2, 10, 18))).toBe('2026-03-10');
  });
});

describe('time-zone independence', () => {
  // Tests run with TZ=UTC and worker threads cannot change their zone, so this runs the module in
  // child processes under zones west and east of UTC, where naive `new Date('YYYY-MM-DD')` breaks.
  const here = path.dirname(fileURLToPath(import.meta.url));
  const tsx = path.resolve(here, '../../../node_modules/.bin/tsx');
  const script = `
    import { formatDate, addYears, addDays, todayIso, toIsoDate } from ${JSON.stringify(path.join(here, 'date.ts'))};
    const now = new Date(2024, 2, 10, 23, 30);
    console.log(JSON.stringify([
      formatDate('2024-03-01'), formatDate('2024-03-01T00:00:00.000Z'), addYears('2024-02-29', 1),
      addDays('2024-03-09', 2), todayIso(now), toIsoDate(now), new Date().getTimezoneOffset() !== 0,
    ]));`;

  it.each(['America/Los_Angeles', 'Pacific/Auckland', 'America/New_York'])('gives the same days in %s', (tz) => {
    const output = execFileSync(tsx, ['--eval', script], { env: { ...process.env, TZ: tz }, encoding: 'utf8' });
    expect(JSON.parse(output)).toEqual([
      '03/01/2024',
      '03/01/2024',
      '2025-02-28',
      '2024-03-11',
      '2024-03-10',
      '2024-03-10',
      true,
    ]);
  });
});

describe('daysBetween', () => {
  it('counts whole calendar days (UTC) between ISO days or instants, negative backwards', () => {
    expect(daysBetween('2026-11-05', '2026-11-22')).toBe(17);
    expect(daysBetween('2026-02-27', '2026-03-02')).toBe(3);
    expect(daysBetween('2026-11-22', '2026-11-05')).toBe(-17);
    expect(daysBetween(new Date('2026-11-22T23:59:00Z'), new Date('2026-11-23T00:01:00Z'))).toBe(1);
    expect(daysBetween(new Date('2026-11-22T00:00:00Z'), new Date('2026-11-22T23:00:00Z'))).toBe(0);
  });
});
