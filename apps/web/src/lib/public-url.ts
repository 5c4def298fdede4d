/** Where the site is reached by the public: canonical links, the sitemap and robots.txt use it. */
const DEFAULT_PUBLIC_URL = 'http://localhost:3000';

/**
 * PUBLIC_URL of the web server, read per request so one build serves any deployment. Only the
 * origin counts (the site lives at the root of its host).
 */
export function readPublicUrl(env: Record<string, string | undefined>): URL {
  const value = env.PUBLIC_URL?.trim() || DEFAULT_PUBLIC_URL;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PUBLIC_URL must be an http(s) URL such as https://casino.example, got "${value}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`PUBLIC_URL must be an http(s) URL such as https://casino.example, got "${value}"`);
  }
  return new URL(url.origin);
}

/** Cookies we set are Secure whenever the public site is served over TLS. */
export function isSecureSite(publicUrl: URL): boolean {
  return publicUrl.protocol === 'https:';
}
