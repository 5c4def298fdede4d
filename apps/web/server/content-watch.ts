/**
 * Watches the API's answers that public pages are made of (the catalogue, the site configuration) by
 * their ETags: a conditional GET is a 304 while nothing changed. When one changes, `onChange` runs once
 * for the check that saw it (the web server then moves the content generation on and drops kept pages).
 * An API that does not answer changes nothing: the next check asks again.
 */
export function createContentWatch({
  apiUrl,
  paths,
  onChange,
  timeoutMs = 2_000,
}: {
  apiUrl: URL;
  paths: string[];
  onChange: () => void;
  timeoutMs?: number;
}) {
  const etags = new Map<string, string>();
  let isChecking = false;

  /** Whether `path`'s answer differs from the one seen last (the first answer seen is no change). */
  async function hasChanged(path: string): Promise<boolean> {
    const known = etags.get(path);
    const res = await fetch(new URL(path, apiUrl), {
      headers: known ? { 'if-none-match': known } : {},
      signal: AbortSignal.timeout(timeoutMs),
    });
    // Only the validator matters, not the body.
    await res.body?.cancel();
    const etag = res.headers.get('etag');
    if (res.status !== 200 || !etag) return false;
    etags.set(path, etag);
    return known !== undefined && known !== etag;
  }

  return {
    async check(): Promise<void> {
      if (isChecking) return;
      isChecking = true;
      try {
        const changed = await Promise.all(paths.map((path) => hasChanged(path).catch(() => false)));
        if (changed.includes(true)) onChange();
      } finally {
        isChecking = false;
      }
    },
  };
}
