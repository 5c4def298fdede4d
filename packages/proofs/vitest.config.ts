import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: 'proofs', root: import.meta.dirname, include: ['src/**/*.test.ts'], isolate: false } });
