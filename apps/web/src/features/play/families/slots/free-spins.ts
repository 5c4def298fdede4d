import type { TPlayBet, TPlayRound, TPlaySession } from '@casino/contracts';

// The player's free spins on this slot (decision 025): how many are left after the rounds of this visit, and
// the bet a spin sends. The server decides the stake; the client only says the spin is a free one.

export type FreeSpins = { left: number; stake: string; winsHeld?: boolean | undefined } | null;

/** What the session offers: null when there is no spin to play. */
export const initialFreeSpins = (session: Pick<TPlaySession, 'freeSpins'>): FreeSpins =>
  session.freeSpins && session.freeSpins.left > 0 ? session.freeSpins : null;

/** Spins left once `counted` free rounds of this visit are taken off; null once none is left. */
export function freeSpinsAfter(initial: FreeSpins, counted: number): FreeSpins {
  if (!initial) return null;
  const left = initial.left - counted;
  return left > 0 ? { ...initial, left } : null;
}

/** Counts a settled or opened free round once, by its id. */
export function countFreeRound(counted: ReadonlySet<string>, round: Pick<TPlayRound, 'id' | 'isFree'> | null): ReadonlySet<string> {
  if (!round?.isFree || counted.has(round.id)) return counted;
  return new Set([...counted, round.id]);
}

/** The spin's bet: a free one while the player uses their spins and has one left, else at the chosen coin. */
export function slotsBet(coinValue: string, useFree: boolean, free: FreeSpins): Extract<TPlayBet, { family: 'slots' }> {
  return useFree && free ? { family: 'slots', coinValue, free: true } : { family: 'slots', coinValue };
}
