/**
 * Whether a menu entry for `href` should be highlighted on `pathname`.
 * "/" matches only itself; any other entry also matches its sub-pages ("/games/all/netent" is under
 * "/games/all") but not a mere prefix of a segment ("/games/allstars" is not).
 */
export function isActivePath(pathname: string | null | undefined, href: string): boolean {
  if (!pathname) return false;
  const path = stripTrailingSlash(pathname.split(/[?#]/)[0] ?? '');
  const target = stripTrailingSlash(href);
  if (target === '/') return path === '/';
  return path === target || path.startsWith(`${target}/`);
}

function stripTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path || '/';
}
