import { nextProgress } from './navigation-click';

export type ProgressState = { phase: 'idle' | 'loading' | 'done'; value: number };

const IDLE: ProgressState = { phase: 'idle', value: 0 };
/** A started bar that never sees its route change (a cancelled click) gives up after this. */
const GIVE_UP_MS = 10_000;
/** How long the full bar stays before it is gone (it fades meanwhile). */
const DONE_MS = 400;

let state: ProgressState = IDLE;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | undefined;

function set(next: ProgressState) {
  state = next;
  for (const listener of listeners) listener();
}

function schedule(fn: () => void, ms: number) {
  clearTimeout(timer);
  timer = setTimeout(fn, ms);
}

export function subscribeProgress(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function getProgress(): ProgressState {
  return state;
}

export function getServerProgress(): ProgressState {
  return IDLE;
}

/** Shows the bar: call it just before a navigation the bar cannot see coming (router.push). */
export function startRouteProgress() {
  set({ phase: 'loading', value: state.phase === 'loading' ? state.value : 10 });
  schedule(finishRouteProgress, GIVE_UP_MS);
}

/** Fills the bar and lets it fade away. */
export function finishRouteProgress() {
  set({ phase: 'done', value: 100 });
  schedule(() => set(IDLE), DONE_MS);
}

export function trickleRouteProgress() {
  if (state.phase === 'loading') set({ phase: 'loading', value: nextProgress(state.value) });
}
