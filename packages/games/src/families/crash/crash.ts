import { checkStake, type StakeLimits } from '../../shared/stakes';
import { MIN_CRASH } from './crash-point';

/**
 * A crash title's configuration and a player's bet in a shared round. Multipliers are whole hundredths
 * (250 is ×2.50). The rounds themselves are shared by every player and run by the platform's schedule;
 * what is pure is here: which bets a title takes and what a cash-out pays.
 */
export type CrashConfig = {
  limits: StakeLimits;
  /** The rise stops at this multiplier (hundredths) and every bet still in is paid at it. */
  maxMultiplier: number;
  /** How long a round takes bets before it rises, and how long the bust shows before the next betting phase. */
  bettingMs: number;
  pauseMs: number;
};

/** A bet: the stake and, optionally, the multiplier (hundredths) at which the server cashes it out. */
export type CrashBet = { amount: bigint; autoCashOut: number | null };

/** The lowest target: a cash-out needs the rise to have begun. */
export const MIN_CASH_OUT = MIN_CRASH + 1;

export function checkCrashBet(config: CrashConfig, bet: CrashBet): string | null {
  const stake = checkStake(config.limits, bet.amount);
  if (stake) return stake;
  const target = bet.autoCashOut;
  if (target === null) return null;
  if (!Number.isSafeInteger(target) || target < MIN_CASH_OUT) return 'The automatic cash-out must be at least 1.01×.';
  if (target > config.maxMultiplier) return `The automatic cash-out can be at most ${(config.maxMultiplier / 100).toFixed(2)}×.`;
  return null;
}

/** The win of a stake cashed out at `multiplier` hundredths, rounded down to the minor unit. */
export const cashOutWin = (stake: bigint, multiplier: number) => (stake * BigInt(multiplier)) / 100n;

/**
 * The multiplier (hundredths) a bet is paid at in a round that crashes at `crash` (already capped), or
 * null when it loses: a cash-out by hand the server accepted first, else its automatic target when the rise
 * reached it, else the cap when the rise reached the cap (everyone still in is paid there).
 */
export function settledMultiplier(config: CrashConfig, bet: CrashBet, crash: number, manual: number | null): number | null {
  if (manual !== null) return manual;
  if (bet.autoCashOut !== null && bet.autoCashOut <= crash) return bet.autoCashOut;
  return crash >= config.maxMultiplier ? config.maxMultiplier : null;
}
