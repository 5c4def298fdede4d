import { defineConfig } from '@playwright/test';

export const CHROMIUM = '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests',
  timeout: 180_000,
  expect: { timeout: 20_000 },
  workers: 2,
  // A test that fails fails the run: nothing is retried, so a flaky test is seen and fixed.
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  globalSetup: './global-setup.ts',
  // Reference images of the game screens (game-fits-screen.spec.ts), one per family and width; docs/game-screens.md
  // shows them.
  snapshotPathTemplate: '{testDir}/../screens/{arg}-{projectName}{ext}',
  use: {
    launchOptions: {
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    // A failed test keeps its trace: each action's page as DOM snapshots. Without the screencast, which would
    // have the browser paint and encode every frame of every test and costs about a third of its time.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
  },
  projects: [
    // A flow runs at both widths only where the layout differs (tagged BOTH_WIDTHS in support/fixtures.ts).
    { name: 'phone', grep: /@both-widths/, use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
  ],
});
