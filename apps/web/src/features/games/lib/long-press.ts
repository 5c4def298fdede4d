/** A finger resting this long on a tile shows its facts instead of opening the game. */
export const LONG_PRESS_MS = 500;
/** A finger moving further than this is scrolling the rail, not pressing. */
export const LONG_PRESS_SLOP_PX = 10;

export type PressPoint = { pointerType: string; clientX: number; clientY: number };
type Timers = { set(run: () => void, ms: number): unknown; clear(handle: unknown): void };

const browserTimers: Timers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Tells a touch long-press from a tap or a swipe. `onLongPress` runs once a finger has rested LONG_PRESS_MS without
 * moving; the click the browser may send after it is then swallowed (`takeClick`), so a long press never also opens
 * the game. Mouse and pen pointers are left alone: they hover. Fed by the tile's pointer events.
 */
export function createLongPress(onLongPress: () => void, timers: Timers = browserTimers) {
  let timer: unknown = null;
  let start: { x: number; y: number } | null = null;
  let swallowsClick = false;

  const cancel = () => {
    if (timer !== null) timers.clear(timer);
    timer = null;
    start = null;
  };
  const fire = () => {
    cancel();
    swallowsClick = true;
    onLongPress();
  };

  return {
    down(point: PressPoint) {
      cancel();
      // A long press the browser sent no click after must not swallow the next tap.
      swallowsClick = false;
      if (point.pointerType !== 'touch') return;
      start = { x: point.clientX, y: point.clientY };
      timer = timers.set(fire, LONG_PRESS_MS);
    },
    move(point: PressPoint) {
      if (start && Math.hypot(point.clientX - start.x, point.clientY - start.y) > LONG_PRESS_SLOP_PX) cancel();
    },
    /** The finger lifted or the browser took the gesture over (a scroll): no long press. */
    end: cancel,
    /** A press on something else: nothing pending, no click to swallow. */
    reset() {
      cancel();
      swallowsClick = false;
    },
    /** Whether the click now arriving ends a long press, and so must not open the game. Answers true once. */
    takeClick(): boolean {
      const swallowed = swallowsClick;
      swallowsClick = false;
      return swallowed;
    },
    /**
     * Whether to keep the browser's link menu shut: it opens on a touch long-press, possibly before our own delay,
     * which then counts as reached. A mouse's right click keeps its menu.
     */
    takeContextMenu(): boolean {
      if (start !== null) fire();
      return swallowsClick;
    },
  };
}

export type LongPress = ReturnType<typeof createLongPress>;
