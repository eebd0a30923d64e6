/**
 * `npm run contract:verify -- --base-url URL [--token T] [--verbose]`
 *
 * Walks every operation of the OpenAPI contract against a live server (a real backend, or
 * `npm run mock:server`) with real HTTP, and checks every request and answer against the contract.
 * It creates its own records (names tagged "Contract Walk <tag>") and deletes them at the end.
 * Prints each violation with its operation, then a summary line; exits 1 on any violation.
 *
 *   --base-url   the API base URL the contract's paths are appended to, e.g. http://localhost:9090/api
 *   --token      a bearer token the server accepts (default: $CONTRACT_TOKEN, else "contract-verify",
 *                which the mock accepts: it takes any token)
 *   --verbose    print every call as it happens
 */
import { formatViolation, walk } from './walk';

function usage(message?: string): never {
  if (message) console.error(message);
  console.error('usage: npm run contract:verify -- --base-url http://localhost:9090/api [--token TOKEN] [--verbose]');
  process.exit(2);
}

function parseArgs(argv: string[]): { baseUrl: string; token: string; verbose: boolean } {
  let baseUrl: string | undefined;
  let token = process.env.CONTRACT_TOKEN || 'contract-verify';
  let verbose = false;
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i].split(/=(.*)/s, 2);
    const value = () => inline ?? argv[++i] ?? usage(`${flag} needs a value`);
    if (flag === '--base-url') baseUrl = value();
    else if (flag === '--token') token = value();
    else if (flag === '--verbose' || flag === '-v') verbose = true;
    else if (flag === '--help' || flag === '-h') usage();
    else usage(`unknown argument: ${argv[i]}`);
  }
  if (!baseUrl) usage('--base-url is required');
  try {
    new URL(baseUrl);
  } catch {
    usage(`--base-url must be an absolute URL, got ${baseUrl}`);
  }
  return { baseUrl, token, verbose };
}

async function main(): Promise<void> {
  const { baseUrl, token, verbose } = parseArgs(process.argv.slice(2));
  console.log(`Verifying ${baseUrl} against the contract (openapi/openapi.yaml, bundled in mocks/openapi.gen.json)...`);
  const started = Date.now();
  const result = await walk({
    baseUrl,
    token,
    fetch: globalThis.fetch,
    onCall: verbose ? (line) => console.log(line) : undefined,
  });
  for (const violation of result.violations) console.log(`\nVIOLATION ${formatViolation(violation)}`);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `\n${result.violations.length === 0 ? 'ok' : 'FAILED'}: exercised ${result.exercised.size} of ${result.defined.length} operations in ${result.calls} calls (${seconds}s), ${result.violations.length} violation${result.violations.length === 1 ? '' : 's'}`,
  );
  process.exitCode = result.violations.length === 0 ? 0 : 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(2);
});
