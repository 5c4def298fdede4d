import type { TSiteConfiguration } from '@casino/contracts';

const FIELD = /\{\{(\w+)\}\}/g;
const LIVE_CHAT_PASSAGE = /\{\{#liveChat\}\}([\s\S]*?)\{\{\/liveChat\}\}/g;

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/**
 * Fills a document's operator details ({{companyName}}, {{supportEmail}}: any field of the site
 * configuration's operator) and keeps its {{#liveChat}}…{{/liveChat}} passages only when a chat is
 * configured. An unknown name is a mistake in the document: it throws rather than show the braces.
 */
export function fillOperatorPlaceholders(
  markdown: string,
  { operator, liveChat }: Pick<TSiteConfiguration, 'operator' | 'liveChat'>,
): string {
  return markdown
    .replace(LIVE_CHAT_PASSAGE, (_, passage: string) => (liveChat ? passage : ''))
    .replace(FIELD, (placeholder, name: string) => {
      if (!Object.hasOwn(operator, name)) throw new Error(`Unknown placeholder ${placeholder} in a content page`);
      return operator[name as keyof typeof operator].replace(/[&<>"]/g, (c) => HTML_ESCAPES[c]!);
    });
}
