import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: 'art', root: import.meta.dirname, include: ['src/**/*.test.ts'] } });
