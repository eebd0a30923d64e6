/** What a request's page shows for a value it does not have. */
export const NOT_SPECIFIED = 'Not specified';
/** Spec 3 §9: instruction excerpts of 150 characters in a request's related work orders. */
export const INSTRUCTIONS_EXCERPT = 150;

/** The first `max` characters of `text`, with "…" when it was longer. */
export function excerpt(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
