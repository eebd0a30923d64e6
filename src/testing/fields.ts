import { within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Replaces what a field holds with `value`, as a user does: empties it, then (for a non-empty value)
 * clicks into it and pastes. Pasting puts the whole value in one input event, which keeps a long
 * form's test cheap; an empty `value` leaves the field cleared and focused.
 */
export async function fill(user: UserEvent, field: HTMLElement, value: string): Promise<void> {
  await user.clear(field);
  if (value) {
    await user.click(field);
    await user.paste(value);
  }
}

/**
 * The value shown beside `label` in a description list (an `InfoList`: a term and its definition per
 * item) inside `scope`: the definition element, for `toHaveTextContent` or its `textContent`. Throws
 * when no term reads `label`, or when the terms and definitions do not pair up one to one.
 */
export function valueOf(label: string, scope: HTMLElement = document.body): HTMLElement {
  const terms = within(scope).getAllByRole('term');
  const definitions = within(scope).getAllByRole('definition');
  if (definitions.length !== terms.length) throw new Error(`${terms.length} labels but ${definitions.length} values`);
  const index = terms.findIndex((term) => term.textContent?.trim() === label);
  if (index < 0) throw new Error(`no label ${label}`);
  return definitions[index]!;
}
