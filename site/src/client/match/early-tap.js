// Keeps a tap on the Worker's first draw until the page's script plays it (docs/architecture.md "The first draw from the Worker"; index.tsx replayEarlyTaps).
(() => {
  const h = document.documentElement, kept = (window.__tenkaEarlyTaps = []);
  if (h.dataset.taps) return;
  h.dataset.taps = 'kept';
  document.addEventListener('click', (e) => {
    const c = h.dataset.taps === 'kept' && e.target.closest?.('#match-root[data-first-draw] :is(button,[role=button]):not(:disabled,[aria-disabled=true])');
    if (!c) return;
    e.preventDefault();
    e.stopImmediatePropagation();
    if (kept.at(-1) !== c && kept.length < 8) kept.push(c);
    c.classList.add('early-tap');
  }, true);
})();
