/**
 * `npm run contract:diff -- [--base REF|FILE] [--revision FILE] [--check-version] [--changelog] [--out DIR]`
 *
 * Compares the contract at a base with the working tree's (openapi/openapi.yaml) using `redocly diff`
 * and the diff rules of openapi/redocly.yaml (`diff-recommended`), prints the changes by impact, and
 * writes `changes.md` and `changes.json` to reports/contract/. Exits 1 on a breaking (major) change,
 * naming it with its source file and line; docs/contract-changes.md has the rules.
 *
 *   --base          a released contract file (openapi/releases/<version>.json), any contract file, or a
 *                   git revision (its openapi/ folder is read from git). Default: the newest release in
 *                   openapi/releases/, else the merge-base with main.
 *   --revision      the contract to check (default: openapi/openapi.yaml).
 *   --check-version a breaking change passes when `info.version`'s major was raised above the base's;
 *                   a version lower than the changes need is reported.
 *   --changelog     adds a draft section for the revision's version to openapi/CHANGELOG.md (to edit by hand).
 *   --out           where the reports go (default: reports/contract).
 * Exit: 0 without breaking changes, 1 with one (or a deprecation that does not say what replaces it
 * and from which version), 2 on a usage or tool error.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { parse } from 'yaml';
import {
  changeLine,
  bundledValueAt,
  changelogSection,
  combinatorPairs,
  compareVersions,
  contractRoot,
  impacts,
  markdownReport,
  nextVersion,
  parseVersion,
  readChanges,
  redoclyBin,
  redoclyConfig,
  redoclyEnv,
  releaseFiles,
  root,
  type DiffResult,
  type Impact,
  withoutProse,
  type RedoclyReport,
} from './contract-diff-lib';

function usage(message?: string): never {
  if (message) console.error(message);
  console.error(
    'usage: npm run contract:diff -- [--base REF|FILE] [--revision FILE] [--check-version] [--changelog] [--out DIR]',
  );
  process.exit(2);
}

interface Options {
  base?: string;
  revision: string;
  checkVersion: boolean;
  changelog: boolean;
  out: string;
}

function parseArgs(argv: string[]): Options {
  const options: Options = {
    revision: contractRoot,
    checkVersion: false,
    changelog: false,
    out: join(root, 'reports', 'contract'),
  };
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i].split(/=(.*)/s, 2);
    const value = () => inline ?? argv[++i] ?? usage(`${flag} needs a value`);
    if (flag === '--base') options.base = value();
    else if (flag === '--revision') options.revision = resolve(value());
    else if (flag === '--out') options.out = resolve(value());
    else if (flag === '--check-version') options.checkVersion = true;
    else if (flag === '--changelog') options.changelog = true;
    else if (flag === '--help' || flag === '-h') usage();
    else usage(`unknown argument: ${argv[i]}`);
  }
  return options;
}

const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

/** The base as a file redocly reads, and how to name it. */
function resolveBase(base: string | undefined, work: string): { file: string; source: string } {
  if (base && existsSync(base)) return { file: resolve(base), source: relative(root, resolve(base)) || base };
  if (!base) {
    const newest = releaseFiles().at(-1);
    if (newest) return { file: newest.file, source: relative(root, newest.file) };
  }
  let ref = base;
  if (!ref) {
    try {
      ref = git('merge-base', 'HEAD', 'main');
    } catch {
      usage('no release in openapi/releases/ and no merge-base with main: pass --base');
    }
  }
  // The contract's folder as it was at that revision, split files and all.
  const folder = join(work, 'base');
  mkdirSync(folder, { recursive: true });
  try {
    const archive = execFileSync('git', ['archive', '--format=tar', ref, 'openapi'], {
      cwd: root,
      maxBuffer: 256 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    execFileSync('tar', ['-x', '-C', folder], { input: archive });
  } catch {
    usage(`--base ${ref}: neither a file nor a git revision with an openapi/ folder`);
  }
  return { file: join(folder, 'openapi', 'openapi.yaml'), source: `${ref}:openapi/openapi.yaml` };
}

/** A contract as one document: a bundled file as it is, a split one through redocly bundle. */
function bundled(file: string, work: string, name: string): unknown {
  if (file.endsWith('.json')) return JSON.parse(readFileSync(file, 'utf8'));
  const out = join(work, `${name}.bundle.json`);
  execFileSync(redoclyBin, ['bundle', file, '--ext', 'json', '-o', out], {
    cwd: root,
    env: redoclyEnv,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  return JSON.parse(readFileSync(out, 'utf8'));
}

function infoVersion(file: string): string {
  const text = readFileSync(file, 'utf8');
  const doc = (file.endsWith('.json') ? JSON.parse(text) : parse(text)) as { info?: { version?: string } };
  return doc.info?.version ?? '0.0.0';
}

function main() {
  const options = parseArgs(process.argv.slice(2));
  if (!existsSync(options.revision)) usage(`--revision ${options.revision}: no such file`);
  const work = mkdtempSync(join(tmpdir(), 'contract-diff-'));
  try {
    const base = resolveBase(options.base, work);
    const reportFile = join(work, 'redocly-diff.json');
    try {
      execFileSync(
        redoclyBin,
        [
          'diff',
          base.file,
          options.revision,
          '--config',
          redoclyConfig,
          '--format',
          'json',
          '--output',
          reportFile,
          '--fail-on',
          'none',
        ],
        { cwd: root, env: redoclyEnv, stdio: ['ignore', 'ignore', 'pipe'] },
      );
    } catch (error) {
      console.error(String((error as { stderr?: Buffer }).stderr ?? error));
      console.error('redocly diff failed');
      process.exit(2);
    }
    const report = JSON.parse(readFileSync(reportFile, 'utf8')) as RedoclyReport;
    // redocly names files relative to its working directory.
    const absolute = (file: string) => resolve(root, file);
    for (const change of report.changes) {
      for (const side of [change.base, change.revision, ...change.verdicts.map((verdict) => verdict.location)]) {
        if (side) side.file = absolute(side.file);
      }
    }
    const pairs = combinatorPairs(report);
    let sameButProse: ((pointer: string) => boolean) | undefined;
    if (pairs.length) {
      const baseDoc = bundled(base.file, work, 'base');
      const revisionDoc = bundled(options.revision, work, 'revision');
      const plain = (doc: unknown, pointer: string) => JSON.stringify(withoutProse(bundledValueAt(doc, pointer), doc));
      sameButProse = (pointer) => plain(baseDoc, pointer) === plain(revisionDoc, pointer);
    }
    const changes = readChanges(report, options.revision, sameButProse);
    const summary = Object.fromEntries(
      impacts.map((impact) => [impact, changes.filter((change) => change.impact === impact).length]),
    ) as Record<Impact, number>;
    const baseVersion = infoVersion(base.file);
    const revisionVersion = infoVersion(options.revision);
    const bump = impacts.find((impact) => summary[impact] > 0) ?? 'none';
    const result: DiffResult = {
      base: { source: base.source, version: baseVersion },
      revision: { source: relative(root, options.revision), version: revisionVersion },
      summary,
      requiredVersion: nextVersion(baseVersion, bump),
      changes,
    };

    mkdirSync(options.out, { recursive: true });
    writeFileSync(join(options.out, 'changes.json'), JSON.stringify(result, null, 2) + '\n');
    writeFileSync(join(options.out, 'changes.md'), markdownReport(result));

    console.log(
      `contract ${result.base.version} (${result.base.source}) → ${result.revision.version} (${result.revision.source})`,
    );
    console.log(`${summary.major} major (breaking), ${summary.minor} minor, ${summary.patch} patch`);
    for (const impact of impacts) {
      const list = changes.filter((change) => change.impact === impact);
      if (!list.length) continue;
      console.log(`\n${impact}${impact === 'major' ? ' (breaking)' : ''}:`);
      // Prose changes can be many: the report has them all.
      const shown = impact === 'patch' ? list.slice(0, 20) : list;
      for (const change of shown) console.log(`  - ${changeLine(change)}`);
      if (shown.length < list.length) console.log(`  … ${list.length - shown.length} more in the report`);
    }
    console.log(
      `\nreports: ${relative(root, join(options.out, 'changes.md'))}, ${relative(root, join(options.out, 'changes.json'))}`,
    );

    if (options.changelog) writeChangelogDraft(result);

    const failures: string[] = [];
    const majorRaised = (parseVersion(revisionVersion)?.[0] ?? 0) > (parseVersion(baseVersion)?.[0] ?? 0);
    if (summary.major > 0) {
      if (options.checkVersion && majorRaised) {
        console.log(
          `\nbreaking changes allowed: info.version's major was raised (${baseVersion} → ${revisionVersion}).`,
        );
      } else {
        failures.push(
          `${summary.major} breaking change(s)${options.checkVersion ? ` and info.version's major was not raised above ${baseVersion}` : ''}:`,
          ...changes.filter((change) => change.impact === 'major').map((change) => `  - ${changeLine(change)}`),
          'Keep the old shape (deprecate it first: docs/contract-changes.md), or raise the major version.',
        );
      }
    }
    const badDeprecations = changes.filter((change) => change.problem);
    if (badDeprecations.length) {
      failures.push(
        'deprecations that do not say what replaces them:',
        ...badDeprecations.map((change) => `  - ${changeLine(change)}: ${change.problem}`),
      );
    }
    if (options.checkVersion && bump !== 'none' && compareVersions(revisionVersion, result.requiredVersion) < 0) {
      console.log(
        `\nnote: these changes need version ${result.requiredVersion} or later at the next release (info.version is ${revisionVersion}).`,
      );
    }
    if (failures.length) {
      console.error(`\nFAIL: ${failures.join('\n')}`);
      process.exitCode = 1;
    } else {
      console.log('\nok: no breaking change.');
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

function writeChangelogDraft(result: DiffResult) {
  const file = join(root, 'openapi', 'CHANGELOG.md');
  const draft = changelogSection(result, new Date().toISOString().slice(0, 10));
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '# Contract changelog\n\n';
  if (new RegExp(`^## ${result.revision.version.replace(/\./g, '\\.')}\\b`, 'm').test(text)) {
    console.log(`\nopenapi/CHANGELOG.md already has a section for ${result.revision.version}; the draft:\n\n${draft}`);
    return;
  }
  const at = text.search(/^## /m);
  writeFileSync(file, at < 0 ? `${text.trimEnd()}\n\n${draft}` : `${text.slice(0, at)}${draft}\n${text.slice(at)}`);
  console.log(`\nwrote a draft section for ${result.revision.version} to openapi/CHANGELOG.md: edit it by hand.`);
}

main();
