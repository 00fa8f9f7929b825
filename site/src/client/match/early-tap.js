/*
 * Taps on the match page before its script has run (issue 32, docs/architecture.md "The first draw
 * from the Worker"). The Worker renders the page's first draw into the HTML, so a phone shows the
 * board's moves before the page's script has loaded and run; a tap on one of them then would do
 * nothing. This small classic script (loaded async, ahead of the page's modules; the site's policy
 * allows no inline script) keeps such a tap instead: it marks the control tapped at once
 * (`.early-tap`), and the page's script, once it has drawn over the same nodes, replays the kept
 * taps on them in order (index.tsx `replayEarlyTaps`), or drops a tap whose control is gone.
 *
 * `<html data-taps>` says what a tap gets now: "kept" (this script), "live" (the page's script).
 */
(() => {
  const html = document.documentElement;
  if (html.getAttribute('data-taps') === 'live') return;
  html.setAttribute('data-taps', 'kept');
  const kept = [];
  window.__tenkaEarlyTaps = kept;
  const CONTROL = '#match-root[data-first-draw] button, #match-root[data-first-draw] [role="button"]';
  document.addEventListener('click', (e) => {
    if (html.getAttribute('data-taps') !== 'kept') return;
    const control = e.target instanceof Element ? e.target.closest(CONTROL) : null;
    if (!control || control.disabled || control.getAttribute('aria-disabled') === 'true') return;
    e.preventDefault();
    e.stopImmediatePropagation();
    // A double tap is one tap: the same control twice in a row is kept once.
    if (kept[kept.length - 1] !== control && kept.length < 8) kept.push(control);
    control.classList.add('early-tap');
  }, true);
})();
