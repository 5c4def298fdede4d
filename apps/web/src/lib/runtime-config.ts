/**
 * Settings the web server reads per request (not at build time), so one build serves any deployment.
 * CDN bases are an absolute http(s) URL or a path on this site; both default to our own server,
 * which proxies /cdn to the API.
 */
export type RuntimeConfig = {
  /** Own CDN: the seven self-hosted thumbnails (/images/...) and the static JSON files (/static/...). */
  cdnUrl: string;
  /** The second image CDN: every other thumbnail (/i/s3/...). */
  s3CdnUrl: string;
};

export const DEFAULT_CDN_URL = '/cdn';

function base(value: string | undefined, name: string): string {
  const v = value?.trim();
  if (!v) return DEFAULT_CDN_URL;
  const ok = v.startsWith('/') ? !v.startsWith('//') : /^https?:\/\/[^/\s]+/.test(v);
  if (!ok) throw new Error(`${name} must be an http(s) URL or a path starting with /, got "${v}"`);
  return v.replace(/\/+$/, '') || '';
}

export function readRuntimeConfig(env: Record<string, string | undefined>): RuntimeConfig {
  return { cdnUrl: base(env.CDN_URL, 'CDN_URL'), s3CdnUrl: base(env.S3_CDN_URL, 'S3_CDN_URL') };
}

/** Origins the browser must be allowed to load images from (for the Content-Security-Policy). */
export function imageOrigins(config: RuntimeConfig): string[] {
  return [...new Set([config.cdnUrl, config.s3CdnUrl].filter((u) => !u.startsWith('/')).map((u) => new URL(u).origin))];
}
