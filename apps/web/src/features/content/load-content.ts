import 'server-only';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { TSiteConfiguration, TWelcomeOfferSummary } from '@casino/contracts';
import { marked } from 'marked';
import { fillOperatorPlaceholders } from './operator-placeholders';

/** The markdown documents in apps/web/content, by file name without ".md". */
export const CONTENT_SLUGS = [
  'faq',
  'terms-and-conditions',
  'bonus-terms',
  'about-us',
  'kyc',
  'refund-policy',
  'aml-policy',
  'responsible-gaming',
  'privacy-policy',
] as const;

export type ContentSlug = (typeof CONTENT_SLUGS)[number];

/**
 * apps/web/content, whether the process runs from apps/web (npm -w, next start) or from the
 * repository root (next build apps/web, test runners).
 */
export function resolveContentDir(cwd: string = process.cwd()): string {
  const candidates = [path.join(cwd, 'content'), path.join(cwd, 'apps', 'web', 'content')];
  return candidates.find((dir) => existsSync(path.join(dir, 'faq.md'))) ?? candidates[0]!;
}

/**
 * Renders one of our own markdown documents to HTML (trusted input: files in this repository), with
 * the operator's details and chat offer as the site configuration gives them, and the welcome offer's
 * figures as the operator's promotions file sets them.
 */
export async function loadContentHtml(
  slug: ContentSlug,
  configuration: Pick<TSiteConfiguration, 'operator' | 'liveChat'>,
  welcome: TWelcomeOfferSummary | null = null,
): Promise<string> {
  const source = await readFile(path.join(resolveContentDir(), `${slug}.md`), 'utf8');
  return marked.parse(fillOperatorPlaceholders(source, configuration, welcome), { async: false, gfm: true });
}
