export type CspOptions = {
  /** Fresh per response: only scripts carrying it (Next's own, and what they load) run. */
  nonce: string;
  isProduction: boolean;
  /** Image CDNs (thumbnails). */
  imageOrigins: string[];
  /** The live-chat vendor (site configuration liveChat.scriptUrl): its script, styles, calls and frames. */
  chatOrigins?: string[];
  /** The regulator's seal (site configuration regulatorSeal.scriptUrl): its script, image and frame. */
  sealOrigins?: string[];
  /** Payment widgets framed from hosts of their own. */
  frameOrigins?: string[];
};

/** https://chat.example → wss://chat.example: chat widgets talk over WebSockets to their own host. */
export function webSocketOrigin(origin: string): string {
  return origin.replace(/^http(s?):/, 'ws$1:');
}

/** 128 random bits, base64: a script nonce nobody can guess. */
export function createNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

function directive(name: string, ...sources: string[]) {
  return [name, ...new Set(sources)].join(' ');
}

/**
 * The Content-Security-Policy of every page, built per request by the proxy: the nonce is new each
 * time, and image hosts and the third-party scripts of the site configuration are run-time settings.
 *
 * Scripts run only with the nonce, which Next puts on its own tags; 'strict-dynamic' passes that
 * trust to the scripts they add (our chunks, the chat and seal loaders, and whatever those vendors
 * load in turn), while an injected <script> tag or inline handler runs nowhere. Browsers without
 * 'strict-dynamic' fall back to 'self' and the configured hosts. Workers run the captcha.
 */
export function contentSecurityPolicy({
  nonce,
  isProduction,
  imageOrigins,
  chatOrigins = [],
  sealOrigins = [],
  frameOrigins = [],
}: CspOptions) {
  return [
    "default-src 'self'",
    directive(
      'script-src',
      `'nonce-${nonce}'`,
      "'strict-dynamic'",
      "'self'",
      // The dev server's refresh and error overlay evaluate code.
      ...(isProduction ? [] : ["'unsafe-eval'"]),
      ...chatOrigins,
      ...sealOrigins,
    ),
    directive('style-src', "'self'", "'unsafe-inline'", ...chatOrigins),
    directive('img-src', "'self'", 'data:', 'blob:', ...imageOrigins, ...chatOrigins, ...sealOrigins),
    directive('font-src', "'self'", ...chatOrigins),
    directive('connect-src', "'self'", ...chatOrigins, ...chatOrigins.map(webSocketOrigin)),
    "worker-src 'self' blob:",
    directive('frame-src', "'self'", ...chatOrigins, ...sealOrigins, ...frameOrigins),
    "frame-ancestors 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * Browser features no page of the site uses are switched off for it and every frame it embeds
 * (a script that slips in cannot ask for the camera either). Game frames may go full screen.
 */
const PERMISSIONS_POLICY: Record<string, string> = {
  accelerometer: '()',
  camera: '()',
  'display-capture': '()',
  fullscreen: '(self)',
  geolocation: '()',
  gyroscope: '()',
  hid: '()',
  'idle-detection': '()',
  magnetometer: '()',
  microphone: '()',
  midi: '()',
  payment: '()',
  serial: '()',
  usb: '()',
  'xr-spatial-tracking': '()',
  'browsing-topics': '()',
};

export function permissionsPolicy(): string {
  return Object.entries(PERMISSIONS_POLICY)
    .map(([feature, allowList]) => `${feature}=${allowList}`)
    .join(', ');
}

/**
 * The security headers of every page. Cross-Origin-Opener-Policy: a page another site opened gets no
 * handle on ours (and ours none on it).
 */
export function pageSecurityHeaders(options: CspOptions) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'Permissions-Policy': permissionsPolicy(),
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}
