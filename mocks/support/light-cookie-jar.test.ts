import * as tough from 'tough-cookie';
import { Cookie, CookieJar, MemoryCookieStore } from './light-cookie-jar';

/** What MSW's cookie store does with the jar (msw/lib/core/utils/cookieStore.mjs), for either implementation. */
function mswStore(lib: {
  Cookie: typeof Cookie;
  CookieJar: typeof CookieJar;
  MemoryCookieStore: typeof MemoryCookieStore;
}) {
  const store = new lib.MemoryCookieStore();
  const jar = new lib.CookieJar(store);
  return {
    set: (header: string, url: string) => jar.setCookie(header, url),
    /** The request's cookies as MSW reads them: name → value, and the header lines it appends. */
    get: (url: string) => {
      const cookies = jar.getCookiesSync(url);
      return { values: Object.fromEntries(cookies.map((c) => [c.key, c.value])), header: cookies.map(String) };
    },
    /** The jar as MSW saves it in localStorage and reads it back on the next page load. */
    saved: () =>
      Object.values(store.idx).flatMap((paths) =>
        Object.values(paths).flatMap((names) => Object.values(names).map((cookie) => cookie.toJSON())),
      ),
    restore: (saved: unknown[]) => {
      const idx: MemoryCookieStore['idx'] = {};
      for (const raw of saved) {
        const cookie = lib.Cookie.fromJSON(raw);
        if (!cookie?.domain || !cookie.path) continue;
        ((idx[cookie.domain] ??= {})[cookie.path] ??= {})[cookie.key] = cookie;
      }
      store.idx = idx;
    },
  };
}

const light = () => mswStore({ Cookie, CookieJar, MemoryCookieStore });
const real = () => mswStore(tough as unknown as Parameters<typeof mswStore>[0]);

describe('the light cookie jar MSW gets in browser builds', () => {
  it('gives a request the cookies a response to its URL set, and none to another host or path', async () => {
    const jar = light();
    await jar.set('session=abc; Path=/api', 'http://localhost:4173/api/login');
    // No Path: the response's directory, /settings.
    await jar.set('theme=dark', 'http://localhost:4173/settings/display');

    expect(jar.get('http://localhost:4173/api/units').values).toEqual({ session: 'abc' });
    expect(jar.get('http://localhost:4173/settings/profile').values).toEqual({ theme: 'dark' });
    expect(jar.get('http://example.org/api/units').values).toEqual({});
    expect(jar.get('http://localhost:4173/apiary').values).toEqual({});
  });

  it('replaces a cookie set again and drops one that has expired', async () => {
    const jar = light();
    await jar.set('session=abc', 'http://localhost/');
    await jar.set('session=def', 'http://localhost/');
    expect(jar.get('http://localhost/').values).toEqual({ session: 'def' });

    await jar.set('session=gone; Max-Age=0', 'http://localhost/');
    expect(jar.get('http://localhost/').values).toEqual({});
    await jar.set('old=1; Expires=Thu, 01 Jan 1970 00:00:01 GMT', 'http://localhost/');
    expect(jar.get('http://localhost/').values).toEqual({});
  });

  it('keeps Secure cookies to secure origins and Domain cookies to that domain', async () => {
    const jar = light();
    await jar.set('token=1; Secure; Domain=example.org; Path=/', 'https://app.example.org/');
    expect(jar.get('https://www.example.org/x').values).toEqual({ token: '1' });
    expect(jar.get('http://www.example.org/x').values).toEqual({});
    await expect(jar.set('other=1; Domain=example.com', 'https://app.example.org/')).rejects.toThrow(/domain/);
  });

  it('answers as tough-cookie does, and reads back the jar tough-cookie saved', async () => {
    const steps: Array<[string, string]> = [
      ['a=1; Path=/', 'http://localhost:5173/'],
      ['b=2; Path=/api; HttpOnly; SameSite=Lax', 'http://localhost:5173/api/x'],
      ['c=3', 'http://localhost:5173/api/units/7'],
      ['d=4; Domain=localhost; Max-Age=3600', 'http://localhost:5173/'],
    ];
    const ours = light();
    const theirs = real();
    for (const [header, url] of steps) {
      await ours.set(header, url);
      await theirs.set(header, url);
    }
    for (const url of ['http://localhost:5173/', 'http://localhost:5173/api/units/7', 'http://localhost:5173/api']) {
      expect(ours.get(url).values).toEqual(theirs.get(url).values);
    }

    const reloaded = light();
    reloaded.restore(JSON.parse(JSON.stringify(theirs.saved())) as unknown[]);
    expect(reloaded.get('http://localhost:5173/api/units/7').values).toEqual(
      theirs.get('http://localhost:5173/api/units/7').values,
    );
    const back = real();
    back.restore(JSON.parse(JSON.stringify(ours.saved())) as unknown[]);
    expect(back.get('http://localhost:5173/api/units/7').header).toEqual(
      ours.get('http://localhost:5173/api/units/7').header,
    );
  });
});
