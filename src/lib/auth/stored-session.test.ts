import { hasStoredSession, USER_KEY_PREFIX, USER_STORE_PREFIX } from './stored-session';

afterEach(() => sessionStorage.clear());

describe('whether the tab keeps a signed-in user', () => {
  it('is true once the user store holds a user, whatever the provider and client', () => {
    expect(hasStoredSession()).toBe(false);
    sessionStorage.setItem(`${USER_KEY_PREFIX}https://idp.example.com:client-1`, '{}');
    expect(hasStoredSession()).toBe(true);
  });

  it('is false for other keys and for a store the browser blocks', () => {
    sessionStorage.setItem(`${USER_STORE_PREFIX}signin-state`, '{}');
    sessionStorage.setItem('user:elsewhere', '{}');
    expect(hasStoredSession()).toBe(false);
    const blocked = {
      get length(): number {
        throw new DOMException('blocked', 'SecurityError');
      },
      key: () => null,
    };
    expect(hasStoredSession(blocked)).toBe(false);
  });

  it('is false when the browser refuses the tab’s storage itself', () => {
    vi.spyOn(globalThis, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    try {
      expect(hasStoredSession()).toBe(false);
    } finally {
      vi.restoreAllMocks();
    }
  });
});
