import type { Frame, Page } from '@playwright/test';

type PolicyWindow = Window & { violations?: string[] };

/** Records every Content-Security-Policy violation in every frame of the page from its very first script on. */
export async function recordViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as PolicyWindow;
    w.violations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.violations!.push(`${e.violatedDirective} ${e.blockedURI} (${e.sourceFile}:${e.lineNumber})`),
    );
  });
}

/** The violations recorded so far in this page or frame. */
export const violationsOf = (target: Page | Frame): Promise<string[]> => target.evaluate(() => (window as PolicyWindow).violations ?? []);
