import type { FloatSource } from './fairness/float-source';

/**
 * A round as the engine leaves it. Amounts are integers in the currency's minor units (the
 * engine never sees the currency). `steps` is everything a player saw, for game recall.
 */
export type RoundState<Step> = { stake: bigint; win: bigint; steps: Step[]; isFinished: boolean };

/**
 * One game family: pure functions of (configuration, the player's decisions, random floats).
 * `open` settles single-shot games at once; a family with decisions inside the round (mines)
 * also has `act`, which never draws new floats.
 */
export type GameFamily<Config, Bet, Step, Action = never> = {
  /** The family's id in families/registry.ts. */
  id: string;
  /** Why the bet is not allowed by this configuration (a sentence for the player), or null. */
  checkBet(config: Config, bet: Bet): string | null;
  /** The most floats one round of this bet can use. */
  maxFloats(config: Config, bet: Bet): number;
  open(config: Config, bet: Bet, floats: FloatSource): RoundState<Step>;
  act?(config: Config, state: RoundState<Step>, action: Action): RoundState<Step>;
};
