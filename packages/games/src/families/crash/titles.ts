import type { CrashConfig } from './crash';

/**
 * The crash titles of the catalogue, keyed by title key. All four play bustabit's formula (1 % edge): every
 * cash-out target up to the cap returns 99 % less under 10^-12 (crashTargetRtp), so `rtp` is 98.99 rounded
 * down. Each rises to at most ×1,000 and pays every bet still in there. Stakes are the catalogue's limits
 * (EUR cents); a round takes bets for 7 s and shows its bust for 3 s before the next one.
 */
export type CrashTitle = { family: 'crash'; name: string; rtp: string; volatility: 'high'; config: CrashConfig };

const config = (): CrashConfig => ({
  limits: { minBet: 100n, maxBet: 50_000n },
  maxMultiplier: 100_000,
  bettingMs: 7_000,
  pauseMs: 3_000,
});

export const CRASH_TITLES = {
  OrbitRush: { family: 'crash', name: 'Orbit Rush', rtp: '98.99', volatility: 'high', config: config() },
  FireboltCrash: { family: 'crash', name: 'Firebolt Crash', rtp: '98.99', volatility: 'high', config: config() },
  RocketRodeo: { family: 'crash', name: 'Rocket Rodeo', rtp: '98.99', volatility: 'high', config: config() },
  SubmarineSurge: { family: 'crash', name: 'Submarine Surge', rtp: '98.99', volatility: 'high', config: config() },
} as const satisfies Record<string, CrashTitle>;

export type CrashTitleKey = keyof typeof CRASH_TITLES;
