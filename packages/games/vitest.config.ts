import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: 'games', root: import.meta.dirname, include: ['src/**/*.test.ts'] } });
