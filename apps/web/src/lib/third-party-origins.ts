import type { TSiteConfiguration } from '@casino/contracts';

/** The origins of the third-party scripts the configuration asks pages to load. */
export function thirdPartyOrigins(config: TSiteConfiguration | null): { chat: string[]; seal: string[] } {
  return {
    chat: originsOf(config?.liveChat?.scriptUrl),
    seal: originsOf(config?.regulatorSeal?.scriptUrl),
  };
}

function originsOf(url: string | undefined): string[] {
  if (!url) return [];
  try {
    const { protocol, origin } = new URL(url);
    return protocol === 'https:' || protocol === 'http:' ? [origin] : [];
  } catch {
    return [];
  }
}
