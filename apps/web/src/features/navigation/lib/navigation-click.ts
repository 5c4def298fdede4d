/** What a click on a link tells us, read from the event and the anchor. */
export type LinkClick = {
  button: number;
  hasModifier: boolean;
  /** The anchor's target attribute ('' when none). */
  target: string;
  hasDownload: boolean;
  /** The anchor's resolved href. */
  href: string;
};

/**
 * True when the click will make this tab move to another route of this site: a plain left click
 * on a same-origin link to another path or query (a jump within the page is not a route change).
 */
export function isRouteChangeClick(click: LinkClick, current: string): boolean {
  if (click.button !== 0 || click.hasModifier || click.hasDownload) return false;
  if (click.target !== '' && click.target !== '_self') return false;
  let to: URL;
  let from: URL;
  try {
    to = new URL(click.href, current);
    from = new URL(current);
  } catch {
    return false;
  }
  if (to.protocol !== 'http:' && to.protocol !== 'https:') return false;
  if (to.origin !== from.origin) return false;
  return to.pathname !== from.pathname || to.search !== from.search;
}

/** The bar creeps towards 90% while the next page loads, ever slower, never reaching the end alone. */
export function nextProgress(value: number): number {
  if (value >= 90) return value;
  const step = value < 30 ? 8 : value < 60 ? 4 : value < 80 ? 2 : 0.5;
  return Math.min(90, value + step);
}
