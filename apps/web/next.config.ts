import type { NextConfig } from 'next';

// The Content-Security-Policy is set per request in src/proxy.ts (image hosts are run-time settings).
const isProduction = process.env.NODE_ENV === 'production';

const config: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  transpilePackages: ['@casino/art', '@casino/contracts', '@casino/games', '@casino/proofs'],
  // Types are checked by `npm run typecheck` (TypeScript 7, every workspace, the first stage of `npm test`); the
  // build does not check them a second time with the TypeScript 5 that Next.js loads (25 s of each build).
  typescript: { ignoreBuildErrors: true },
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          ...(isProduction ? [{ key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' }] : []),
        ],
      },
    ];
  },
};

export default config;
