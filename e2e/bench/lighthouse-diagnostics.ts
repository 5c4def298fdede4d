// What a Lighthouse report says a page's time went to, in a few lines: the LCP element and its
// phases, what blocked the first render, unused JavaScript, main-thread work by kind and by script,
// and the elements that shifted. Read from the run whose score is the median of a page's runs.
import type { Result } from 'lighthouse';

type Item = Record<string, unknown>;
type Details = { type?: string; items?: unknown[] };

const items = (lhr: Result, id: string): Item[] => ((lhr.audits[id]?.details as Details | undefined)?.items ?? []) as Item[];
const num = (v: unknown) => (typeof v === 'number' ? v : 0);
const ms = (v: unknown) => `${Math.round(num(v))} ms`;
const kb = (v: unknown) => `${Math.round(num(v) / 1024)} KB`;

/** "http://127.0.0.1:1234/_next/static/chunks/abc.js" → "chunks/abc.js"; other origins stay whole. */
function shortUrl(url: unknown, origin: string): string {
  const text = String(url ?? '');
  return text.startsWith(origin) ? text.slice(origin.length).replace(/^\/_next\/static\//, '') || '/' : text;
}

/** The node Lighthouse describes: its label or selector, cut to fit one line. */
function nodeLabel(node: unknown): string {
  const n = (node ?? {}) as { nodeLabel?: string; selector?: string };
  const label = (n.nodeLabel || n.selector || '?').replace(/\s+/g, ' ');
  return label.length > 60 ? `${label.slice(0, 57)}…` : label;
}

/** Lines describing where the page's time went. */
export function describeDiagnostics(lhr: Result): string[] {
  const origin = new URL(lhr.finalDisplayedUrl).origin;
  const metric = (id: string) => `${((lhr.audits[id]?.numericValue ?? 0) / 1000).toFixed(2)} s`;
  const lines: string[] = [`FCP ${metric('first-contentful-paint')}, speed index ${metric('speed-index')}, TTI ${metric('interactive')}`];

  const [element, phases] = items(lhr, 'largest-contentful-paint-element') as { items?: Item[] }[];
  if (element?.items?.[0]) {
    const phaseText = (phases?.items ?? []).map((p) => `${String(p.phase).toLowerCase()} ${ms(p.timing)}`).join(', ');
    lines.push(`LCP element: ${nodeLabel(element.items[0].node)}${phaseText ? ` (${phaseText})` : ''}`);
  }

  const blocking = items(lhr, 'render-blocking-resources');
  if (blocking.length) {
    const list = blocking.map((b) => `${shortUrl(b.url, origin)} ${kb(b.totalBytes)}`).join(', ');
    lines.push(`render-blocking (${ms(lhr.audits['render-blocking-resources']?.numericValue)} est. savings): ${list}`);
  }

  const unused = items(lhr, 'unused-javascript');
  const scripts = items(lhr, 'network-requests').filter((r) => r.resourceType === 'Script');
  const jsBytes = scripts.reduce((sum, r) => sum + num(r.transferSize), 0);
  lines.push(
    `JavaScript: ${scripts.length} files, ${kb(jsBytes)} transferred; unused ${kb(unused.reduce((s, u) => s + num(u.wastedBytes), 0))}` +
      (unused.length
        ? ` (largest ${unused
            .slice(0, 3)
            .map((u) => `${shortUrl(u.url, origin)} ${kb(u.wastedBytes)}`)
            .join(', ')})`
        : ''),
  );

  const work = items(lhr, 'mainthread-work-breakdown')
    .slice(0, 4)
    .map((w) => `${String(w.groupLabel ?? w.group).toLowerCase()} ${ms(w.duration)}`);
  const bootup = items(lhr, 'bootup-time')
    .slice(0, 3)
    .map((b) => `${shortUrl(b.url, origin)} ${ms(b.total)}`);
  lines.push(
    `main thread ${ms(lhr.audits['mainthread-work-breakdown']?.numericValue)}: ${work.join(', ')}; by script: ${bootup.join(', ')}`,
  );

  const longTasks = items(lhr, 'long-tasks');
  if (longTasks.length) {
    const list = longTasks.slice(0, 4).map((t) => `${shortUrl(t.url, origin)} ${ms(t.duration)}`);
    lines.push(`long tasks (simulated): ${longTasks.length}, longest ${list.join(', ')}`);
  }

  const shifts = items(lhr, 'layout-shifts');
  if (shifts.length) {
    lines.push(`layout shifts: ${shifts.map((s) => `${nodeLabel(s.node)} ${num(s.score).toFixed(3)}`).join(', ')}`);
  }

  const fonts = items(lhr, 'network-requests').filter((r) => r.resourceType === 'Font');
  const images = items(lhr, 'network-requests').filter((r) => r.resourceType === 'Image');
  lines.push(
    `fonts: ${fonts.length} (${kb(fonts.reduce((s, r) => s + num(r.transferSize), 0))}); images loaded: ${images.length}` +
      ` (${kb(images.reduce((s, r) => s + num(r.transferSize), 0))}); server response ${ms(lhr.audits['server-response-time']?.numericValue)}`,
  );

  for (const id of ['unsized-images', 'lcp-lazy-loaded', 'prioritize-lcp-image', 'font-display', 'offscreen-images']) {
    const audit = lhr.audits[id];
    if (audit && audit.score !== null && audit.score < 1) lines.push(`${id}: ${audit.displayValue || audit.title}`);
  }
  return lines;
}
