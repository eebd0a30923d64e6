import { isCalendarDay } from '@/lib/clock';
import {
  formatFaults,
  parseDataSet,
  parseFaults,
  parseLatency,
  type DataSet,
  type Fault,
  type Latency,
} from './syntax';

/**
 * The demo settings of this browser tab: read from the URL (`?mock=`, `?mockLatency=`, `?mockData=`,
 * and the older `?mockSize=`), remembered in sessionStorage so they survive the sign-in redirect and
 * reloads of the tab, and changed by the demo controls panel.
 */
export interface DemoSettings {
  faults: Fault[];
  latency: Latency;
  dataSet: DataSet;
  /** The day the clock is set to (`?mockToday=`, the panel's *Today*), `YYYY-MM-DD`; absent: the real day. */
  today?: string | null;
  /**
   * What the page's URL asked for and was refused (a `?mockToday=` that is no calendar day, an unreadable
   * `?mock=` item), each as one sentence for the banner; never remembered, so it shows on that load only.
   */
  notices?: string[];
}

const KEY = 'rental-manager:mock-settings';
/** An older key keeping `?mockSize=` for every tab (a browser may still hold it): read once, then dropped. */
const LEGACY_SIZE_KEY = 'rental-manager:mock-size';
export const URL_PARAMS = ['mock', 'mockLatency', 'mockData', 'mockSize', 'mockToday'] as const;

/** The days the clock can be set to: this century's. */
export const DEMO_DAY_RANGE = { min: '2000-01-01', max: '2099-12-31' } as const;

/**
 * A day the clock can be set to: a calendar day (`YYYY-MM-DD`) within `DEMO_DAY_RANGE`. The range keeps
 * out the years a date field passes through while a year is typed digit by digit (0002, 0020, 0202).
 */
export function isDemoDay(text: string): boolean {
  return isCalendarDay(text) && text >= DEMO_DAY_RANGE.min && text <= DEMO_DAY_RANGE.max;
}

/**
 * `?mockToday=` read: a day the clock can be set to (`isDemoDay`) sets it, `off` or nothing after `=`
 * returns to the real day, anything else is refused (undefined) and the day the tab had stays.
 */
export function parseMockToday(value: string | null): string | null | undefined {
  if (value === null) return undefined;
  const text = value.trim();
  if (text === '' || text === 'off') return null;
  return isDemoDay(text) ? text : undefined;
}

export function defaultSettings(): DemoSettings {
  return {
    faults: [],
    latency: 'off',
    dataSet: import.meta.env?.VITE_MOCK_SIZE === 'large' ? 'large' : 'default',
  };
}

function remembered(): DemoSettings {
  const base = defaultSettings();
  try {
    const legacy = parseDataSet(localStorage.getItem(LEGACY_SIZE_KEY));
    if (legacy) base.dataSet = legacy;
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return base;
    const stored = JSON.parse(raw) as { mock?: string; latency?: string; dataSet?: string; today?: string };
    return {
      faults: parseFaults(stored.mock).faults,
      latency: parseLatency(stored.latency) ?? base.latency,
      dataSet: parseDataSet(stored.dataSet) ?? base.dataSet,
      today: parseMockToday(stored.today ?? null) ?? null,
    };
  } catch {
    return base;
  }
}

export function rememberSettings(settings: DemoSettings): void {
  try {
    sessionStorage.setItem(
      KEY,
      JSON.stringify({
        mock: formatFaults(settings.faults),
        latency: settings.latency,
        dataSet: settings.dataSet,
        ...(settings.today ? { today: settings.today } : {}),
      }),
    );
    localStorage.removeItem(LEGACY_SIZE_KEY);
  } catch {
    // Storage unavailable: the settings last for this page only.
  }
}

/**
 * The tab's settings: the URL's parameters override what the tab remembered, and are remembered in
 * turn. What the URL asked for and was refused (unreadable fault items, a `?mockToday=` that is no
 * calendar day) is ignored, named in `notices` for the banner and on the console.
 */
export function settingsFromLocation(search: string = window.location.search): DemoSettings {
  const params = new URLSearchParams(search);
  const settings = remembered();
  const notices: string[] = [];
  if (params.has('mock')) {
    const parsed = parseFaults(params.get('mock'));
    for (const error of parsed.errors) notices.push(`Ignored ?mock= item ${error}.`);
    settings.faults = parsed.faults;
  }
  const latency = parseLatency(params.get('mockLatency'));
  if (latency) settings.latency = latency;
  const dataSet = parseDataSet(params.get('mockData')) ?? parseDataSet(params.get('mockSize'));
  if (dataSet) settings.dataSet = dataSet;
  const today = parseMockToday(params.get('mockToday'));
  if (today !== undefined) settings.today = today;
  else if (params.has('mockToday'))
    notices.push(
      `Ignored ?mockToday=${params.get('mockToday')}: not a calendar day from ${DEMO_DAY_RANGE.min} to ` +
        `${DEMO_DAY_RANGE.max} (YYYY-MM-DD). Today stays ${settings.today ? settings.today : 'the real day'}.`,
    );
  rememberSettings(settings);
  for (const notice of notices) console.warn(`[demo controls] ${notice}`);
  return notices.length ? { ...settings, notices } : settings;
}

/** A link that reproduces `settings` on `href`'s page (the other parameters are kept). */
export function linkFor(settings: DemoSettings, href: string = window.location.href): string {
  const url = new URL(href);
  for (const name of URL_PARAMS) url.searchParams.delete(name);
  if (settings.faults.length) url.searchParams.set('mock', formatFaults(settings.faults));
  if (settings.latency !== 'off') url.searchParams.set('mockLatency', settings.latency);
  if (settings.dataSet !== 'default') url.searchParams.set('mockData', settings.dataSet);
  if (settings.today) url.searchParams.set('mockToday', settings.today);
  // Keep the syntax readable in the link: ':' ',' '*' and '/' need no escaping in a query.
  return url.toString().replace(/%3A/gi, ':').replace(/%2C/gi, ',').replace(/%2F/gi, '/').replace(/%2A/gi, '*');
}

/** The current URL without the demo parameters (so a reload applies the remembered settings). */
export function urlWithoutDemoParams(href: string = window.location.href): string {
  const url = new URL(href);
  for (const name of URL_PARAMS) url.searchParams.delete(name);
  return url.toString();
}
