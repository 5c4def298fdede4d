import type { TEligiblePromotions } from '@casino/contracts';

// The sign-up offer of free spins (docs/product.md, Promotions: the event named NO DEPOSIT): what the popup
// shows, and whether the player has put it aside on this browser.

export const NO_DEPOSIT = 'NO DEPOSIT';

export type NoDepositOffer = { id: string; spins: number; game: { imageId: string; provider: string } | null };

/** The pending no-deposit offer in the eligible response, or undefined. */
export function noDepositOffer(eligible: TEligiblePromotions | undefined): NoDepositOffer | undefined {
  const event = eligible?.events.find((e) => e.info.displayName === NO_DEPOSIT);
  const config = event?.promotions[0]?.config;
  if (!config) return undefined;
  const spins = config.freeSpins.configs.reduce((sum, c) => sum + c.totalSpins, 0);
  return spins > 0 ? { id: config.id, spins, game: config.freeSpins.games[0] ?? null } : undefined;
}

/** A popup's props as the modal store keeps them. */
export function isNoDepositOffer(value: unknown): value is NoDepositOffer {
  const offer = value as Partial<NoDepositOffer> | null | undefined;
  return typeof offer?.id === 'string' && typeof offer.spins === 'number';
}

const storageKey = (id: string) => `no-deposit-dismissed:${id}`;

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

/** "Not now" lasts for the browser session: the offer stays among pending promotions meanwhile. */
export function isDismissed(storage: Storage | undefined, id: string): boolean {
  try {
    return storage?.getItem(storageKey(id)) === '1';
  } catch {
    return false;
  }
}

export function dismiss(storage: Storage | undefined, id: string): void {
  try {
    storage?.setItem(storageKey(id), '1');
  } catch {
    // Storage refused (private mode): the popup shows again next time, which is harmless.
  }
}
