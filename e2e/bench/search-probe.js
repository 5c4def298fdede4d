// Installed in the page before its own scripts by search.bench.ts (plain JavaScript: the page runs
// it as it is). Records long tasks, slow input events and every frame, times the page's input
// handling, and notices the first frame that shows the results of the query armed in `pending`.
(() => {
  const probe = { longTasks: [], events: [], frames: [], recording: false, pending: null };
  window.__searchBench = probe;

  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) probe.longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) probe.events.push({ name: e.name, start: e.startTime, duration: e.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });

  document.addEventListener(
    'keydown',
    (event) => {
      if (probe.pending && probe.pending.keyAt === undefined) probe.pending.keyAt = event.timeStamp;
    },
    true,
  );
  // Window capture runs before the page's listeners, window bubble after them (React renders the
  // urgent update inside its listener): the difference is the page's own work for the keystroke.
  let inputStart = 0;
  window.addEventListener('input', () => (inputStart = performance.now()), true);
  window.addEventListener('input', () => {
    if (probe.pending && probe.pending.inputMs === undefined) probe.pending.inputMs = performance.now() - inputStart;
  });

  /** True once the dialog shows exactly the results of the query its box holds. */
  function showsResults(p) {
    const dialog = document.querySelector('[role="dialog"]');
    const input = dialog && dialog.querySelector('input[type="search"]');
    if (!input || input.value !== p.query) return false;
    const tiles = [...dialog.querySelectorAll('[role="tabpanel"] article')];
    if (p.count === 0) return tiles.length === 0 && (dialog.textContent || '').includes(p.query.trim());
    const live = (dialog.querySelector('[aria-live]') || {}).textContent || '';
    return (
      new RegExp(`(^|\\D)${p.count}(\\D|$)`).test(live) &&
      tiles.length > 0 &&
      tiles.length <= p.names.length &&
      tiles.every((tile, i) => (tile.textContent || '').includes(p.names[i]))
    );
  }

  function tick(now) {
    if (probe.recording) probe.frames.push(now);
    const p = probe.pending;
    if (p && p.keyAt !== undefined && p.doneAt === undefined && showsResults(p)) {
      p.doneAt = now;
      // This frame paints the results; a message posted now is handled once it has been drawn.
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        p.doneMs = performance.now() - p.keyAt;
      };
      channel.port2.postMessage(null);
    }
    requestAnimationFrame(tick);
  }
  requestAnimationFrame(tick);
})();
