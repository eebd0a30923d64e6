import { linkFor, parseMockToday, settingsFromLocation } from './settings';

describe('?mockToday=', () => {
  it('reads a calendar day, turns the clock off with off or nothing, and refuses anything else', () => {
    expect(parseMockToday('2026-12-06')).toBe('2026-12-06');
    expect(parseMockToday('off')).toBeNull();
    expect(parseMockToday('')).toBeNull();
    expect(parseMockToday('2026-02-30')).toBeUndefined();
    expect(parseMockToday('12/06/2026')).toBeUndefined();
    expect(parseMockToday(null)).toBeUndefined();
  });

  it('is remembered for the tab, kept when a bad day is given (with a warning), and put into the link', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(settingsFromLocation('?mockToday=2026-12-06').today).toBe('2026-12-06');
    expect(settingsFromLocation('').today).toBe('2026-12-06');
    expect(settingsFromLocation('?mockToday=2026-13-01').today).toBe('2026-12-06');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('?mockToday=2026-13-01'));
    const settings = settingsFromLocation('');
    expect(linkFor(settings, 'http://localhost/rent-roll')).toBe('http://localhost/rent-roll?mockToday=2026-12-06');
    expect(settingsFromLocation('?mockToday=off').today).toBeNull();
    expect(settingsFromLocation('').today).toBeNull();
  });
});
