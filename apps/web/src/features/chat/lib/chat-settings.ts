import type { TLiveChatSettings } from '@casino/contracts';

/** docs/product.md, Audience: the widget starts 3 seconds after the page has loaded. */
export const CHAT_DELAY_MS = 3_000;

/** id of the vendor's <script>, so it is added once per page whatever re-renders. */
export const CHAT_SCRIPT_ID = 'casino-live-chat';

/** Dispatched on window (detail: the user or null) whenever the player signs in or out. */
export const CHAT_USER_EVENT = 'casino:user';

export type ChatUser = { name: string; id: string };

/**
 * What the vendor's script finds in `window.CasinoChat` when it runs: the operator's site id at the
 * vendor and the locally kept user record (docs/product.md, Accounts), null for a visitor. `user` is kept up to
 * date after sign-in and sign-out, each change also announced by a `casino:user` event on window.
 */
export type CasinoChatGlobal = { siteId: string; user: ChatUser | null };

export function chatGlobal(settings: Pick<TLiveChatSettings, 'siteId'>, user: ChatUser | null): CasinoChatGlobal {
  return { siteId: settings.siteId, user: user ? { name: user.name, id: user.id } : null };
}
