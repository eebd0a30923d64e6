#!/usr/bin/env node
/*
 * npm run test:days [-- --dates 2027-04-30,2028-02-29T00:03:00] [--today N] [--time HH:MM:SS] [-- <vitest args>]
 *
 * Runs the Vitest lane (`vitest run`) under Debian's faketime at fixed dates — the seed and many rules
 * are relative to today, so a test that passes today can fail on a month end, the 1st, around the
 * grace period's 5th/6th, a leap day or a year end, or just after midnight (a test that makes a record "today at
 * 00:05" meets a future time there) — then N more times on today (timing luck). A date runs at --time
 * (10:00 by default) unless it carries its own (`2027-01-01T00:03:00`). Prints
 * one line per run: date, passed, failed and the failed tests' names; exits 1 if any run failed.
 * For before a release (and after a change to dates, the seed or the test harness), not for CI: the
 * whole list costs one Vitest lane per date.
 *
 * Needs `faketime` (Debian/Ubuntu: `apt-get install -y faketime`). FAKETIME_DONT_FAKE_MONOTONIC=1
 * leaves the monotonic clock real, so timers, `performance.now()` and waits keep working; the wall
 * clock starts at the given date and runs on from there.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Month ends of 30 and 31 days, the 1st, the 5th and 6th (the late-fee grace period), a leap day, a year end,
 * and the first minutes of a day (times of day "earlier today" are still in the future there).
 */
const DEFAULT_DATES = [
  '2027-04-30',
  '2027-03-31',
  '2027-03-01',
  '2027-03-05',
  '2027-03-06',
  '2028-02-29',
  '2027-12-31',
  '2027-01-01T00:03:00',
];

function parseArgs(argv) {
  const options = { dates: DEFAULT_DATES, today: 1, time: '10:00:00', vitestArgs: [] };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const value = () => {
      const v = argv[++i];
      if (v === undefined) fail(`${arg} needs a value`);
      return v;
    };
    if (arg === '--dates') options.dates = value().split(',').filter(Boolean);
    else if (arg === '--today') options.today = Number(value());
    else if (arg === '--time') options.time = value();
    else if (arg === '--') options.vitestArgs = argv.slice(i + 1);
    else if (arg === '--help' || arg === '-h') {
      console.log('npm run test:days -- [--dates YYYY-MM-DD,…] [--today N] [--time HH:MM:SS] [-- <vitest args>]');
      process.exit(0);
    } else options.vitestArgs.push(arg);
    if (arg === '--') break;
  }
  for (const d of options.dates)
    if (!/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2})?$/.test(d)) fail(`not a date (YYYY-MM-DD[THH:MM:SS]): ${d}`);
  if (!/^\d{2}:\d{2}:\d{2}$/.test(options.time)) fail(`not a time: ${options.time}`);
  if (!Number.isInteger(options.today) || options.today < 0) fail('--today takes a whole number, 0 or more');
  return options;
}

function fail(message) {
  console.error(`test:days: ${message}`);
  process.exit(2);
}

function checkFaketime() {
  const probe = spawnSync(
    'faketime',
    ['2028-02-29 10:00:00', process.execPath, '-e', 'process.stdout.write(new Date().toISOString())'],
    { encoding: 'utf8', env: { ...process.env, FAKETIME_DONT_FAKE_MONOTONIC: '1' } },
  );
  if (probe.error || probe.status !== 0) fail('faketime is not installed (Debian/Ubuntu: apt-get install -y faketime)');
  if (!probe.stdout.startsWith('2028-02-29'))
    fail(`faketime does not change Node's clock here (Node saw ${probe.stdout || 'nothing'})`);
}

/** One `vitest run`, at `date` (YYYY-MM-DD[THH:MM:SS]) or on the real clock (null); its results from the JSON reporter. */
function runVitest(date, time, vitestArgs, dir, index) {
  const outputFile = path.join(dir, `run-${index}.json`);
  const vitest = [
    'vitest',
    'run',
    '--reporter=dot',
    '--reporter=json',
    `--outputFile.json=${outputFile}`,
    ...vitestArgs,
  ];
  const env = { ...process.env, FAKETIME_DONT_FAKE_MONOTONIC: '1' };
  const [day, ownTime] = date ? date.split('T') : [];
  const [command, args] = date ? ['faketime', [`${day} ${ownTime ?? time}`, 'npx', ...vitest]] : ['npx', vitest];
  const started = Date.now();
  const run = spawnSync(command, args, { env, stdio: ['ignore', 'inherit', 'inherit'] });
  const seconds = Math.round((Date.now() - started) / 1000);
  let report;
  try {
    report = JSON.parse(readFileSync(outputFile, 'utf8'));
  } catch {
    return { passed: 0, failed: 1, names: [`vitest ended without results (exit ${run.status})`], seconds };
  }
  const names = [];
  for (const file of report.testResults ?? []) {
    const failedTests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of failedTests) names.push(`${path.relative(process.cwd(), file.name)} › ${t.fullName}`);
    // A file that failed outside its tests (an import, a hook) has no failed test to name.
    if (file.status === 'failed' && failedTests.length === 0)
      names.push(`${path.relative(process.cwd(), file.name)} (${(file.message ?? 'failed').split('\n')[0]})`);
  }
  const failed = Math.max(report.numFailedTests ?? 0, names.length);
  if (run.status !== 0 && failed === 0) names.push(`vitest exited ${run.status}`);
  return { passed: report.numPassedTests ?? 0, failed: Math.max(failed, names.length), names, seconds };
}

const options = parseArgs(process.argv.slice(2));
checkFaketime();
const dir = mkdtempSync(path.join(tmpdir(), 'test-days-'));
const runs = [...options.dates, ...Array.from({ length: options.today }, () => null)];
const lines = [];
let anyFailed = false;
runs.forEach((date, index) => {
  const label = date ?? `today#${index - options.dates.length + 1}`;
  console.log(`\n── test:days: ${label} (${index + 1} of ${runs.length}) ──`);
  const result = runVitest(date, options.time, options.vitestArgs, dir, index);
  if (result.failed > 0) anyFailed = true;
  const line =
    `${label.padEnd(19)}  ${String(result.passed).padStart(5)} passed  ${String(result.failed).padStart(3)} failed  ` +
    `${String(result.seconds).padStart(4)} s` +
    (result.names.length ? `  ${result.names.join(' | ')}` : '');
  lines.push(line);
  console.log(`test:days ${line}`);
});
rmSync(dir, { recursive: true, force: true });
console.log('\ntest:days summary');
for (const line of lines) console.log(line);
process.exit(anyFailed ? 1 : 0);
