import { withPageParam } from './page-param';

describe('withPageParam', () => {
  it('sets page=N and keeps the other params, without changing the given ones', () => {
    const params = new URLSearchParams('smart=1&q=oak');
    expect(withPageParam(params, 3).toString()).toBe('smart=1&q=oak&page=3');
    expect(params.toString()).toBe('smart=1&q=oak');
  });

  it('drops page for the first page (and anything below it)', () => {
    expect(withPageParam(new URLSearchParams('page=4&beds=2'), 1).toString()).toBe('beds=2');
    expect(withPageParam(new URLSearchParams('page=4'), 0).toString()).toBe('');
  });
});
