import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: 'web', root: import.meta.dirname, include: ['src/**/*.test.ts'], passWithNoTests: true } });
