// The generation of what public pages are made of: the catalogue and the site configuration. The web
// server advances it when the API's answers for them change (server/content-watch.ts); server-side
// sources then load afresh before the next render, and kept pages are dropped. Kept on globalThis:
// Next's bundle of this module and the web server's own import of it are two instances in one process.
const KEY = Symbol.for('casino.contentGeneration');
const state = ((globalThis as { [KEY]?: { generation: number } })[KEY] ??= { generation: 0 });

export function contentGeneration(): number {
  return state.generation;
}

export function advanceContentGeneration(): void {
  state.generation++;
}
