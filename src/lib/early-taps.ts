/**
 * Taps on the prerendered landing page before the app took it over (public/early-taps.js records
 * them): the app takes the one recorded, if any, when it has taken over, and from then on handles
 * every tap itself.
 */
interface EarlyTaps {
  /** The `data-early-tap` action of the last button tapped before the app started (null: none yet). */
  __earlyTap?: string | null;
  /** True once the app handles taps itself: early-taps.js records nothing more. */
  __appStarted?: boolean;
}

/** The attribute that names a prerendered button's action for early-taps.js. */
export const EARLY_TAP_ATTRIBUTE = 'data-early-tap';

/** From now on the app handles every tap: early-taps.js records none. */
export function markAppStarted(): void {
  (window as unknown as EarlyTaps).__appStarted = true;
}

/** Whether a button was tapped before the app started (the app then starts at once, to carry it out). */
export function hasEarlyTap(): boolean {
  return typeof (window as unknown as EarlyTaps).__earlyTap === 'string';
}

/** The action tapped before the app took over the page (once), and the app's handlers from now on. */
export function takeEarlyTap(): string | undefined {
  const page = window as unknown as EarlyTaps;
  markAppStarted();
  const tap = page.__earlyTap ?? undefined;
  delete page.__earlyTap;
  return tap;
}
