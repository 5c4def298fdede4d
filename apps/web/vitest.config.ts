import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Tests run server code on the server: the marker resolves to its empty module, as in Next's server build.
const serverOnly = path.join(path.dirname(createRequire(import.meta.url).resolve('server-only')), 'empty.js');

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)), 'server-only': serverOnly } },
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts', 'server/**/*.test.ts', 'play-client/**/*.test.ts', 'test/**/*.test.ts'],
    passWithNoTests: true,
    // Files share a worker's module cache: a fresh import of each file's modules cost more than its tests (68 s of
    // 147 files against 29 s). Tests that stub a global or the timers restore them after each test.
    isolate: false,
  },
});
