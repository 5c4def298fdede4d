/**
 * The e-wallet widget's host (docs/product.md, Deposits and withdrawals): the demo host on local and development sites,
 * the secure host everywhere else. Either setting may be empty: the site's own origin then serves the
 * widget (its sandbox page stands in for the provider while no credentials are configured).
 */
export type WidgetHostSettings = { demoHost?: string; secureHost?: string };

/** localhost, loopback addresses, *.local / *.localhost / *.test names and dev. or *-dev. hosts. */
export function isLocalOrDevHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host === '::1' || /^127\./.test(host) || host === '0.0.0.0') return true;
  if (/\.(local|localhost|test)$/.test(host)) return true;
  return host.split('.').some((label) => label === 'dev' || label.endsWith('-dev'));
}

/** The origin the widget is served from, without a trailing slash. */
export function widgetHost(location: { hostname: string; origin: string }, settings: WidgetHostSettings): string {
  const configured = isLocalOrDevHost(location.hostname) ? settings.demoHost : settings.secureHost;
  return (configured?.trim() || location.origin).replace(/\/+$/, '');
}

/** The frame's address for one deposit's initialization token. */
export function mifinityWidgetUrl(host: string, initializationToken: string): string {
  return `${host}/payments/sandbox/mifinity/${encodeURIComponent(initializationToken)}`;
}
