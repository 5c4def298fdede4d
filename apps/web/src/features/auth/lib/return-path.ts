/** The query parameter carrying the page a guard sent the visitor away from, to return there after sign-in. */
export const RETURN_PARAM = 'next';

/** Where the guard sends a visitor: home, with the sign-in dialog and the page to return to. */
export function signInUrlFor(path: string): string {
  return `/?${new URLSearchParams({ [RETURN_PARAM]: path }).toString()}`;
}

/**
 * The page to open after sign-in, read from the address's query: only a path of this site (no scheme, no host, no
 * `//` or `/\` that a browser reads as another host, no control characters); anything else is refused (null), so a
 * crafted link cannot send a player who signs in to another site.
 */
export function safeReturnPath(search: string, origin: string): string | null {
  const value = new URLSearchParams(search).get(RETURN_PARAM);
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
