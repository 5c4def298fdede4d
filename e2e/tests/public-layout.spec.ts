import { isPhone } from '../support/auth';
import { BOTH_WIDTHS, expect, test } from '../support/fixtures';
import { shippedSiteConfiguration } from '../support/site-configuration';

const PUBLIC_PAGES = [
  ['/faq', 'FAQ'],
  ['/terms-and-conditions', 'Terms'],
  ['/terms-and-conditions/bonus', 'Bonus'],
  ['/about-us', 'About'],
  ['/promotions', 'Promotions'],
  ['/kyc', 'KYC'],
  ['/refund-policy', 'Refund'],
  ['/aml-policy', 'AML'],
  ['/responsible-gaming', 'Responsible'],
  ['/privacy-policy', 'Privacy'],
  ['/provably-fair', 'Provably fair'],
  ['/proof-of-liabilities', 'Proof of liabilities'],
] as const;

test('every public page renders in the public layout, naming the configured operator and nothing else', BOTH_WIDTHS, async ({ page }) => {
  const { operator } = shippedSiteConfiguration();
  for (const [path, heading] of PUBLIC_PAGES) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }), path).toContainText(heading, { ignoreCase: true });
    await expect(page.getByRole('contentinfo')).toContainText(`${operator.companyName} is licensed and regulated by the Anjouan`);
    const text = await page.locator('body').innerText();
    for (const leftOver of ['{{', '[OPERATOR', 'Placeholder Street', 'ALSI-000000000'])
      expect(text, `${path}: ${leftOver}`).not.toContain(leftOver);
    // No page offers a chat that is not configured, and every address shown is one of the operator's.
    expect(text, path).not.toMatch(/live.chat/i);
    for (const email of text.match(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g) ?? []) {
      expect([operator.supportEmail, operator.privacyEmail, operator.complianceEmail], `${path}: ${email}`).toContain(email);
    }
    // Nothing wider than the screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});

test('navigation follows the screen width', BOTH_WIDTHS, async ({ page }, testInfo) => {
  await page.goto('/');
  const bottomBar = page.getByRole('navigation', { name: 'Bottom bar' });
  const sideMenu = page.getByRole('navigation', { name: 'Side menu' });
  if (isPhone(testInfo)) {
    await expect(bottomBar).toBeVisible();
    await expect(sideMenu).toBeHidden();
    // The full-screen menu closes when the route changes.
    await bottomBar.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(menu).toHaveCount(0);
    // Deposit from the bottom bar asks a visitor to sign in.
    await bottomBar.getByRole('button', { name: 'Deposit' }).click();
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
  } else {
    await expect(bottomBar).toBeHidden();
    await expect(sideMenu).toBeVisible();
    await sideMenu.getByRole('link', { name: 'Promotions' }).click();
    await expect(page).toHaveURL(/\/promotions$/);
    await expect(sideMenu.getByRole('link', { name: 'Promotions' })).toHaveAttribute('aria-current', 'page');
  }
});

test('a visitor sent to a guarded page lands on / with the sign-in dialog, the page asked for kept to return to', async ({ page }) => {
  await page.goto('/profile');
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/\?next=%2Fprofile$/);
});

test('every icon and the manifest a page links to are there', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const links = [...html.matchAll(/<link\b[^>]*\brel="(icon|apple-touch-icon|manifest|shortcut icon)"[^>]*>/g)].map(([tag, rel]) => ({
    rel,
    href: /\bhref="([^"]+)"/.exec(tag)![1]!.replaceAll('&amp;', '&'),
  }));
  expect(links.map((l) => l.rel).sort()).toEqual(['apple-touch-icon', 'icon', 'manifest']);
  for (const { rel, href } of links) {
    const res = await request.get(href);
    expect(res.status(), href).toBe(200);
    expect(res.headers()['content-type'], href).toMatch(rel === 'manifest' ? /manifest\+json|json/ : /^image\//);
    if (rel !== 'manifest') continue;
    const manifest = (await res.json()) as { name: string; icons: { src: string; type: string }[] };
    expect(manifest.name).toBe('Casino');
    expect(manifest.icons.length).toBeGreaterThan(0);
    for (const icon of manifest.icons) {
      const image = await request.get(icon.src);
      expect(image.status(), icon.src).toBe(200);
      expect(image.headers()['content-type'], icon.src).toBe(icon.type);
    }
  }
});
