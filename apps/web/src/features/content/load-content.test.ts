import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REALITY_CHECK_MINUTES, ZSiteConfiguration, type TSiteConfiguration, type TWelcomeOfferSummary } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import common from '@/locales/en/common.json';
import site from '@/locales/en/site.json';
import { CONTENT_SLUGS, loadContentHtml, resolveContentDir } from './load-content';

const webDir = path.resolve(import.meta.dirname, '../../..');

/** The configuration a fresh `npm start` serves: the API's shipped file with its demo operator. */
const shipped: TSiteConfiguration = ZSiteConfiguration.parse(
  JSON.parse(readFileSync(path.resolve(webDir, '../api/data/site-configuration.json'), 'utf8')),
);
/** What GET /promotion/welcome answers for the API's shipped promotions file. */
const tier = (id: string, minimumEur: string, maximumEur: string | null, bonusPercent: number, freeSpins: number) => ({
  id,
  minimumEur,
  maximumEur,
  bonusPercent,
  freeSpins,
});
const later = (depositNumber: number, displayName: string, bonusPercent: number) => ({
  depositNumber,
  displayName,
  maximumBonusEur: '8000.00',
  freeSpins: 100,
  tiers: [tier(`welcome-${depositNumber}`, '10.00', null, bonusPercent, 100)],
});
const welcome: TWelcomeOfferSummary = {
  totalMaximumBonusEur: '40000.00',
  totalFreeSpins: 550,
  maximumBonusPerDepositEur: '8000.00',
  topBonusPercent: 200,
  minimumDepositEur: '10.00',
  depositLimit: 5,
  deposits: [
    {
      depositNumber: 1,
      displayName: '1st deposit',
      maximumBonusEur: '8000.00',
      freeSpins: 150,
      tiers: [
        tier('welcome-1-up-to-16', '10.00', '16.00', 50, 100),
        tier('welcome-1-up-to-50', '16.01', '50.00', 125, 125),
        tier('welcome-1-up-to-100', '50.01', '100.00', 200, 150),
        tier('welcome-1-above-100', '100.01', null, 200, 150),
      ],
    },
    later(2, '2nd deposit', 150),
    later(3, '3rd deposit', 100),
    later(4, '4th deposit', 100),
    later(5, '5th deposit', 200),
  ],
  spendOrder: 'real-first',
};
const withChat: TSiteConfiguration = { ...shipped, liveChat: { scriptUrl: 'https://chat.example.com/w.js', siteId: 's' } };

/** What the operator's details looked like before they came from the configuration. */
const LEFT_OVERS = ['{{', '}}', '[OPERATOR', 'Placeholder Street', 'ALSI-000000000', '000000000', 'Casino Entertainment'];

const emailsIn = (text: string) => new Set(text.match(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g) ?? []);

describe('resolveContentDir', () => {
  it('finds the content folder from apps/web and from the repository root', () => {
    const expected = path.join(webDir, 'content');
    expect(resolveContentDir(webDir)).toBe(expected);
    expect(resolveContentDir(path.resolve(webDir, '../..'))).toBe(expected);
  });
});

