import { useEffect, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from './search';

/** `value`, updated only after it has stayed unchanged for `delayMs`. */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/**
 * A text filter typed into a box whose value lives elsewhere (the URL): kept locally while typing and
 * handed to `write` once typing has paused for `delayMs` (only when it differs, ignoring surrounding
 * spaces). `commit` writes at once (Enter, a chosen suggestion). When `value` changes from outside
 * (Clear All, the back button) the box shows it.
 */
export function useDebouncedText(value: string, write: (value: string) => void, delayMs: number = SEARCH_DEBOUNCE_MS) {
  const [text, setText] = useState(value);
  const debounced = useDebouncedValue(text, delayMs);
  const written = useRef(value);
  // Only a change from outside resets the box: the URL holding what this box wrote (trimmed, or
  // arriving after more was typed) keeps what is being typed.
  useEffect(() => {
    if (value.trim() !== written.current.trim()) {
      written.current = value;
      setText(value);
    }
  }, [value]);
  useEffect(() => {
    if (debounced.trim() !== written.current.trim()) {
      written.current = debounced;
      write(debounced);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);
  const commit = (next: string) => {
    written.current = next;
    setText(next);
    write(next);
  };
  return { text, setText, commit };
}
