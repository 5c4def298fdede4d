import { defineConfig } from 'vitest/config';

// Files share a worker's module cache (no test mocks a module): the titles' tables are built once per worker.
export default defineConfig({ test: { name: 'games', root: import.meta.dirname, include: ['src/**/*.test.ts'], isolate: false } });
