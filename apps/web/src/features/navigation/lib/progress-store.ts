import { isPageChange, nextProgress, type RouterTransition } from './route-change';

export type ProgressState = { phase: 'idle' | 'loading' | 'done'; value: number };

const IDLE: ProgressState = { phase: 'idle', value: 0 };
/** A navigation that never renders its page (an aborted one) lets the bar go after this. */
const GIVE_UP_MS = 10_000;
/** How long the full bar stays before it is gone (it fades meanwhile). */
const DONE_MS = 400;

let state: ProgressState = IDLE;
/** The address of the page on screen; during back/forward the browser's location is already the next one. */
let shownUrl: string | undefined;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | undefined;

/** How far a loading bar has crept since its navigation started (see trickleRouteProgress). */
let trickled = 0;

function set(next: ProgressState) {
  state = next;
  trickled = next.value;
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

export function markPageShown(url: string) {
  shownUrl = url;
}

/**
 * Next's router calls this (instrumentation-client.ts) when it starts a navigation, and only then:
 * a click whose handler cancelled it (a game tile opening the sign-in dialog) never reaches here.
 */
export function startRouteProgress(url: string, transition: RouterTransition) {
  if (!isPageChange(url, shownUrl ?? window.location.href, transition)) return;
  set({ phase: 'loading', value: state.phase === 'loading' ? trickled : 10 });
  schedule(finishRouteProgress, GIVE_UP_MS);
}

/** Fills the bar and lets it fade away. */
export function finishRouteProgress() {
  set({ phase: 'done', value: 100 });
  schedule(() => set(IDLE), DONE_MS);
}

/**
 * Moves a loading bar on and returns where it stands now. Deliberately not a store update: a
 * re-render every few hundred milliseconds would interrupt the navigation's own render (a
 * transition) each time, so a heavy page could not commit until React's transition time-out.
 */
export function trickleRouteProgress(): number {
  if (state.phase === 'loading') trickled = nextProgress(trickled);
  return trickled;
}
