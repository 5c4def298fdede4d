import {
  diceFamily,
  FloatSource,
  generateFloats,
  hashServerSeed,
  plinkoFamily,
  rouletteFamily,
  SLOT_TITLES,
  slotsFamily,
  TABLE_TITLES,
  type FairSeeds,
  type PlinkoDirection,
  type PlinkoRisk,
  type PocketColour,
} from '@casino/games';
import { recomputeJackpotDraw, type JackpotDraw } from './jackpot-draw';

/** What the verifier recomputes: the game families with a single-shot engine. */
export type VerifierGame =
  | { family: 'roulette' }
  | { family: 'dice' }
  | { family: 'plinko'; rows: number; risk: PlinkoRisk }
  | { family: 'slots'; titleKey: string };

export type VerifiedOutcome =
  | { family: 'roulette'; pocket: number; colour: PocketColour }
  /** roll in hundredths: 5050 is 50.50. */
  | { family: 'dice'; roll: number }
  | { family: 'plinko'; path: PlinkoDirection[]; slot: number; multiplier: number }
  /** window[row][reel] as symbol names; win in hundredths of a coin for a one-coin bet, free spins included. */
  | { family: 'slots'; window: string[][]; win: bigint };

/** `jackpot`: the round's jackpot draw, when a chance was given for it. */
export type VerifiedRound = { serverSeedHash: string; floats: number[]; outcome: VerifiedOutcome; jackpot?: JackpotDraw };

/** A slot coin in hundredths, so the engine's two-decimal pays are not rounded away. */
export const SLOT_COIN = 100n;
/** The floats shown beside the outcome: a slot round can use hundreds. */
export const FLOATS_SHOWN = 10;

const { EmberDice, LunarRoulette, PlinkoPrairie } = TABLE_TITLES;

/**
 * The round the engines compute from these seeds: the same code the server settles with, and the jackpot draw at
 * 1 in `jackpotChanceOneIn` when given.
 */
export async function verifyRound(seeds: FairSeeds, game: VerifierGame, jackpotChanceOneIn?: number): Promise<VerifiedRound> {
  const round = await verifyGameRound(seeds, game);
  return jackpotChanceOneIn === undefined ? round : { ...round, jackpot: await recomputeJackpotDraw(seeds, jackpotChanceOneIn) };
}

async function verifyGameRound(seeds: FairSeeds, game: VerifierGame): Promise<VerifiedRound> {
  const serverSeedHash = await hashServerSeed(seeds.serverSeed);
  const draw = async (count: number) => {
    const floats = await generateFloats(seeds, count);
    return { floats: floats.slice(0, FLOATS_SHOWN), source: new FloatSource(floats) };
  };

  switch (game.family) {
    case 'roulette': {
      // Any spot: the pocket does not depend on the chips.
      const bet = { spots: [{ kind: 'red' as const, amount: LunarRoulette.config.limits.minSpot }] };
      const { floats, source } = await draw(rouletteFamily.maxFloats(LunarRoulette.config, bet));
      const [step] = rouletteFamily.open(LunarRoulette.config, bet, source).steps;
      return { serverSeedHash, floats, outcome: { family: 'roulette', pocket: step!.pocket, colour: step!.colour } };
    }
    case 'dice': {
      // The roll does not depend on the target either.
      const bet = { amount: EmberDice.config.limits.minBet, direction: 'under' as const, target: 5000 };
      const { floats, source } = await draw(diceFamily.maxFloats(EmberDice.config, bet));
      const [step] = diceFamily.open(EmberDice.config, bet, source).steps;
      return { serverSeedHash, floats, outcome: { family: 'dice', roll: step!.roll } };
    }
    case 'plinko': {
      const bet = { amount: PlinkoPrairie.config.limits.minBet, rows: game.rows, risk: game.risk };
      const { floats, source } = await draw(plinkoFamily.maxFloats(PlinkoPrairie.config, bet));
      const [step] = plinkoFamily.open(PlinkoPrairie.config, bet, source).steps;
      return { serverSeedHash, floats, outcome: { family: 'plinko', ...step! } };
    }
    case 'slots': {
      const config = SLOT_TITLES.find((title) => title.key === game.titleKey);
      if (!config) throw new Error(`no slot title ${game.titleKey}`);
      const bet = { coinValue: SLOT_COIN };
      const { floats, source } = await draw(slotsFamily.maxFloats(config, bet));
      const round = slotsFamily.open(config, bet, source);
      const names = new Map(config.symbols.map((symbol) => [symbol.id, symbol.name]));
      const reels = round.steps[0]!.window;
      const window = reels[0]!.map((_, row) => reels.map((reel) => names.get(reel[row]!) ?? reel[row]!));
      return { serverSeedHash, floats, outcome: { family: 'slots', window, win: round.win } };
    }
  }
}
