import { VISITOR_INPUTS, waitsForVisitor, whenVisitorActs, type StartContext } from './deferred-start';

const landing: StartContext = {
  pathname: '/',
  search: '',
  basePath: '/',
  prerendered: true,
  sessionStored: false,
  tapped: false,
};

describe('when the app starts on the prerendered landing page', () => {
  it('waits for a signed-out visitor on the landing page, at the root or under a sub-path', () => {
    expect(waitsForVisitor(landing)).toBe(true);
    expect(waitsForVisitor({ ...landing, pathname: '/index.html' })).toBe(true);
    expect(waitsForVisitor({ ...landing, pathname: '/demo/', basePath: '/demo/' })).toBe(true);
  });

  it('starts at once for a signed-in tab, an early tap, a deep link, a query, or a page that arrived empty', () => {
    expect(waitsForVisitor({ ...landing, sessionStored: true })).toBe(false);
    // Get Started tapped while the entry script was still on its way: the visitor is waiting for it.
    expect(waitsForVisitor({ ...landing, tapped: true })).toBe(false);
    // A host that answers every path with index.html: the landing markup is there, the page is not.
    expect(waitsForVisitor({ ...landing, pathname: '/dashboard' })).toBe(false);
    expect(waitsForVisitor({ ...landing, pathname: '/', basePath: '/demo/' })).toBe(false);
    expect(waitsForVisitor({ ...landing, search: '?data=large' })).toBe(false);
    expect(waitsForVisitor({ ...landing, prerendered: false })).toBe(false);
  });

  it.each(VISITOR_INPUTS)('starts at the visitor’s first %s, once', async (type) => {
    const target = new EventTarget();
    const removed = vi.spyOn(target, 'removeEventListener');
    let started = 0;
    const acted = whenVisitorActs(target).then(() => (started += 1));
    await Promise.resolve();
    expect(started).toBe(0);

    target.dispatchEvent(type === 'pointermove' ? new MouseEvent(type, { movementX: 3 }) : new Event(type));
    await acted;
    expect(started).toBe(1);
    // Every listener is gone: later input costs nothing.
    expect(removed).toHaveBeenCalledTimes(VISITOR_INPUTS.length);
  });

  it('does not start at a pointer event the browser sends under a cursor that did not move', async () => {
    const target = new EventTarget();
    let started = false;
    void whenVisitorActs(target).then(() => (started = true));
    target.dispatchEvent(new MouseEvent('pointermove', { movementX: 0, movementY: 0 }));
    // Long enough for a start to show: the promise and its callback have run by the next task.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toBe(false);

    target.dispatchEvent(new MouseEvent('pointermove', { movementY: -2 }));
    await vi.waitFor(() => expect(started).toBe(true));
  });
});