describe('loadContentHtml', () => {
  it.each(CONTENT_SLUGS)('renders %s.md to substantial HTML with the configured operator and nothing left over', async (slug) => {
    const html = await loadContentHtml(slug, shipped, welcome);
    expect(html).toContain('<h2');
    expect(html.length).toBeGreaterThan(2000);
    for (const leftOver of LEFT_OVERS) expect(html, leftOver).not.toContain(leftOver);
    const { supportEmail, privacyEmail, complianceEmail } = shipped.operator;
    for (const email of emailsIn(html)) expect([supportEmail, privacyEmail, complianceEmail], email).toContain(email);
  });

  it('names the operator where the documents introduce it', async () => {
    for (const slug of ['about-us', 'terms-and-conditions', 'privacy-policy'] as const) {
      const html = await loadContentHtml(slug, shipped, welcome);
      expect(html, slug).toContain(shipped.operator.companyName);
      expect(html, slug).toContain(shipped.operator.registeredAddress);
    }
    expect(await loadContentHtml('terms-and-conditions', shipped, welcome)).toContain(shipped.operator.licenceNumber);
    expect(await loadContentHtml('aml-policy', shipped, welcome)).toContain(shipped.operator.complianceEmail);
  });

  it("states the welcome offer's figures from the promotions file, the same in every document", async () => {
    const terms = await loadContentHtml('bonus-terms', shipped, welcome);
    expect(terms).toContain('<strong>40,000 EUR + 550 free spins</strong>');
    expect(terms).toContain('<strong>fewer than 5 deposits</strong>');
    expect(terms).toContain('<strong>8,000 EUR per deposit</strong>');
    // The first deposit's bands and the later deposits, as tables.
    expect(terms).toMatch(/<td>up to 16 EUR<\/td>\s*<td>50%<\/td>\s*<td>100<\/td>/);
    expect(terms).toMatch(/<td>over 100 EUR<\/td>\s*<td>200%<\/td>\s*<td>150<\/td>/);
    expect(terms).toMatch(/<td>5th deposit<\/td>\s*<td>200%<\/td>\s*<td>100<\/td>/);
    // Which money a stake takes first, in the file's order.
    expect(terms).toContain('4.4. Your real money is always used first. Bonus money is used only once your real balance is exhausted.');
    const bonusFirst = await loadContentHtml('bonus-terms', shipped, { ...welcome, spendOrder: 'bonus-first' });
    expect(bonusFirst).toContain(
      '4.4. Your bonus money is always used first. Real money is used only once your bonus balance is exhausted.',
    );
    expect(bonusFirst).not.toContain('real money is always used first');
    for (const slug of ['faq', 'about-us'] as const)
      expect(await loadContentHtml(slug, shipped, welcome), slug).toContain('40,000 EUR + 550 free spins');
    for (const slug of CONTENT_SLUGS) expect(await loadContentHtml(slug, shipped, welcome), slug).not.toContain('200 free spins');
  });

  it('refuses to state figures of an offer it could not read', async () => {
    await expect(loadContentHtml('bonus-terms', shipped, null)).rejects.toThrow('{{welcomeBonusEur}}');
    // A document without them needs no offer.
    await expect(loadContentHtml('privacy-policy', shipped, null)).resolves.toContain('<h2');
  });

  it('promises no responsible-gaming tool the site does not have', async () => {
    // Cooling-off periods are no tool of the site: no page may offer them.
    const missing = [/cooling-off period/i];
    const texts = [JSON.stringify(common), ...(await Promise.all(CONTENT_SLUGS.map((slug) => loadContentHtml(slug, shipped, welcome))))];
    expect(texts.flatMap((text) => missing.map((claim) => claim.exec(text)?.[0]).filter(Boolean))).toEqual([]);
    // What it does offer exists: the default profile's time-outs (the safer-gambling page) and self-exclusion periods.
    const page = await loadContentHtml('responsible-gaming', shipped, welcome);
    expect(page).toContain('Take a break (time-out)');
    for (const period of ['24 hours', '7 days', '30 days', '6 months', 'indefinitely'])
      expect(page).toContain(`<strong>${period}</strong>`);
    expect(page).not.toMatch(/permanently/);
    // The reality check: the default profile's interval and every interval a player may choose.
    expect(page).toContain('pauses every <strong>60 minutes</strong> after you sign in');
    expect(page).toContain(`(${REALITY_CHECK_MINUTES.slice(0, -1).join(', ')} or ${REALITY_CHECK_MINUTES.at(-1)} minutes)`);
  });

  it('describes the limits as the safer-gambling area sets them, with links to both areas', async () => {
    const page = await loadContentHtml('responsible-gaming', shipped, welcome);
    for (const kind of ['<strong>deposit</strong>', '<strong>lose</strong>', '<strong>wager</strong>', 'Session time limit'])
      expect(page).toContain(kind);
    expect(page).toContain('A new limit, or a lower one, applies at once.');
    expect(page).toContain('waits <strong>24 hours</strong> and then applies only when you confirm it again');
    expect(page).toContain('<a href="/profile/safer-gambling">Safer gambling</a>');
    expect(page).toContain('<a href="/profile/self-exclusion">Self-exclusion</a>');
  });

  it('offers a live chat only when one is configured', async () => {
    const mentions: string[] = [];
    for (const slug of CONTENT_SLUGS) {
      expect(await loadContentHtml(slug, shipped, welcome), slug).not.toMatch(/live.chat/i);
      if (/live.chat/i.test(await loadContentHtml(slug, withChat, welcome))) mentions.push(slug);
    }
    expect(mentions).toEqual(expect.arrayContaining(['about-us', 'faq', 'terms-and-conditions', 'responsible-gaming']));
  });
});

describe('the interface texts', () => {
  it('hold no operator details of their own', () => {
    const text = JSON.stringify([site, common]);
    for (const leftOver of LEFT_OVERS.slice(2)) expect(text, leftOver).not.toContain(leftOver);
    expect(emailsIn(text)).toEqual(new Set());
  });
});
