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
  /** Where the MiFinity widget is framed from: the demo host on local and development sites, the secure one elsewhere; empty: this site. */
  mifinityDemoHost: string;
  mifinitySecureHost: string;
  /** Where the game aggregators' games are framed from (the origins of the URLs their launches answer). */
  aggregatorOrigins: string[];
};

export const DEFAULT_CDN_URL = '/cdn';

function base(value: string | undefined, name: string): string {
  const v = value?.trim();
  if (!v) return DEFAULT_CDN_URL;
  const ok = v.startsWith('/') ? !v.startsWith('//') : /^https?:\/\/[^/\s]+/.test(v);
  if (!ok) throw new Error(`${name} must be an http(s) URL or a path starting with /, got "${v}"`);
  return v.replace(/\/+$/, '') || '';
}

/** An https origin (http for local hosts) or empty. */
function origin(value: string | undefined, name: string): string {
  const v = value?.trim() ?? '';
  if (!v) return '';
  if (!/^https?:\/\/[^/\s]+\/?$/.test(v)) throw new Error(`${name} must be an http(s) origin such as https://widget.example, got "${v}"`);
  return new URL(v).origin;
}

export function readRuntimeConfig(env: Record<string, string | undefined>): RuntimeConfig {
  return {
    cdnUrl: base(env.CDN_URL, 'CDN_URL'),
    s3CdnUrl: base(env.S3_CDN_URL, 'S3_CDN_URL'),
    mifinityDemoHost: origin(env.MIFINITY_DEMO_HOST, 'MIFINITY_DEMO_HOST'),
    mifinitySecureHost: origin(env.MIFINITY_SECURE_HOST, 'MIFINITY_SECURE_HOST'),
    aggregatorOrigins: (env.AGGREGATOR_ORIGINS ?? '')
      .split(',')
      .map((v) => origin(v, 'AGGREGATOR_ORIGINS'))
      .filter(Boolean),
  };
}

/** Origins the page may frame besides its own: the configured widget hosts and the aggregators' games. */
export function frameOrigins(config: RuntimeConfig): string[] {
  return [...new Set([config.mifinityDemoHost, config.mifinitySecureHost, ...config.aggregatorOrigins].filter(Boolean))];
}

/** Origins the browser must be allowed to load images from (for the Content-Security-Policy). */
export function imageOrigins(config: RuntimeConfig): string[] {
  return [...new Set([config.cdnUrl, config.s3CdnUrl].filter((u) => !u.startsWith('/')).map((u) => new URL(u).origin))];
}
