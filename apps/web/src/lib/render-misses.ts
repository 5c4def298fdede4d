// Renders that went out without data the server asked for in time (the API did not answer): such a
// page is right for this visitor, who loads the rest in the browser, but the web server must not keep
// it for others (server/kept-pages.ts). The count lives on globalThis because Next's bundle of this
// module and the web server's own import of it are two module instances in one process.
const KEY = Symbol.for('casino.renderMisses');
const counter = ((globalThis as { [KEY]?: { count: number } })[KEY] ??= { count: 0 });

export function noteRenderMiss(): void {
  counter.count++;
}

export function renderMisses(): number {
  return counter.count;
}
