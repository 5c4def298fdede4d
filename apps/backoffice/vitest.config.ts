import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Screens are rendered into a DOM (happy-dom) and driven as a member would; the API is a fetch that answers
// what the staff contracts say.
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'backoffice',
    root: import.meta.dirname,
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.ts'],
    setupFiles: ['test/setup.ts'],
    // Files share a worker's module cache and DOM: test/setup.ts empties the DOM and the stubbed globals after each test.
    isolate: false,
  },
});
