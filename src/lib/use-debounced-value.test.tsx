import { act, renderHook } from '@testing-library/react';
import { SEARCH_DEBOUNCE_MS } from './search';
import { useDebouncedText } from './use-debounced-value';

/** A text box over a URL value: `rerender({ value })` is the URL changing. */
function setUp(initial: string) {
  const write = vi.fn();
  const view = renderHook(({ value }) => useDebouncedText(value, write), { initialProps: { value: initial } });
  const type = (text: string) => act(() => view.result.current.setText(text));
  const pause = () => act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
  return { ...view, write, type, pause };
}

describe('useDebouncedText', () => {
  beforeEach(() => vi.useFakeTimers());

  it('writes the text once typing pauses, and shows a value changed from outside', () => {
    const box = setUp('oak');
    box.type('elm');
    expect(box.write).not.toHaveBeenCalled();
    box.pause();
    expect(box.write).toHaveBeenCalledWith('elm');
    box.rerender({ value: 'birch' });
    expect(box.result.current.text).toBe('birch');
  });

  it('keeps what is typed when its own earlier write reaches the URL late', () => {
    const box = setUp('oak');
    box.type('');
    box.pause();
    expect(box.write).toHaveBeenLastCalledWith('');
    box.type('m');
    box.rerender({ value: '' });
    expect(box.result.current.text).toBe('m');
  });

  it('keeps the spaces being typed when the URL holds the written text trimmed', () => {
    const box = setUp('');
    box.type('maple ');
    box.pause();
    box.rerender({ value: 'maple' });
    expect(box.result.current.text).toBe('maple ');
  });
});
