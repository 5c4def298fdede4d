import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Files share a worker's module cache: importing the app afresh for each of 200+ files cost more than their
    // tests. Each file still builds its own app on its own database, and no test mocks a module.
    isolate: false,
  },
});
