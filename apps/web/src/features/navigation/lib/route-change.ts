/** How the App Router moves: Link and router.push, router.replace, back and forward. */
export type RouterTransition = 'push' | 'replace' | 'traverse';

/**
 * True when a router transition to `to` will put another page on screen than the one at `shown`:
 * another path, or another query by a link, router.push or back/forward. A page that replaces its
 * own query (filters, a used one-time token) stays where it is.
 */
export function isPageChange(to: string, shown: string, transition: RouterTransition): boolean {
  let target: URL;
  let here: URL;
  try {
    here = new URL(shown);
    target = new URL(to, here);
  } catch {
    return false;
  }
  if (target.origin !== here.origin) return false;
  if (target.pathname !== here.pathname) return true;
  return transition !== 'replace' && target.search !== here.search;
}

/** The bar creeps towards 90% while the next page loads, ever slower, never reaching the end alone. */
export function nextProgress(value: number): number {
  if (value >= 90) return value;
  const step = value < 30 ? 8 : value < 60 ? 4 : value < 80 ? 2 : 0.5;
  return Math.min(90, value + step);
}
