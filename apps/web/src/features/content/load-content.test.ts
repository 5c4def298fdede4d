import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ZSiteConfiguration, type TSiteConfiguration } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import common from '@/locales/en/common.json';
import site from '@/locales/en/site.json';
import { CONTENT_SLUGS, loadContentHtml, resolveContentDir } from './load-content';

const webDir = path.resolve(import.meta.dirname, '../../..');

/** The configuration a fresh `npm start` serves: the API's shipped file with its demo operator. */
const shipped: TSiteConfiguration = ZSiteConfiguration.parse(
  JSON.parse(readFileSync(path.resolve(webDir, '../api/data/site-configuration.json'), 'utf8')),
);
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
    const html = await loadContentHtml(slug, shipped);
    expect(html).toContain('<h2');
    expect(html.length).toBeGreaterThan(2000);
    for (const leftOver of LEFT_OVERS) expect(html, leftOver).not.toContain(leftOver);
    const { supportEmail, privacyEmail, complianceEmail } = shipped.operator;
    for (const email of emailsIn(html)) expect([supportEmail, privacyEmail, complianceEmail], email).toContain(email);
  });

  it('names the operator where the documents introduce it', async () => {
    for (const slug of ['about-us', 'terms-and-conditions', 'privacy-policy'] as const) {
      const html = await loadContentHtml(slug, shipped);
      expect(html, slug).toContain(shipped.operator.companyName);
      expect(html, slug).toContain(shipped.operator.registeredAddress);
    }
    expect(await loadContentHtml('terms-and-conditions', shipped)).toContain(shipped.operator.licenceNumber);
    expect(await loadContentHtml('aml-policy', shipped)).toContain(shipped.operator.complianceEmail);
  });

  it('offers a live chat only when one is configured', async () => {
    const mentions: string[] = [];
    for (const slug of CONTENT_SLUGS) {
      expect(await loadContentHtml(slug, shipped), slug).not.toMatch(/live.chat/i);
      if (/live.chat/i.test(await loadContentHtml(slug, withChat))) mentions.push(slug);
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
