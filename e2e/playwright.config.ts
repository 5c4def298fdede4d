import { defineConfig } from '@playwright/test';

export const CHROMIUM = '/usr/bin/chromium';
const HTTP_ONLY = ['**/client-address.spec.ts', '**/web-origin-limits.spec.ts', '**/first-load-js.spec.ts'];

export default defineConfig({
  testDir: './tests',
  timeout: 180_000,
  expect: { timeout: 20_000 },
  workers: 2,
  // In CI a test that fails is run once more and reported as flaky when the second run passes: two
  // workers, stacks and Chromium share two cores there, and a browser step can be starved. A test that
  // fails twice fails the run.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  reporter: [['list']],
  globalSetup: './global-setup.ts',
  use: {
    launchOptions: {
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    trace: 'retain-on-failure',
  },
  projects: [
    // Specs without a browser page (HTTP to the web origin, the build's manifests) run once, on desktop.
    { name: 'phone', testIgnore: HTTP_ONLY, use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
  ],
});
