import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from '../../scripts/lib/web-build.mjs';

/** The parts of apps/api/data/site-configuration.json the tests write or read. */
export type SiteConfiguration = {
  operator: Record<string, string>;
  liveChat: { scriptUrl: string; siteId: string } | null;
  regulatorSeal: { scriptUrl: string } | null;
};

/** The site configuration a fresh `npm start` serves (the demo operator). */
export function shippedSiteConfiguration(): SiteConfiguration {
  return JSON.parse(readFileSync(path.join(ROOT, 'apps/api/data/site-configuration.json'), 'utf8')) as SiteConfiguration;
}

/** Writes an operator's site configuration file for a stack of its own (SITE_CONFIG_FILE). */
export function writeSiteConfiguration(configuration: Partial<SiteConfiguration>): { file: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'casino-site-config-'));
  const file = path.join(dir, 'site-configuration.json');
  writeFileSync(file, JSON.stringify({ ...shippedSiteConfiguration(), ...configuration }));
  return { file, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
