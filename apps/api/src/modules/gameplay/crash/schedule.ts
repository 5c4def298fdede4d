import type { TCrashRound } from '@casino/contracts';
import { MIN_CRASH, multiplierAt } from '@casino/games';
import type { CrashRoundRow } from './repo';

// A live round's phase and multiplier follow from its row and the clock alone, so every instance (and
// every request) reads the same round the same way, whichever instance leads it.

export type CrashPhase = TCrashRound['phase'];

export function phaseAt(round: CrashRoundRow, now: Date): CrashPhase {
  if (now < round.risesAt) return 'betting';
  return now < round.bustsAt ? 'rising' : 'busted';
}

/** Hundredths: 1.00× before the rise, the curve while it rises (always below the crash), the crash after. */
export function multiplierNow(round: CrashRoundRow, now: Date): number {
  switch (phaseAt(round, now)) {
    case 'betting':
      return MIN_CRASH;
    case 'rising':
      return multiplierAt(now.getTime() - round.risesAt.getTime());
    case 'busted':
      return round.crash;
  }
}

export const toMultiplierText = (hundredths: number) => (hundredths / 100).toFixed(2);

/** "2.37" (the contract's pattern: digits, at most two decimals) → 237 hundredths, exactly. */
export function fromMultiplierText(text: string): number {
  const [whole = '0', decimals = ''] = text.split('.');
  return Number(whole) * 100 + Number(decimals.padEnd(2, '0'));
}

/** The round as every player sees it: its hash and crash only once it has busted. */
export function crashRoundView(round: CrashRoundRow, now: Date): TCrashRound {
  const phase = phaseAt(round, now);
  const isBusted = phase === 'busted';
  return {
    number: round.number,
    phase,
    bettingAt: round.bettingAt.toISOString(),
    risesAt: round.risesAt.toISOString(),
    multiplier: toMultiplierText(multiplierNow(round, now)),
    crash: isBusted ? toMultiplierText(round.crash) : null,
    hash: isBusted ? round.hash : null,
    previousHash: round.previousHash,
  };
}
