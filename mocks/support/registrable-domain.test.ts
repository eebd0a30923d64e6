import { getDomain as fromPublicSuffixList } from 'tldts';
import { getDomain } from './registrable-domain';

describe('the registrable domain browser builds of the mock give its cookie jar', () => {
  it('agrees with the public suffix list on the hosts a preview is served from', () => {
    for (const host of ['rental-manager.example.com', 'www.example.org', 'app.netlify.com', 'example.com.']) {
      expect(getDomain(host)).toBe(fromPublicSuffixList(host, { allowIcannDomains: true, allowPrivateDomains: true }));
    }
  });

  it('has none for an IP address or a single label', () => {
    expect(getDomain('127.0.0.1')).toBeNull();
    expect(getDomain('::1')).toBeNull();
    expect(getDomain('localhost')).toBeNull();
  });
});
