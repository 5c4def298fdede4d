import type { StakeLimits } from '../../shared/stakes';
import { DEUCES_HANDS, deucesHand, STANDARD_HANDS, standardHand, type DeucesHand, type StandardHand } from './hands';

/**
 * A video poker game: its deck and what each hand pays per unit staked (a hand left out pays
 * nothing). Multiples are per coin at every stake: the royal flush pays the 800 a machine pays per
 * coin at maximum coins, so no stake plays a worse table.
 */
export type VideoPokerConfig = (
  { deck: 'standard'; pays: Partial<Record<StandardHand, number>> } | { deck: 'deucesWild'; pays: Partial<Record<DeucesHand, number>> }
) & { limits: StakeLimits };

export type VideoPokerHand = StandardHand | DeucesHand;

/** How a deck ranks five cards: an index into its hands, or hands.length for a hand that pays nothing. */
export type Evaluator = (a: number, b: number, c: number, d: number, e: number) => number;

export type PayTable = { hands: readonly VideoPokerHand[]; evaluate: Evaluator; pays: Int32Array; key: string };

const payTables = new WeakMap<VideoPokerConfig, PayTable>();

/** The config's pay table as the math uses it: a pay per hand index, the last (nothing) paying 0. */
export function payTableOf(config: VideoPokerConfig): PayTable {
  let table = payTables.get(config);
  if (!table) {
    const hands: readonly VideoPokerHand[] = config.deck === 'standard' ? STANDARD_HANDS : DEUCES_HANDS;
    const payOf = config.pays as Partial<Record<VideoPokerHand, number>>;
    const pays = Int32Array.from([...hands.map((hand) => payOf[hand] ?? 0), 0]);
    if (pays.some((pay) => !Number.isInteger(pay) || pay < 0 || pay > 10_000))
      throw new Error('video poker pays are whole multiples from 0 to 10,000');
    const evaluate = config.deck === 'standard' ? standardHand : deucesHand;
    table = { hands, evaluate, pays, key: `${config.deck}:${pays.join(',')}` };
    payTables.set(config, table);
  }
  return table;
}

/** The hand five cards make under a config (null when it pays nothing) and its multiple. */
export function handOf(config: VideoPokerConfig, hand: readonly number[]): { hand: VideoPokerHand | null; pays: number } {
  const table = payTableOf(config);
  const index = table.evaluate(hand[0]!, hand[1]!, hand[2]!, hand[3]!, hand[4]!);
  const pays = table.pays[index]!;
  return { hand: pays > 0 ? table.hands[index]! : null, pays };
}
