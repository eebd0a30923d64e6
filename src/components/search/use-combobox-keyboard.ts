import { useState, type KeyboardEvent } from 'react';

export interface ComboboxKeyboardOptions<T> {
  /** The options the arrows move through, in order. */
  items: readonly T[];
  /** Whether the list shows: Enter chooses the highlighted option only then. */
  listShown: boolean;
  /**
   * What the highlight belongs to (the answer, and what it answers): when any of these changes, no
   * option is highlighted any more. Derived while rendering, so a new answer never shows an old highlight.
   */
  answer: readonly unknown[];
  /**
   * ArrowDown opens the list (a suggestion box closed by Escape or a choice). A box that opens its list
   * this way keeps both arrows for the list; without it the arrows move the caret while there are no options.
   */
  onOpen?: () => void;
  /** Enter on the highlighted option. */
  onChoose: (item: T) => void;
  /** Enter with no option highlighted; returns false when it did nothing (the key then goes on). */
  onEnter: () => boolean;
  /** Escape; returns false when there was nothing to close or clear (the key then reaches a surrounding dialog). */
  onEscape: () => boolean;
}

/**
 * The keyboard of an ARIA combobox with list autocomplete (focus stays in the box, the highlighted
 * option is `aria-activedescendant`), one model for every combobox of the app:
 * - ArrowDown moves down, ArrowUp moves up, both wrapping; nothing is highlighted at first;
 * - Enter chooses the highlighted option, or does the box's own Enter (commit the text, open a page);
 * - Escape does the box's own Escape and, when that did something, goes no further.
 * The pointer highlights through `setActive`.
 */
export function useComboboxKeyboard<T>({
  items,
  listShown,
  answer,
  onOpen,
  onChoose,
  onEnter,
  onEscape,
}: ComboboxKeyboardOptions<T>) {
  const [highlight, setHighlight] = useState<{ answer: readonly unknown[]; index: number }>({
    answer: [],
    index: -1,
  });
  const sameAnswer = (other: readonly unknown[]) =>
    other.length === answer.length && other.every((value, i) => Object.is(value, answer[i]));
  const active = sameAnswer(highlight.answer) ? highlight.index : -1;
  const setActive = (next: number | ((index: number) => number)) =>
    setHighlight((previous) => {
      const index = sameAnswer(previous.answer) ? previous.index : -1;
      return { answer, index: typeof next === 'function' ? next(index) : next };
    });

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = items.length;
    switch (event.key) {
      case 'ArrowDown':
        if (!onOpen && count === 0) return;
        event.preventDefault();
        onOpen?.();
        if (count) setActive((i) => (i + 1) % count);
        return;
      case 'ArrowUp':
        if (!onOpen && count === 0) return;
        event.preventDefault();
        if (count) setActive((i) => (i <= 0 ? count - 1 : i - 1));
        return;
      case 'Enter': {
        const item = listShown ? items[active] : undefined;
        if (item !== undefined) {
          event.preventDefault();
          onChoose(item);
        } else if (onEnter()) event.preventDefault();
        return;
      }
      case 'Escape':
        if (!onEscape()) return;
        event.preventDefault();
        event.stopPropagation();
        return;
    }
  };

  return { active, activeItem: listShown ? items[active] : undefined, setActive, onKeyDown };
}
