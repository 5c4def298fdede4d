import { test as base, expect } from '@playwright/test';
import type { Mailbox } from './mailbox';
import { startStack, type Stack } from './stack';

/**
 * A test whose worker runs its own stack, with `apiEnv` added to the API's settings (crash titles: the
 * live rounds' tick, which the API leaves off in tests). Tests get its base URL and its mailbox.
 */
export function testWithStack(tag: string, apiEnv: Record<string, string> = {}) {
  return base.extend<{ mailbox: Mailbox }, { stack: Stack }>({
    stack: [
      // Playwright reads the fixtures a function needs from its first parameter, so it must be a pattern.
      // eslint-disable-next-line no-empty-pattern
      async ({}, use, workerInfo) => {
        const stack = await startStack(`${tag}${workerInfo.workerIndex}`, apiEnv);
        try {
          await use(stack);
        } finally {
          await stack.stop();
        }
      },
      { scope: 'worker', timeout: 180_000 },
    ],
    baseURL: async ({ stack }, use) => use(stack.webUrl),
    mailbox: async ({ stack }, use) => use(stack.mailbox),
  });
}

/** Each worker runs its own stack; tests get its base URL and its mailbox. */
export const test = testWithStack('w');

export { expect };

/** A unique address per test run and project. */
export function uniqueEmail(prefix: string, projectName: string): string {
  return `${prefix}.${projectName}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}
