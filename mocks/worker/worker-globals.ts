/**
 * Imported first by the mock API's worker: MSW's cookie store (msw/lib/core/utils/cookieStore.mjs)
 * insists on `localStorage` in any environment that is not Node, and a worker has none. The mock's
 * handlers neither set nor read cookies (mocks/support/light-cookie-jar.ts), so the worker gets an
 * empty Storage kept in memory.
 */
if (typeof localStorage === 'undefined') {
  const items = new Map<string, string>();
  const storage: Storage = {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
  Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true });
}
