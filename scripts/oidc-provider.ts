/**
 * A real OpenID Connect provider for local runs and the production-build e2e lane: panva's
 * `oidc-provider` (OpenID Certified), configured like the provider the app expects in production
 * (docs/production-build.md):
 * - one public client (`rental-manager-web`): authorization code with PKCE (S256) required, no
 *   client secret, redirect URI `<app>/callback`, post-logout redirect `<app>/`;
 * - the mock provider's demo users (mocks/idp/users.ts) with the same claims, signed in with their
 *   email and the demo password on a plain login page of this module;
 * - refresh tokens (scope offline_access) rotated at every use; a reused one revokes its grant;
 * - a short access-token lifetime (ACCESS_TOKEN_TTL, seconds) so the app renews during use;
 * - access tokens are RS256 JWTs for one resource server, audience `rentalmanagerapi`: asked for
 *   with the standard `resource` parameter (`urn:rentalmanagerapi`) or with the `audience`
 *   parameter the app sends (Auth0's name for it); any other audience is refused (invalid_target);
 * - RP-initiated logout (end_session_endpoint) ends the provider session and revokes the grant;
 * - the `organization` parameter is accepted; the identity token then carries org_id (a value
 *   starting with `org_`) or org_name (lower-cased), as the mock provider does.
 *
 *   npx tsx scripts/oidc-provider.ts --port 9091 --app http://localhost:4173
 *
 * Everything lives in memory: a restart forgets sessions and tokens (and makes a new signing key).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { DEMO_USERS, findDemoUser, type DemoUser } from '../mocks/idp/users';
import { API_AUDIENCE, MOCK_CLIENT_ID as CLIENT_ID } from '../src/lib/config';

export { CLIENT_ID };
/** The resource indicator (RFC 8707 wants an absolute URI) whose access tokens carry the API's audience. */
export const API_RESOURCE = `urn:${API_AUDIENCE}`;
/** Every demo user signs in with their email and this password. */
export const DEMO_PASSWORD = 'demo-password';
/** Default access-token lifetime: above the app's 60 s renewal margin, short enough to renew during use. */
export const DEFAULT_ACCESS_TOKEN_TTL = 120;

/**
 * OpenID Connect Core (§11) grants offline_access (a refresh token) only with prompt=consent, and
 * oidc-provider drops the scope otherwise. The app, like SPAs on Auth0 and most hosted providers,
 * asks for offline_access without a prompt: this provider adds prompt=consent to such authorization
 * requests, and its consent step grants a first-party app at once (no page), so the user sees the
 * login page only.
 */
function withConsentForOfflineAccess(req: IncomingMessage): void {
  const url = new URL(req.url ?? '/', 'http://provider');
  if (url.pathname !== '/auth' || url.searchParams.has('prompt')) return;
  if (!(url.searchParams.get('scope') ?? '').split(' ').includes('offline_access')) return;
  url.searchParams.set('prompt', 'consent');
  req.url = `${url.pathname}${url.search}`;
}

export interface OidcProviderOptions {
  /** Port to listen on (0: any free port). */
  port: number;
  /** Host to bind and to name in the issuer (default 127.0.0.1). */
  host?: string;
  /** The app's origins (e.g. http://localhost:4173): redirect and post-logout URIs, CORS. */
  appOrigins: string[];
  /** Access-token lifetime in seconds. */
  accessTokenTtl?: number;
}

export interface RunningProvider {
  issuer: string;
  server: Server;
  close(): Promise<void>;
}

/** What an organization parameter puts into the identity token (the mock provider's rule). */
function organizationClaims(organization: string | undefined): Record<string, string> {
  if (!organization) return {};
  return organization.startsWith('org_') ? { org_id: organization } : { org_name: organization.toLowerCase() };
}

