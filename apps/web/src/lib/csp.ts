export type CspOptions = {
  isProduction: boolean;
  /** Image CDNs (thumbnails). */
  imageOrigins: string[];
  /** The live-chat vendor (site configuration liveChat.scriptUrl): its script, styles, calls and frames. */
  chatOrigins?: string[];
  /** The regulator's seal (site configuration regulatorSeal.scriptUrl): its script, image and frame. */
  sealOrigins?: string[];
};

/** https://chat.example → wss://chat.example: chat widgets talk over WebSockets to their own host. */
export function webSocketOrigin(origin: string): string {
  return origin.replace(/^http(s?):/, 'ws$1:');
}

function directive(name: string, ...sources: string[]) {
  return [name, ...new Set(sources)].join(' ');
}

/**
 * The Content-Security-Policy of every page. Built per request by the proxy because image hosts and
 * the third-party scripts of the site configuration are run-time settings. Scripts: Next's inline
 * bootstrap needs 'unsafe-inline' without nonces; workers run the captcha.
 */
export function contentSecurityPolicy({ isProduction, imageOrigins, chatOrigins = [], sealOrigins = [] }: CspOptions) {
  return [
    "default-src 'self'",
    directive('script-src', "'self'", "'unsafe-inline'", ...(isProduction ? [] : ["'unsafe-eval'"]), ...chatOrigins, ...sealOrigins),
    directive('style-src', "'self'", "'unsafe-inline'", ...chatOrigins),
    directive('img-src', "'self'", 'data:', 'blob:', ...imageOrigins, ...chatOrigins, ...sealOrigins),
    directive('font-src', "'self'", ...chatOrigins),
    directive('connect-src', "'self'", ...chatOrigins, ...chatOrigins.map(webSocketOrigin)),
    "worker-src 'self' blob:",
    directive('frame-src', "'self'", ...chatOrigins, ...sealOrigins),
    "frame-ancestors 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ].join('; ');
}
