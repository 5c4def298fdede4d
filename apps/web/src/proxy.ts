import { NextResponse, type NextRequest } from 'next/server';
import { CLICK_ID_COOKIE, CLICK_ID_MAX_AGE_SECONDS, readClickIdParam } from './lib/click-id-param';
import { isSecureSite, readPublicUrl } from './lib/public-url';
import { movedGamePath } from './lib/retired-game-slugs';
import { frameOrigins, imageOrigins, readRuntimeConfig } from './lib/runtime-config';
import { createNonce, pageSecurityHeaders } from './lib/security-headers';
import { serverSiteConfiguration } from './lib/server-site-configuration';
import { thirdPartyOrigins } from './lib/third-party-origins';

/** An affiliate link (`?clickid=…`, any letter case): keep the click id for a month and land on /. */
function clickIdRedirect(request: NextRequest): NextResponse | null {
  const clickId = readClickIdParam(request.nextUrl.searchParams);
  if (!clickId.isPresent) return null;
  const home = request.nextUrl.clone();
  home.pathname = '/';
  home.search = '';
  home.hash = '';
  const response = NextResponse.redirect(home);
  if (clickId.value) {
    // Not HttpOnly: the sign-up form reads it and sends it with the registration.
    response.cookies.set(CLICK_ID_COOKIE, clickId.value, {
      path: '/',
      maxAge: CLICK_ID_MAX_AGE_SECONDS,
      sameSite: 'lax',
      secure: isSecureSite(readPublicUrl(process.env)),
    });
  }
  return response;
}

/** A game page whose slug was retired: a permanent redirect to its new address, the query kept. */
function movedGameRedirect(request: NextRequest): NextResponse | null {
  const moved = movedGamePath(request.nextUrl.pathname);
  if (moved === null) return null;
  const target = request.nextUrl.clone();
  target.pathname = moved;
  return NextResponse.redirect(target, 308);
}

// Pages only: the web server (server/main.ts) sends the API's prefixes to the API before Next.js sees them.
// Settings are read per request so one build serves any deployment (and the tests' own ports).
export async function proxy(request: NextRequest) {
  const redirect = clickIdRedirect(request) ?? movedGameRedirect(request);
  if (redirect) return redirect;

  // The chat widget and the regulator seal come from hosts the operator configures; the policy names
  // them (the configuration is kept in memory for a minute).
  const origins = thirdPartyOrigins(await serverSiteConfiguration());
  const runtimeConfig = readRuntimeConfig(process.env);
  const headers = pageSecurityHeaders({
    nonce: createNonce(),
    isProduction: process.env.NODE_ENV === 'production',
    imageOrigins: imageOrigins(runtimeConfig),
    frameOrigins: frameOrigins(runtimeConfig),
    chatOrigins: origins.chat,
    sealOrigins: origins.seal,
  });
  // Next reads the nonce from the request's policy and puts it on every script it renders.
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('Content-Security-Policy', headers['Content-Security-Policy']);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

export const config = {
  // Everything but Next's own static files.
  matcher: ['/((?!_next/static|_next/image|favicon.ico).*)'],
};
