import { render } from '@testing-library/react';
import { createElement } from 'react';
import { jsx } from 'react/jsx-runtime';

// setup.ts holds React's count of recently created owner stacks above React's limit, so its
// development build gives every element one shared placeholder stack instead of capturing a new one.
// When a React upgrade stops reading that counter (renamed, moved, another limit), elements get their
// own stacks again and this fails, so the upgrade decides whether the patch stays.
describe("React's owner stacks in the tests", () => {
  type DevElement = { _debugStack?: unknown };

  it('are one shared placeholder for every element, from createElement and from the JSX runtime', () => {
    const first = createElement('div') as unknown as DevElement;
    const second = createElement('span') as unknown as DevElement;
    expect(first._debugStack).toBeInstanceOf(Error);
    expect(second._debugStack).toBe(first._debugStack);
    // The JSX runtime (what compiled components call) keeps a placeholder of its own.
    const fromJsx = jsx('p', {}) as unknown as DevElement;
    expect(fromJsx._debugStack).toBeInstanceOf(Error);
    expect((jsx('li', {}) as unknown as DevElement)._debugStack).toBe(fromJsx._debugStack);
  });

  it('still give warnings their component stack', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    function Row() {
      return createElement('li', null, [createElement('span'), createElement('span')]);
    }
    const { unmount } = render(createElement('ul', null, createElement(Row)));
    expect(error.mock.calls.flat().join(' ')).toMatch(/unique "key"[\s\S]*Row/);
    unmount();
  });
});
