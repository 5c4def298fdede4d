const POINTER_EVENTS = ['pointerdown', 'pointermove', 'pointerup', 'pointercancel'] as const;
const LATER_EVENTS = ['click', 'contextmenu'] as const;

let isInstalled = false;

/**
 * Lets a long press on any game tile of the page show its facts (lib/touch-facts.ts). That code loads on the page's
 * first touch, so a visit with a mouse never downloads it; the pointer events of that first touch wait for it and are
 * replayed in order. Called by every tile; only the first call listens.
 */
export function installTouchFacts(): void {
  if (isInstalled) return;
  isInstalled = true;
  let handle: ((event: Event) => void) | null = null;
  let waiting: Event[] | null = null;
  const listen = (event: Event) => {
    if (handle) return handle(event);
    if (waiting) waiting.push(event);
    else if (event.type === 'pointerdown' && (event as PointerEvent).pointerType === 'touch') {
      const queue: Event[] = [event];
      waiting = queue;
      import('./touch-facts').then(
        ({ createTouchFacts }) => {
          const started = createTouchFacts();
          queue.filter((e) => e.type.startsWith('pointer')).forEach(started);
          handle = started;
        },
        // Not loaded (offline): the next touch asks again.
        () => (waiting = null),
      );
    }
  };
  for (const type of [...POINTER_EVENTS, ...LATER_EVENTS]) document.addEventListener(type, listen, { capture: true });
}
