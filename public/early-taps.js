/*
 * The landing page arrives drawn in index.html, before any of the app's scripts run (and, for a
 * signed-out visitor, the app starts only at the first input: src/lib/deferred-start.ts). A tap on its
 * Get Started or Log In then would do nothing: this remembers it (`data-early-tap` names the action),
 * and the app starts the action once it has taken over the page (src/lib/early-taps.ts).
 */
(function () {
  // Present (null) once the listener is on: a tap from now on is kept.
  window.__earlyTap = null;
  document.addEventListener(
    'click',
    function (event) {
      if (window.__appStarted) return;
      var target = event.target instanceof Element ? event.target.closest('[data-early-tap]') : null;
      if (!target) return;
      window.__earlyTap = target.getAttribute('data-early-tap');
      target.setAttribute('aria-busy', 'true');
    },
    true,
  );
})();
