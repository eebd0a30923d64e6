/**
 * `npm run contract:release -- [--force] [--tag]`
 *
 * Records the contract as released: bundles openapi/openapi.yaml (redocly bundle) and writes it to
 * openapi/releases/<info.version>.json, the base `npm run contract:diff` and CI compare against. The
 * release lives in the repository, not only in a git tag, so a fresh clone without tags finds it.
 *
 *   --force  overwrite an existing release of that version whose content differs
 *   --tag    also create the git tag `contract-v<version>` on HEAD (moved with --force)
 * Exit 1 when the release exists with other content (without --force) or the version is not semver.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import {
  compareVersions,
  contractRoot,
  parseVersion,
  redoclyBin,
  redoclyEnv,
  releaseFiles,
  releasesDir,
  root,
} from './contract-diff-lib';

const args = process.argv.slice(2);
for (const arg of args) {
  if (!['--force', '--tag'].includes(arg)) {
    console.error(`unknown argument: ${arg}\nusage: npm run contract:release -- [--force] [--tag]`);
    process.exit(2);
  }
}
const force = args.includes('--force');
const tag = args.includes('--tag');

const work = mkdtempSync(join(tmpdir(), 'contract-release-'));
let bundled: { info: { version: string } };
try {
  const out = join(work, 'bundle.json');
  execFileSync(redoclyBin, ['bundle', contractRoot, '--ext', 'json', '-o', out], {
    cwd: root,
    env: redoclyEnv,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  bundled = JSON.parse(readFileSync(out, 'utf8'));
} finally {
  rmSync(work, { recursive: true, force: true });
}

const version = bundled.info.version;
if (!parseVersion(version)) {
  console.error(`info.version ${version} is not a semver version (MAJOR.MINOR.PATCH)`);
  process.exit(1);
}
const file = join(releasesDir, `${version}.json`);
const content = JSON.stringify(bundled, null, 2) + '\n';
const newest = releaseFiles().at(-1);
if (newest && compareVersions(version, newest.version) < 0) {
  console.error(`info.version ${version} is lower than the newest release ${newest.version}`);
  process.exit(1);
}
if (existsSync(file) && readFileSync(file, 'utf8') === content) {
  console.log(`${relative(root, file)} is up to date`);
} else if (existsSync(file) && !force) {
  console.error(
    `${relative(root, file)} exists with other content: raise info.version for a new release, or pass --force to replace ${version}`,
  );
  process.exit(1);
} else {
  mkdirSync(releasesDir, { recursive: true });
  writeFileSync(file, content);
  console.log(`wrote ${relative(root, file)}`);
}
const changelog = join(root, 'openapi', 'CHANGELOG.md');
if (
  !existsSync(changelog) ||
  !new RegExp(`^## ${version.replace(/\./g, '\\.')}\\b`, 'm').test(readFileSync(changelog, 'utf8'))
) {
  console.warn(`openapi/CHANGELOG.md has no section for ${version}: npm run contract:diff -- --changelog drafts one`);
}
if (tag) {
  const name = `contract-v${version}`;
  execFileSync('git', ['tag', ...(force ? ['-f'] : []), name], { cwd: root, stdio: 'inherit' });
  console.log(`tagged HEAD ${name} (commit the release file first: the tag marks the commit)`);
}
