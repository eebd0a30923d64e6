/**
 * `npm run start:prod-local`: the production build (`dist/`) on a real OpenID provider and the API
 * over HTTP, three origins on this machine (scripts/start-prod-local-stack.ts,
 * docs/production-build.md). Builds `dist/` for them unless it already is (`--build` builds anyway),
 * starts the three, prints their addresses and the demo users, and stops all three on Ctrl+C.
 *
 *   npm run start:prod-local [-- --build] [-- --build-only] [-- --api http://localhost:8080/api]
 *   PROD_LOCAL_PORT=5570 ACCESS_TOKEN_TTL=300 npm run start:prod-local
 *
 * `--api URL`: the API is your own server at that base URL (already running; it must trust the
 * provider's tokens and answer CORS, docs/production-build.md); no mock:server is started.
 */
import { DEMO_USERS } from '../mocks/idp/users';
import { DEFAULT_ACCESS_TOKEN_TTL, DEMO_PASSWORD } from './oidc-provider';
import { buildFor, isBuiltFor, prodLocalAddresses, startProdLocal } from './start-prod-local-stack';

const args = process.argv.slice(2);
const ownApi = args.includes('--api') ? args[args.indexOf('--api') + 1]?.replace(/\/$/, '') : undefined;
const addresses = { ...prodLocalAddresses(), ...(ownApi ? { api: ownApi } : {}) };
if (args.includes('--build') || args.includes('--build-only') || !isBuiltFor(addresses)) buildFor(addresses);
if (args.includes('--build-only')) process.exit(0);

const accessTokenTtl = Number(process.env.ACCESS_TOKEN_TTL || DEFAULT_ACCESS_TOKEN_TTL);
const stack = await startProdLocal({ addresses, accessTokenTtl, apiOutput: 'inherit', mockApi: !ownApi });
console.log(`
The production build (dist/) on real parts:
  App        ${addresses.app}/   (dist/ with its _headers: production CSP and cache rules)
  Provider   ${addresses.provider}   (OpenID Connect, client rental-manager-web, access tokens live ${accessTokenTtl} s)
  API        ${addresses.api}   (${ownApi ? 'your server: it must trust tokens of' : 'mock:server --issuer'} ${addresses.provider})
Demo users (password ${DEMO_PASSWORD}):
${DEMO_USERS.map((user) => `  ${user.email.padEnd(28)} ${user.description}`).join('\n')}
Ctrl+C stops ${ownApi ? 'the app and the provider' : 'all three'}.`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void stack.stop().then(() => process.exit(0));
  });
}
