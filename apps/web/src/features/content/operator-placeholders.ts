import type { TSiteConfiguration, TWelcomeOfferSummary } from '@casino/contracts';
import { isWelcomePlaceholder, welcomePlaceholderValues } from './welcome-placeholders';

const FIELD = /\{\{(\w+)\}\}/g;
const LIVE_CHAT_PASSAGE = /\{\{#liveChat\}\}([\s\S]*?)\{\{\/liveChat\}\}/g;

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/**
 * Fills a document's operator details ({{companyName}}, {{supportEmail}}: any field of the site
 * configuration's operator), the welcome offer's figures ({{welcomeBonusEur}}…, welcome-placeholders.ts) and
 * keeps its {{#liveChat}}…{{/liveChat}} passages only when a chat is configured. An unknown name is a mistake
 * in the document, and a figure of an offer that could not be read would be a wrong promise: both throw rather
 * than show the braces.
 */
export function fillOperatorPlaceholders(
  markdown: string,
  { operator, liveChat }: Pick<TSiteConfiguration, 'operator' | 'liveChat'>,
  welcome: TWelcomeOfferSummary | null = null,
): string {
  let welcomeValues: ReturnType<typeof welcomePlaceholderValues> | undefined;
  return markdown
    .replace(LIVE_CHAT_PASSAGE, (_, passage: string) => (liveChat ? passage : ''))
    .replace(FIELD, (placeholder, name: string) => {
      if (isWelcomePlaceholder(name)) {
        if (!welcome) throw new Error(`The welcome offer could not be read for ${placeholder} in a content page`);
        welcomeValues ??= welcomePlaceholderValues(welcome);
        return welcomeValues[name];
      }
      if (!Object.hasOwn(operator, name)) throw new Error(`Unknown placeholder ${placeholder} in a content page`);
      return operator[name as keyof typeof operator].replace(/[&<>"]/g, (c) => HTML_ESCAPES[c]!);
    });
}
