#!/usr/bin/env node
// npm test: every test of the project, in two lanes.
//   1. Vitest (jsdom + MSW): unit, component and integration tests, and the story tests
//      (src/testing/stories*.test.tsx render every story and run its play function).
//   2. Playwright: e2e/ in headless Chromium against the preview build, and e2e/prod/ against the
//      production build on a real OpenID provider and the API over HTTP (playwright.config.ts; that
//      lane builds dist/ for its servers first unless it already is).
// At the end it prints each lane's wall time, test count and cost per test (wall time / tests), then
// `N passed, N failed` over both lanes as the last line (CI reads it), after one `failed test: …` line per
// failed test (CI repeats those too: a CI log is often read from its end). Exits non-zero when either lane fails.
// Extra arguments are ignored on purpose: run one lane with `npm run test:unit` / `npm run test:e2e`.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { stripVTControlCharacters } from 'node:util';
import { join, relative } from 'node:path';

// The headless shell when installed (it costs an e2e test much less CPU than the full browser), else the
// full Chromium; playwright.config.ts picks the same way when run on its own.
const executable = (path) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};
const chromium =
  process.env.CHROMIUM_PATH ||
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find(executable) ||
  '/usr/bin/chromium-headless-shell';
if (!executable(chromium)) {
  console.error(
    `No Chromium found at ${chromium}: run \`apt-get install -y chromium-headless-shell\` (or chromium) or set CHROMIUM_PATH=/path/to/chrome`,
  );
  process.exit(1);
}

/** Whether a TCP port on localhost is free. */
const isFree = (port) =>
  new Promise((resolve) => {
    const server = createServer().once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

/** Two free consecutive ports for the e2e servers (root and sub-path builds), from 4180 up. */
async function e2ePort() {
  if (process.env.E2E_PORT) return process.env.E2E_PORT;
  for (let port = 4180; port < 4280; port += 2)
    if ((await isFree(port)) && (await isFree(port + 1))) return String(port);
  return '4180';
}

const reports = mkdtempSync(join(tmpdir(), 'rental-manager-tests-'));
const env = {
  ...process.env,
  CHROMIUM_PATH: chromium,
  STORYBOOK_DISABLE_TELEMETRY: '1',
  REDOCLY_TELEMETRY: 'off',
  E2E_PORT: await e2ePort(),
};
const bin = (name) => join('node_modules', '.bin', name);
/** The first line of a runner's message, without colour codes. */
const firstLine = (text = '') => stripVTControlCharacters(text).trim().split('\n')[0];

function lane(name, command, args, extraEnv, readReport) {
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  const status = spawnSync(command, args, { stdio: 'inherit', env: { ...env, ...extraEnv } }).status ?? 1;
  let counts;
  try {
    counts = readReport();
  } catch {
    counts = { passed: 0, failed: 1, failedTests: [] }; // the runner crashed before reporting
  }
  if (status !== 0 && counts.failed === 0) counts.failed = 1; // e.g. a file failed to import
  const seconds = (Date.now() - started) / 1000;
  console.log(
    `=== ${name}: ${status === 0 ? 'ok' : 'FAILED'} in ${seconds.toFixed(1)} s (${counts.passed} passed, ${counts.failed} failed) ===`,
  );
  return { name, status, seconds, ...counts };
}

const vitestJson = join(reports, 'vitest.json');
const unit = lane(
  'vitest (unit, component, integration, stories)',
  bin('vitest'),
  ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`],
  {},
  () => {
    const r = JSON.parse(readFileSync(vitestJson, 'utf8'));
    const failedTests = r.testResults.flatMap((file) => {
      const where = relative(process.cwd(), file.name);
      const tests = file.assertionResults.filter((t) => t.status === 'failed').map((t) => `${where} › ${t.fullName}`);
      // A file that failed outside any test (an import or a hook) has no failed test of its own.
      return tests.length || file.status !== 'failed'
        ? tests
        : [`${where} (the file itself: ${firstLine(file.message)})`];
    });
    return {
      passed: r.numPassedTests,
      failed: r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0),
      failedTests,
    };
  },
);

const playwrightJson = join(reports, 'playwright.json');
const e2e = lane(
  'playwright (e2e, headless Chromium, preview and production builds)',
  bin('playwright'),
  ['test', '--reporter=list,json'],
  { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson },
  () => {
    if (!existsSync(playwrightJson)) throw new Error('no report');
    const { stats, suites = [], errors = [] } = JSON.parse(readFileSync(playwrightJson, 'utf8'));
    const failedTests = [];
    const walk = (suite, titles) => {
      for (const spec of suite.specs ?? [])
        for (const t of spec.tests)
          if (t.status === 'unexpected')
            failedTests.push(`e2e/${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}`);
      for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
    };
    for (const suite of suites) walk(suite, []);
    for (const error of errors) failedTests.push(`e2e (outside any test: ${firstLine(error.message)})`);
    return {
      passed: stats.expected + stats.flaky,
      failed: stats.unexpected + (errors.length && !stats.unexpected ? 1 : 0),
      failedTests,
    };
  },
);

const passed = unit.passed + e2e.passed;
const failed = unit.failed + e2e.failed;
console.log('\n=== lanes ===');
for (const { name, status, seconds, passed: lanePassed, failed: laneFailed } of [unit, e2e]) {
  const tests = lanePassed + laneFailed;
  const perTest = tests ? `${(seconds / tests).toFixed(2)} s per test` : 'no tests';
  console.log(
    `${name}: ${status === 0 ? 'ok' : 'FAILED'}, ${seconds.toFixed(1)} s, ${tests} tests, ${perTest} (wall time / tests)`,
  );
}
const failedTests = [...unit.failedTests, ...e2e.failedTests];
if (failedTests.length) console.log(`\n${failedTests.map((t) => `failed test: ${t}`).join('\n')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(unit.status === 0 && e2e.status === 0 ? 0 : 1);
