import { NextResponse, type NextRequest } from 'next/server';

// The API serves these prefixes; the browser only ever talks to this origin, so cookies stay first-party.
// API_URL is read per request so one build serves any deployment (and the tests' own ports).
export function proxy(request: NextRequest) {
  const api = process.env.API_URL ?? 'http://127.0.0.1:4000';
  const target = new URL(request.nextUrl.pathname + request.nextUrl.search, api);
  return NextResponse.rewrite(target);
}

export const config = {
  matcher: [
    '/user-service/:path*',
    '/profile-service/:path*',
    '/game-aggregator-service/:path*',
    '/ip-service/:path*',
    '/api/:path*',
    '/cdn/:path*',
    '/payments/:path*',
    '/health',
  ],
};
