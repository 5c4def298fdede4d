import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Two files at a time: most API test files wait on PostgreSQL, and on a 2-core machine the default
    // (available parallelism - 1) would run one file at a time.
    maxWorkers: 2,
    projects: [
      'apps/api/vitest.config.ts',
      'apps/web/vitest.config.ts',
      'apps/backoffice/vitest.config.ts',
      'packages/contracts/vitest.config.ts',
      'packages/games/vitest.config.ts',
      'packages/art/vitest.config.ts',
      'packages/proofs/vitest.config.ts',
      'scripts/vitest.config.mjs',
    ],
  },
});
