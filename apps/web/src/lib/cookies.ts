/** Reads one cookie from a `document.cookie`-style string; undefined when absent or empty. */
export function readCookie(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    if (!raw) return undefined;
    try {
      return decodeURIComponent(raw);
    } catch {
      // A value someone wrote without encoding is still usable as it is.
      return raw;
    }
  }
  return undefined;
}

/** Browser-only convenience over readCookie. */
export function getBrowserCookie(name: string): string | undefined {
  return typeof document === 'undefined' ? undefined : readCookie(document.cookie, name);
}
