import { readFileSync } from 'node:fs';
import type { Page, Request } from '@playwright/test';
import { signOut, signUp } from '../support/auth';
import { CATEGORIES } from '../support/categories';
import { expect, test, uniqueEmail } from '../support/fixtures';
import { shippedSiteConfiguration, writeSiteConfiguration } from '../support/site-configuration';
import { startStack } from '../support/stack';

const PASSWORD = 'correct horse battery';
const DAY_S = 24 * 60 * 60;

const PUBLIC_PAGES = [
  '/faq',
  '/terms-and-conditions',
  '/about-us',
  '/promotions',
  '/games/all',
  '/games/top',
  '/games/new-games',
  '/games/featured-games',
  '/kyc',
  '/refund-policy',
  '/aml-policy',
  '/terms-and-conditions/bonus',
  '/responsible-gaming',
  '/privacy-policy',
  '/provably-fair',
  '/proof-of-liabilities',
];

/** Path segment as the sitemap writes it (no character that needs escaping in XML). */
const segment = (value: string) => encodeURIComponent(value).replace(/'/g, '%27');

/** Records, from the document's very start, whether any part of the site ever entered the page. */
async function recordSiteMarkup(page: Page) {
  await page.addInitScript(() => {
    const w = window as Window & { siteMarkupSeen?: string[] };
    w.siteMarkupSeen = [];
    const look = () => {
      for (const element of document.querySelectorAll('header, footer, nav, [role="dialog"], main#main')) {
        w.siteMarkupSeen!.push(element.tagName);
      }
      if (/free spins/i.test(document.body?.textContent ?? '')) w.siteMarkupSeen!.push('free spins');
    };
    new MutationObserver(look).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

test('a visitor from a restricted country is sent the blocked-country page, and never any of the site', async ({ page }, testInfo) => {
  const siteConfiguration = writeSiteConfiguration({
    operator: { ...shippedSiteConfiguration().operator, supportEmail: 'help@casino.test' },
  });
  // This machine's address is placed in the default country, restricted here.
  const blocked = await startStack(`geo-${testInfo.project.name}`, { GEO_DEFAULT_COUNTRY: 'US', SITE_CONFIG_FILE: siteConfiguration.file });
  try {
    // While the API cannot place an address the gate lets it through for a few seconds (the API still
    // refuses sign-up and deposits on its own); a machine busy starting both servers can make the
    // readiness probe's lookup time out, so the test starts once the API answers lookups.
    await expect.poll(async () => (await fetch(blocked.webUrl)).status, { timeout: 60_000 }).toBe(451);
    await recordSiteMarkup(page);
    const documents: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'document') documents.push(await response.text());
    });
    for (const path of ['/', '/games/all', '/promotions', '/game/no-such-game?demo=true', '/play/a-launch-token', '/no-such-page']) {
      const response = await page.goto(`${blocked.webUrl}${path}`);
      // What the server sent is the blocked page and nothing else, as Unavailable For Legal Reasons.
      expect(response!.status(), path).toBe(451);
      const html = (await response!.text()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
      expect(html, path).toContain('Not available in United States');
      expect(html, path).not.toMatch(/<(header|footer|nav)\b|free spins|Login/i);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Not available in United States');
      await expect(page.getByText('does not offer its games to players in United States')).toBeVisible();
      await expect(page.getByText('turn it off and reload the page')).toBeVisible();
      await expect(page.getByRole('link', { name: 'help@casino.test' })).toHaveAttribute('href', 'mailto:help@casino.test');
      await expect(page.getByRole('button', { name: 'Reload page' })).toBeVisible();
      await expect(page.locator('header, footer, nav')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Login' })).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => (window as Window & { siteMarkupSeen?: string[] }).siteMarkupSeen), path).toEqual([]);
    }
    expect(documents.length).toBeGreaterThanOrEqual(6);
    for (const html of documents) expect(html).not.toMatch(/<(header|footer|nav)\b/);
  } finally {
    await blocked.stop();
    siteConfiguration.remove();
  }
});

test('a visitor cannot name a country to the web server, nor reach the blocked page on their own', async ({ request }) => {
  const ownHeader = { 'x-casino-blocked-country': 'US United%20States' };
  const home = await request.get('/', { headers: ownHeader });
  expect(await home.text()).toMatch(/<header\b/);
  expect((await request.get('/blocked-country', { headers: ownHeader })).status()).toBe(404);
});

test('a visitor from elsewhere is sent the site at once, without a country lookup in the browser', async ({ page }) => {
  const lookups: string[] = [];
  page.on('request', (request) => {
    if (/\/ip-service\/|restricted-countries/.test(request.url())) lookups.push(request.url());
  });
  const response = await page.goto('/');
  // The site is in the server's HTML, so the first paint shows it.
  expect(await response!.text()).toMatch(/<header\b[\s\S]*<footer\b/);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('heading', { name: /Not available in/ })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(lookups).toEqual([]);
});

test('an affiliate click id (any letter case) is kept for a month and credited to the account opened', async ({
  page,
  context,
  stack,
}, testInfo) => {
  await page.goto('/promotions?ClickID=aff-123&utm_source=mail');
  await expect(page).toHaveURL(`${stack.webUrl}/`);
  const cookie = (await context.cookies(stack.webUrl)).find((c) => c.name === 'click_id');
  expect(cookie).toMatchObject({ value: 'aff-123', path: '/', sameSite: 'Lax', httpOnly: false });
  const lifetimeDays = (cookie!.expires - Date.now() / 1000) / DAY_S;
  expect(lifetimeDays).toBeGreaterThan(29);
  expect(lifetimeDays).toBeLessThanOrEqual(31);

  // An empty one still lands on / and leaves the kept id alone.
  await page.goto('/faq?CLICKID=');
  await expect(page).toHaveURL(`${stack.webUrl}/`);
  expect((await context.cookies(stack.webUrl)).find((c) => c.name === 'click_id')?.value).toBe('aff-123');

  const email = uniqueEmail('affiliate', testInfo.project.name);
  await signUp(page, { fullName: 'Clara Click', email, password: PASSWORD });
  const rows = await stack.query<{ click_id: string | null }>('select click_id from users where email = $1', [email.toLowerCase()]);
  expect(rows).toEqual([{ click_id: 'aff-123' }]);
});

test('a page that crashes shows the 500 page and the error reaches the logs once', async ({ page, stack }) => {
  await page.addInitScript(() => localStorage.setItem('user', JSON.stringify({ name: 'Rita Report', id: 'user-42' })));
  const reports: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/error-logger') reports.push(r);
  });
  const reported = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/error-logger');

  await page.goto('/test-crash');
  await expect(page.getByRole('heading', { name: 'Error :(' })).toBeVisible();
  await expect(page.getByText('We are sorry. This was unexpected.')).toBeVisible();

  const response = await reported;
  const body = response.request().postDataJSON();
  expect(body).toMatchObject({
    user: { name: 'Rita Report', id: 'user-42' },
    error: { url: `${stack.webUrl}/test-crash` },
    userAgent: await page.evaluate(() => navigator.userAgent),
  });
  // The browser only learns the digest of a server-side error; the server's log has the rest.
  expect(body.error.digest).toMatch(/\S/);
  expect(response.status()).toBe(201);
  const { id } = (await response.json()) as { id: string };

  const stored = await stack.query<{ row: string }>('select row_to_json(r)::text as row from error_reports r');
  const row = stored.map((r) => r.row).find((r) => r.includes(id));
  expect(row).toBeDefined();
  expect(row).toContain('user-42');
  expect(row).toContain(body.error.digest);
  await expect.poll(() => readFileSync(stack.logFile, 'utf8')).toContain('Test crash: this page fails on purpose');
  expect(readFileSync(stack.logFile, 'utf8')).toContain(body.error.digest);

  // A second report would have been sent as the error page mounted, before the first one's answer came back.
  expect(reports).toHaveLength(1);

  await page.getByRole('link', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(`${stack.webUrl}/`);
  await expect(page.getByRole('banner')).toBeVisible();
});

test('an unknown address shows the 404 page in the public layout', async ({ page }) => {
  const res = await page.goto('/no-such-page');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

const WIDGET_JS = `(function () {
  var el = document.createElement('div');
  el.id = 'test-chat-widget';
  function show(user) {
    el.textContent = [window.CasinoChat.siteId, user ? user.name : 'guest', user ? user.id : ''].join('|');
  }
  var nav = performance.getEntriesByType('navigation')[0];
  el.setAttribute('data-after-load-ms', String(Math.round(performance.now() - (nav ? nav.loadEventEnd : 0))));
  show(window.CasinoChat.user);
  window.addEventListener('casino:user', function (e) { show(e.detail); });
  document.body.appendChild(el);
})();`;

const SEAL_JS = `(function () {
  var here = document.currentScript;
  var p = document.createElement('p');
  p.textContent = 'Seal of approval';
  here.parentNode.insertBefore(p, here);
})();`;

test('the live chat starts 3 s after load knowing the player; the footer shows the configured seal and licence', async ({
  page,
}, testInfo) => {
  // The configuration only takes https script URLs: the browser is handed the vendor's files by the test.
  const siteConfiguration = writeSiteConfiguration({
    operator: { ...shippedSiteConfiguration().operator, companyName: 'Harbour Test Gaming Ltd', licenceNumber: 'TEST-42' },
    liveChat: { scriptUrl: 'https://chat.casino.test/widget.js', siteId: 'site-42' },
    regulatorSeal: { scriptUrl: 'https://seal.casino.test/seal.js' },
  });
  const configured = await startStack(`chat-${testInfo.project.name}`, { SITE_CONFIG_FILE: siteConfiguration.file });
  try {
    let widgetLoads = 0;
    await page.route('https://chat.casino.test/**', (route) => {
      widgetLoads += 1;
      return route.fulfill({ contentType: 'text/javascript', body: WIDGET_JS });
    });
    await page.route('https://seal.casino.test/**', (route) => route.fulfill({ contentType: 'text/javascript', body: SEAL_JS }));

    const res = await page.goto(`${configured.webUrl}/`);
    // The policy names the configured hosts (browsers without 'strict-dynamic' go by them).
    const csp = res?.headers()['content-security-policy'] ?? '';
    expect(csp).toMatch(/script-src [^;]*https:\/\/chat\.casino\.test/);
    expect(csp).toMatch(/script-src [^;]*https:\/\/seal\.casino\.test/);
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(
      'Harbour Test Gaming Ltd is licensed and regulated by the Anjouan Offshore Finance Authority under gaming licence no. TEST-42.',
    );
    // With a chat configured, the pages that offer it say so.
    await page.goto(`${configured.webUrl}/about-us`);
    await expect(page.getByRole('main')).toContainText('Live chat: available on every page of the site');
    await page.goto(`${configured.webUrl}/`);
    await expect(footer.getByRole('group', { name: "Regulator's seal" }).getByText('Seal of approval')).toBeVisible();
    await expect(footer.getByRole('img', { name: '18+ only' })).toBeVisible();

    const fullName = 'Chatty Player';
    await signUp(page, { fullName, email: uniqueEmail('chat', testInfo.project.name), password: PASSWORD });
    const user = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null') as { name: string; id: string } | null);
    expect(user?.name).toBe(fullName);

    // A fresh load: nothing of the chat for the first seconds, then the widget knows the player.
    widgetLoads = 0;
    await page.reload({ waitUntil: 'load' });
    expect(widgetLoads).toBe(0);
    const widget = page.locator('#test-chat-widget');
    await expect(widget).toHaveText(`site-42|${fullName}|${user!.id}`, { timeout: 10_000 });
    // The widget itself measured when it ran: not before the three seconds after load.
    expect(Number(await widget.getAttribute('data-after-load-ms'))).toBeGreaterThanOrEqual(2_900);
    expect(widgetLoads).toBe(1);

    // Signing out tells the widget, without loading it again.
    await signOut(page, testInfo, 'Chatty');
    await expect(widget).toHaveText('site-42|guest|');
    expect(widgetLoads).toBe(1);
  } finally {
    await configured.stop();
    siteConfiguration.remove();
  }
});

test('search engines find every public page: robots.txt, sitemap.xml, titles, descriptions and canonical URLs', async ({
  page,
  request,
  stack,
}) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('User-Agent: *');
  expect(robots).toContain('Disallow: /profile');
  expect(robots).toContain('Disallow: /game/');
  expect(robots).not.toMatch(/Disallow: \/games/);
  expect(robots).toContain(`Sitemap: ${stack.webUrl}/sitemap.xml`);

  const sitemapRes = await request.get('/sitemap.xml');
  expect(sitemapRes.headers()['content-type']).toContain('xml');
  const sitemap = await sitemapRes.text();
  expect(sitemap).toContain(`<loc>${stack.webUrl}/</loc>`);
  for (const p of PUBLIC_PAGES) expect(sitemap, p).toContain(`<loc>${stack.webUrl}${p}</loc>`);
  for (const c of CATEGORIES) expect(sitemap, c).toContain(`<loc>${stack.webUrl}/games/${c}</loc>`);
  const catalogue = (await (await request.get('/game-aggregator-service/api/v1/games-and-categories/EUR')).json()) as {
    games: { provider: string }[];
  };
  const providers = [...new Set(catalogue.games.map((g) => g.provider))];
  expect(providers.length).toBeGreaterThan(0);
  for (const name of providers) expect(sitemap, name).toContain(`<loc>${stack.webUrl}/games/all/${segment(name)}</loc>`);
  expect(sitemap).not.toContain('/profile');

  // Every public page has its own title, a description and itself as the canonical URL.
  const titles = new Set<string>();
  for (const p of ['/', ...PUBLIC_PAGES, '/games/slots', `/games/all/${segment(providers[0]!)}`]) {
    const html = await (await request.get(`${p}?utm_source=test`)).text();
    const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
    expect(title, p).toBeTruthy();
    titles.add(title!);
    expect(html, p).toMatch(/<meta name="description" content="[^"]{20,}"/);
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
    expect(canonical, p).toBe(p === '/' ? stack.webUrl : `${stack.webUrl}${p}`);
  }
  expect(titles.size).toBe(PUBLIC_PAGES.length + 3);

  await page.goto('/faq');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${stack.webUrl}/faq`);
});

type ProgressWindow = Window & { sawProgress?: boolean };

/** From now on, notes whether the route progress bar ever appears (it may come and go between two checks). */
async function watchProgressBar(page: Page) {
  await page.evaluate(() => {
    const w = window as ProgressWindow;
    w.sawProgress = false;
    new MutationObserver(() => {
      if (document.querySelector('[role="progressbar"][aria-label="Loading page"]')) w.sawProgress = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
}

const sawProgressBar = (page: Page) => page.evaluate(() => (window as ProgressWindow).sawProgress);

test('route changes show a thin progress bar and start at the top of the page', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toBeVisible();
  await watchProgressBar(page);

  const faq = footer.getByRole('link', { name: 'FAQ' });
  await faq.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await faq.click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('FAQ');
  expect(await sawProgressBar(page)).toBe(true);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole('progressbar', { name: 'Loading page' })).toHaveCount(0);

  // Back and forward too.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Promotions' }).scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await watchProgressBar(page);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  expect(await sawProgressBar(page)).toBe(true);
});

test("a visitor's click on a game opens the sign-in dialog and no progress bar, as nothing navigates", async ({ page, stack }) => {
  await page.goto('/games/all');
  const tile = page.getByRole('main').getByRole('link', { name: /^Neon Nights/ });
  await expect(tile).toBeVisible();
  await watchProgressBar(page);

  await tile.click();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(`${stack.webUrl}/games/all`);
  expect(await sawProgressBar(page)).toBe(false);

  // The bar still follows a real navigation from the same page.
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  expect(await sawProgressBar(page)).toBe(true);
});
