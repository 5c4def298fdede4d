import type { Page } from '@playwright/test';
import { waitForCaptcha } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { recordViolations, violationsOf } from '../support/policy';

type InjectedWindow = Window & { injectedRan?: boolean };

/** Console messages about the page's policies (a refused script, an unknown permission). */
function recordPolicyErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Permissions-Policy|Refused to/i.test(message.text())) errors.push(message.text());
  });
  return errors;
}

function scriptSources(policy: string): string[] {
  const directive = policy.split(';').find((d) => d.trim().startsWith('script-src '));
  return directive?.trim().split(/\s+/).slice(1) ?? [];
}

test('every page sends a nonce-based policy, the permissions policy and an isolating opener policy', async ({ request }) => {
  const nonces = new Set<string>();
  for (const path of ['/', '/faq', '/games/all', '/about-us', '/profile', '/no-such-page']) {
    const res = await request.get(path);
    const headers = res.headers();
    const policy = headers['content-security-policy'] ?? '';
    const sources = scriptSources(policy);
    expect(sources, path).not.toContain("'unsafe-inline'");
    const nonce = /'nonce-([^']+)'/.exec(sources.join(' '))?.[1];
    expect(nonce, path).toBeTruthy();
    nonces.add(nonce!);
    expect(headers['permissions-policy'], path).toMatch(/(^|, )camera=\(\)/);
    expect(headers['permissions-policy'], path).toMatch(/(^|, )fullscreen=\(self\)/);
    expect(headers['cross-origin-opener-policy'], path).toBe('same-origin');

    // Next put this response's nonce on every script it rendered.
    const html = await res.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length, path).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag, path).toContain(`nonce="${nonce}"`);
  }
  expect(nonces.size).toBe(6);
});

test('pages run under the policy without a single violation', async ({ page }) => {
  await recordViolations(page);
  const errors = recordPolicyErrors(page);
  for (const path of ['/', '/faq', '/games/all', '/promotions']) {
    await page.goto(path);
    await expect(page.getByRole('banner')).toBeVisible();
  }
  // Hydrated and interactive: the sign-in dialog opens and its captcha solves in its worker.
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
  await waitForCaptcha(page);
  expect(await violationsOf(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('a kept page paints before its scripts load, then runs them under the policy', async ({ page, request }) => {
  await recordViolations(page);
  // The second answer is the kept copy (apps/web/server/after-first-paint.ts).
  await (await request.get('/faq')).text();
  const kept = await (await request.get('/faq')).text();
  expect(kept).not.toMatch(/<script\b[^>]*\bsrc="\/_next\/static\/[^"]+\.js"[^>]*\basync/);
  expect(kept).toMatch(/<script nonce="[^"]+" data-scripts-after-paint>/);

  await page.goto('/faq');
  const order = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
    const chunks = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/_next/static/chunks/') && entry.name.endsWith('.js'));
    return { paint, chunks: chunks.length, earliest: Math.min(...chunks.map((entry) => entry.startTime)) };
  });
  expect(order.chunks).toBeGreaterThan(0);
  expect(order.earliest).toBeGreaterThanOrEqual(order.paint);
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
  expect(await violationsOf(page)).toEqual([]);
});

test('an inline script injected into the page without the nonce is refused', async ({ page }) => {
  await recordViolations(page);
  // As if the markup carried an injection: the server's page, with one more inline script in it.
  await page.route(
    (url) => url.pathname === '/faq',
    async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('</body>', '<script>window.injectedRan = true</script></body>');
      await route.fulfill({ response, body: html });
    },
  );
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('FAQ');
  await expect.poll(() => violationsOf(page)).toContainEqual(expect.stringMatching(/^script-src(-elem)? inline /));
  expect(await page.evaluate(() => (window as InjectedWindow).injectedRan)).toBeUndefined();
  // Next's own scripts, which carry the nonce, still ran: the page is interactive.
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
});
