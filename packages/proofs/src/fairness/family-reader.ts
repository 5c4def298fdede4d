import type { FairSeeds, FamilyId, FloatSource, Title } from '@casino/games';
import type { PlainJson } from './plain-json';

/** A title's engine configuration, for the family that plays it. */
export type ConfigOf<F extends FamilyId> = Extract<Title, { family: F }>['config'];

/**
 * One round ready to recompute: the player's choices it was read with (printed, since they change what is
 * drawn), how many floats to derive, and the outcome from them.
 */
export type RoundReading = {
  choices: PlainJson;
  floats: number;
  outcome(source: FloatSource, seeds: FairSeeds): PlainJson | Promise<PlainJson>;
  /**
   * The commitment shown before the round, from the server seed. Absent: SHA-256 of the seed's text, as every
   * seed pair is shown; crash commits to a chain hash by the SHA-256 of its bytes.
   */
  commitment?(serverSeed: string): Promise<string>;
};

/**
 * How the verifier recomputes a family's rounds. `read` takes the title's configuration, the player's choices
 * as given (`--bet`, undefined when not given) and the seeds; it answers the round to compute, or a sentence
 * saying what is wrong with the choices or seeds.
 */
export type FamilyReader<F extends FamilyId> = {
  /** The choices `--bet` takes, as an example, or null where nothing the player chose changes the draws. */
  betExample: PlainJson | null;
  read(config: ConfigOf<F>, bet: unknown, seeds: FairSeeds): RoundReading | string;
};

/** Whether `bet` is a JSON object (what every family's `--bet` is). */
export const isObject = (bet: unknown): bet is Record<string, unknown> => typeof bet === 'object' && bet !== null && !Array.isArray(bet);
