/**
 * When the app starts on the prerendered landing page. The page arrives complete in index.html (its
 * text, its styles, Learn More as an in-page link, and Get Started / Log In, whose taps
 * public/early-taps.js keeps), so a signed-out visitor who only reads it needs none of the app's
 * JavaScript. The app starts at the visitor's first input instead of at load: on a phone that spares
 * the second or so of start-up work that would otherwise hold the page while it is being read, and a
 * tap that starts it is then carried out (src/lib/early-taps.ts). A signed-in tab, a deep link, a
 * landing URL with a query (a shared QA link), or a tap made before this script arrived starts the app
 * at once.
 */

/** Inputs that show a visitor using the page: a pointer moving or pressed, a touch, a key, a wheel, focus. */
export const VISITOR_INPUTS = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'wheel', 'focusin'] as const;

export interface StartContext {
  /** `location.pathname` and `location.search` of the page. */
  pathname: string;
  search: string;
  /** The app's base path, with its trailing slash. */
  basePath: string;
  /** Whether `#root` arrived with the landing page drawn in it. */
  prerendered: boolean;
  /** Whether the tab keeps a signed-in user (the landing page then shows Go to Dashboard once the app has run). */
  sessionStored: boolean;
  /** Whether a button was tapped before this script ran (public/early-taps.js kept it). */
  tapped: boolean;
}

/** Whether the app waits for the visitor's first input before it starts (see above). */
export function waitsForVisitor({ pathname, search, basePath, prerendered, sessionStored, tapped }: StartContext) {
  const atLanding = pathname === basePath || pathname === `${basePath}index.html`;
  return prerendered && atLanding && search === '' && !sessionStored && !tapped;
}

/** Resolves at the first of VISITOR_INPUTS on `target` (captured, so nothing on the page can stop it). */
export function whenVisitorActs(target: EventTarget = window): Promise<void> {
  return new Promise((resolve) => {
    const act = (event: Event) => {
      // The browser sends pointer events of its own under a resting cursor when the layout changes
      // (Chromium: at the last known position, or at 0,0 in an automated browser); they did not move.
      if (event.type === 'pointermove' && !(event as MouseEvent).movementX && !(event as MouseEvent).movementY) return;
      for (const type of VISITOR_INPUTS) target.removeEventListener(type, act, true);
      resolve();
    };
    for (const type of VISITOR_INPUTS) target.addEventListener(type, act, { capture: true, passive: true });
  });
}
