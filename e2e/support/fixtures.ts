import { test as base, expect, type Page } from '@playwright/test';
import type { Mailbox } from './mailbox';
import { startStack, type PromotionsChange, type Stack, type StackOptions } from './stack';

/**
 * A test whose worker runs its own stack, with `apiEnv` added to the API's settings (crash titles: the
 * live rounds' tick, which the API leaves off in tests). Tests get its base URL and its mailbox.
 */
export function testWithStack(
  tag: string,
  apiEnv: Record<string, string> = {},
  promotions: PromotionsChange = {},
  options: StackOptions = {},
) {
  return base.extend<{ mailbox: Mailbox }, { stack: Stack }>({
    stack: [
      // Playwright reads the fixtures a function needs from its first parameter, so it must be a pattern.
      // eslint-disable-next-line no-empty-pattern
      async ({}, use, workerInfo) => {
        const stack = await startStack(`${tag}${workerInfo.workerIndex}`, apiEnv, {}, promotions, options);
        try {
          await use(stack);
        } finally {
          await stack.stop();
        }
      },
      { scope: 'worker', timeout: 180_000 },
    ],
    baseURL: async ({ stack }, use) => use(stack.webUrl),
    context: async ({ context }, use) => {
      context.on('page', waitingForTheApp);
      await use(context);
    },
    mailbox: async ({ stack }, use) => use(stack.mailbox),
  });
}

/**
 * A public page loads its scripts after its first paint (apps/web/server/after-first-paint.ts), so a
 * test could click a button before the app runs, as a person could in that moment. After a navigation
 * the page waits, as a person would, until the app has taken the page's controls over: React's root is on
 * the document and every button in the main content is hydrated (React has attached itself to it). A click
 * before that, even after Next's runtime started, can be lost on a busy machine. Every page of the test's
 * context is made so; a test that opens a context of its own adds it: `context.on('page', waitingForTheApp)`.
 */
export function waitingForTheApp(page: Page): Page {
  const started = () =>
    page.waitForFunction(
      () => {
        const isNextPage = 'next' in window || document.querySelector('script[data-scripts-after-paint]');
        if (!isNextPage) return true;
        const isReacts = (node: object, prefix: string) => Object.keys(node).some((key) => key.startsWith(prefix));
        return (
          isReacts(document, '__reactContainer$') &&
          [...document.querySelectorAll('main button')].every((button) => isReacts(button, '__reactFiber$'))
        );
      },
      undefined,
      { timeout: 15_000 },
    );
  const { goto, reload } = page;
  page.goto = async (...args) => {
    const response = await goto.apply(page, args);
    await started();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload.apply(page, args);
    await started();
    return response;
  };
  return page;
}

/**
 * Marks a test whose screens differ between the phone and desktop layouts, so that it runs at both
 * widths; every other test (money journeys, game rounds, HTTP checks) runs once, on desktop.
 */
export const BOTH_WIDTHS = { tag: '@both-widths' };

/** Each worker runs its own stack; tests get its base URL and its mailbox. */
export const test = testWithStack('w');

/**
 * The stack of the live games' specs, on a clock the tests move (TEST_CLOCK=controlled, support/clock.ts):
 * crash rounds, virtual sports events (one every 30 s, betting closing 5 s before the off, 10 s of racing)
 * and the sandbox chain's blocks (one every 8 s) come when a test moves the clock there.
 */
export const liveTest = testWithStack('live', { TEST_CLOCK: 'controlled', SANDBOX_BLOCK_SECONDS: '8', VIRTUAL_SPORTS_SCHEDULE: '30,5,10' });

/**
 * The stack of the specs that move the API's clock by hours or days (TEST_CLOCK=controlled, support/clock.ts): the
 * 24-hour waits of two-factor sign-in and guarded withdrawals. Moving it that far ends the players' sessions. The site
 * is at localhost, not 127.0.0.1: browsers refuse passkeys on an IP address (a WebAuthn RP ID is a domain).
 */
export const clockTest = testWithStack('clock', { TEST_CLOCK: 'controlled' }, {}, { siteHost: 'localhost' });

export { expect };

/** A unique address per test run and project. */
export function uniqueEmail(prefix: string, projectName: string): string {
  return `${prefix}.${projectName}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}
