import { contentSecurityPolicy } from './content-security-policy';

/** The policy as directive → sources, to read one directive at a time. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name, ...sources] = directive.split(' ');
      return [name!, sources];
    }),
  );
}

describe('contentSecurityPolicy', () => {
  it('mock builds: scripts, calls and workers from the app’s own origin only; no inline script, no eval, frames of the own origin only (Storybook)', () => {
    const policy = directives(contentSecurityPolicy({ mock: true, apiBaseUrl: 'https://api.example.com' }));
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['worker-src']).toEqual(["'self'"]);
    expect(policy['img-src']).toEqual(["'self'", 'data:']);
    expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy['frame-src']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
  });

  it('production: calls go to the configured API and identity provider origins, photos come from the API', () => {
    const policy = directives(
      contentSecurityPolicy({
        mock: false,
        apiBaseUrl: 'https://api.example.com/v1',
        oidcAuthority: 'https://login.example.org/tenant/',
      }),
    );
    expect(policy['connect-src']).toEqual(["'self'", 'https://api.example.com', 'https://login.example.org']);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'https://api.example.com', 'https:']);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['frame-src']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
  });

  it('production with the API on the app’s own origin (the default /api) names no other host for it', () => {
    const policy = directives(contentSecurityPolicy({ mock: false, oidcAuthority: 'https://idp.example.com' }));
    expect(policy['connect-src']).toEqual(["'self'", 'https://idp.example.com']);
    expect(directives(contentSecurityPolicy({ mock: false, apiBaseUrl: '/api' }))['connect-src']).toEqual(["'self'"]);
  });
});