function userClaims(user: DemoUser): Omit<DemoUser, 'description'> {
  const { description: _description, ...claims } = user;
  return claims;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A plain page of this provider (login, logout), without scripts or remote styles. */
function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem}label,input,button{display:block;margin:.5rem 0}input{width:100%;padding:.4rem}button{padding:.5rem 1rem}.error{color:#b00020}</style>
</head><body><h1>${escapeHtml(title)}</h1>${body}</body></html>`;
}

function loginPage(uid: string, error?: string, email = ''): string {
  const users = DEMO_USERS.map((u) => `<li>${escapeHtml(u.email)}: ${escapeHtml(u.description)}</li>`).join('');
  return page(
    'Sign in to the local provider',
    `${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/interaction/${escapeHtml(uid)}/login">
<label for="email">Email</label><input id="email" name="email" type="email" required autocomplete="username" value="${escapeHtml(email)}">
<label for="password">Password</label><input id="password" name="password" type="password" required autocomplete="current-password">
<button type="submit">Sign in</button></form>
<p>Demo users (password <code>${DEMO_PASSWORD}</code>):</p><ul>${users}</ul>`,
  );
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * Listens on `port`, waiting up to 10 s for it to be released (a server of the previous test worker
 * may still be closing).
 */
export async function listen(server: Server, port: number, host?: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          resolve();
        });
      });
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

export async function startOidcProvider(options: OidcProviderOptions): Promise<RunningProvider> {
  const host = options.host ?? '127.0.0.1';
  const ttl = options.accessTokenTtl ?? DEFAULT_ACCESS_TOKEN_TTL;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = {
    ...(await exportJWK(privateKey)),
    kid: randomBytes(8).toString('hex'),
    alg: 'RS256',
    use: 'sig',
  };
  // The organization each account last asked for, read when its identity token is made.
  const organizations = new Map<string, string | undefined>();

  const server = createServer();
  await listen(server, options.port, host);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const issuer = `http://${host}:${port}`;

  const configuration: Configuration = {
    clients: [
      {
        client_id: CLIENT_ID,
        client_name: 'Rental Manager',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: options.appOrigins.map((origin) => `${origin}/callback`),
        post_logout_redirect_uris: options.appOrigins.map((origin) => `${origin}/`),
      },
    ],
    jwks: { keys: [signingKey] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    pkce: { required: () => true },
    scopes: ['openid', 'profile', 'email', 'offline_access'],
    claims: {
      openid: ['sub', 'org_id', 'org_name'],
      profile: ['name', 'picture', 'updated_at'],
      email: ['email', 'email_verified'],
    },
    extraParams: ['audience', 'organization'],
    async findAccount(_ctx: KoaContextWithOIDC, sub: string) {
      const user = findDemoUser(sub);
      if (!user) return undefined;
      return {
        accountId: user.sub,
        async claims() {
          return { ...userClaims(user), ...organizationClaims(organizations.get(user.sub)) };
        },
      };
    },
    ttl: {
      AccessToken: ttl,
      AuthorizationCode: 60,
      IdToken: 3600,
      RefreshToken: 24 * 60 * 60,
      Interaction: 60 * 60,
      Session: 24 * 60 * 60,
      Grant: 24 * 60 * 60,
    },
    rotateRefreshToken: true,
    issueRefreshToken: async (_ctx, client, code) =>
      client.grantTypeAllowed('refresh_token') && code.scopes.has('offline_access'),
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          ctx.body = page(
            'Sign out',
            `${form}<p>Sign out of the local provider?</p>
<button type="submit" form="op.logoutForm" value="yes" name="logout">Yes, sign me out</button>
<button type="submit" form="op.logoutForm">No, stay signed in</button>`,
          );
        },
        postLogoutSuccessSource: async (ctx) => {
          ctx.body = page('Signed out', '<p>You are signed out of the local provider.</p>');
        },
      },
      resourceIndicators: {
        enabled: true,
        // The app names the API with `audience` (as Auth0 does); the standard `resource` wins when sent.
        defaultResource: async (ctx, _client, oneOf) => {
          if (oneOf) return oneOf;
          const audience = ctx.oidc.params?.audience as string | undefined;
          if (audience === undefined) return undefined as unknown as string;
          if (audience !== API_AUDIENCE) {
            throw new errors.InvalidTarget(`unknown audience "${audience}" (this provider knows "${API_AUDIENCE}")`);
          }
          return API_RESOURCE;
        },
        // The code exchange and refresh requests name no resource: they get the one granted.
        useGrantedResource: async () => true,
        getResourceServerInfo: async (_ctx, resourceIndicator) => {
          if (resourceIndicator !== API_RESOURCE) throw new errors.InvalidTarget();
          return {
            audience: API_AUDIENCE,
            scope: 'openid profile email offline_access',
            accessTokenFormat: 'jwt',
            accessTokenTTL: ttl,
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
  };

  const provider = new Provider(issuer, configuration);
  const callback = provider.callback();

  /** Login and consent: the login form checks the demo password; consent is implied (first-party app). */
  async function interaction(req: IncomingMessage, res: ServerResponse, uid: string, action: string) {
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== uid) throw new errors.SessionNotFound('interaction mismatch');
    const html = (status: number, body: string) => {
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(body);
    };
    if (details.prompt.name === 'login') {
      if (req.method !== 'POST' || action !== 'login') return html(200, loginPage(uid));
      const form = await readForm(req);
      const email = form.get('email') ?? '';
      const user = DEMO_USERS.find((u) => u.email === email.trim().toLowerCase());
      if (!user || form.get('password') !== DEMO_PASSWORD) {
        return html(200, loginPage(uid, 'Unknown email or wrong password.', email));
      }
      organizations.set(user.sub, details.params.organization as string | undefined);
      return provider.interactionFinished(
        req,
        res,
        { login: { accountId: user.sub } },
        {
          mergeWithLastSubmission: false,
        },
      );
    }
    if (details.prompt.name === 'consent') {
      const grant = details.grantId
        ? await provider.Grant.find(details.grantId)
        : new provider.Grant({ accountId: details.session!.accountId, clientId: details.params.client_id as string });
      if (!grant) throw new errors.SessionNotFound('grant not found');
      const missing = details.prompt.details as {
        missingOIDCScope?: string[];
        missingOIDCClaims?: string[];
        missingResourceScopes?: Record<string, string[]>;
      };
      if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
      if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
      for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
        grant.addResourceScope(indicator, scopes.join(' '));
      }
      const grantId = await grant.save();
      return provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
    }
    return html(501, page('Not supported', `<p>Prompt ${escapeHtml(details.prompt.name)} is not supported.</p>`));
  }

  server.on('request', (req, res) => {
    const match = /^\/interaction\/([^/?]+)(?:\/([a-z]+))?/.exec(req.url ?? '');
    if (!match) {
      withConsentForOfflineAccess(req);
      return void callback(req, res);
    }
    interaction(req, res, match[1]!, match[2] ?? '').catch((error: Error) => {
      res.writeHead(400, { 'content-type': 'text/html; charset=utf-8' });
      res.end(page('Sign-in failed', `<p>${escapeHtml(error.message)}</p><p>Start again from the app.</p>`));
    });
  });

  return {
    issuer,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: process.env.OIDC_PORT ?? '9091' },
      host: { type: 'string', default: '127.0.0.1' },
      app: { type: 'string', multiple: true, default: [process.env.APP_ORIGIN ?? 'http://localhost:4173'] },
      'access-token-ttl': { type: 'string', default: process.env.ACCESS_TOKEN_TTL ?? String(DEFAULT_ACCESS_TOKEN_TTL) },
    },
  });
  const running = await startOidcProvider({
    port: Number(values.port),
    host: values.host,
    appOrigins: values.app,
    accessTokenTtl: Number(values['access-token-ttl']),
  });
  console.log(`OpenID provider ${running.issuer} (client ${CLIENT_ID}, apps ${values.app.join(', ')})`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => void running.close().then(() => process.exit(0)));
}
