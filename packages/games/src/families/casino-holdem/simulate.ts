import { FloatSource } from '../../fairness/float-source';
import { cardOf } from '../../shared/cards';
import { casinoHoldemFamily, HOLDEM_FLOATS, type HoldemConfig, type HoldemStep } from './casino-holdem';
import { shouldCall } from './strategy';

/** What a run of simulated rounds returned on the ante and call, per unit of the ante, with its 99 % interval. */
export type HoldemSimulation = { rounds: number; rtp: number; low99: number; high99: number; callRate: number; sdPerRound: number };

const Z99 = 2.5758;

/**
 * Plays rounds through the engine with the family's strategy (`shouldCall`), the floats from `next` (a
 * seeded generator), and measures the ante and call's return per unit of the ante, as the industry states
 * it. No AA bonus is bet: its return is exact (rtp.ts).
 */
export function simulateHoldem(config: HoldemConfig, rounds: number, next: () => number): HoldemSimulation {
  const bet = { ante: 1n, aaBonus: 0n };
  let net = 0;
  let squares = 0;
  let calls = 0;
  for (let round = 0; round < rounds; round += 1) {
    const floats = new FloatSource(Array.from({ length: HOLDEM_FLOATS }, next));
    const opened = casinoHoldemFamily.open(config, bet, floats);
    const deal = opened.steps[1] as Extract<HoldemStep, { kind: 'deal' }>;
    const call = shouldCall(
      deal.cards.map((code) => cardOf(code)!),
      deal.flop.map((code) => cardOf(code)!),
    );
    if (call) calls += 1;
    const settled = casinoHoldemFamily.act!(config, opened, { kind: call ? 'call' : 'fold' });
    const result = Number(settled.win - settled.stake);
    net += result;
    squares += result * result;
  }
  const mean = net / rounds;
  const sd = Math.sqrt(squares / rounds - mean * mean);
  const half = (Z99 * sd) / Math.sqrt(rounds);
  return {
    rounds,
    rtp: 100 * (1 + mean),
    low99: 100 * (1 + mean - half),
    high99: 100 * (1 + mean + half),
    callRate: calls / rounds,
    sdPerRound: sd,
  };
}
