import { defineConfig } from '@playwright/test';

export const CHROMIUM = '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests',
  timeout: 180_000,
  expect: { timeout: 20_000 },
  // Three workers on two cores: a worker waiting on a game's pace or a stack's start leaves its core to another.
  workers: 3,
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
    // Flows play as a player who asked for less motion: the same rounds, balances and messages, without drawing
    // every frame of a reel or a card. The motion itself is the subject of slot-motion, game-fits-screen, crash
    // and game-sound, which turn it back on.
    reducedMotion: 'reduce',
    // Locally a failed test keeps its trace: each action's page as DOM snapshots, without the screencast. CI
    // records none (about a tenth of the browser's work, and CI keeps only the log): a failure there is
    // rerun locally with its trace.
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
  },
  projects: [
    // A flow runs at both widths only where the layout differs (tagged BOTH_WIDTHS in support/fixtures.ts).
    { name: 'phone', grep: /@both-widths/, use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
  ],
});
