/** Spec 3 §9: instruction excerpts of 150 characters in a request's related work orders. */
export const INSTRUCTIONS_EXCERPT = 150;

/** The first `max` characters of `text`, with "…" when it was longer. */
export function excerpt(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
